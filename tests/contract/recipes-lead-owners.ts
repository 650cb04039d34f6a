import { expect } from "vitest";
import { UNKNOWN_ID, need, type ContractContext } from "./context.ts";
import { send, type HttpAnswer } from "./http.ts";
import type { Recipe } from "./recipes.ts";

// Handing leads on: one lead to the demo's booth staff member (seeded with an account, so she can
// own leads), then several back to Acme's admin. Merged into `recipes` (recipes.ts); both run in the
// update phase, after createLead made the lead.

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;

function api(ctx: ContractContext, method: string, path: string, token: string): Promise<HttpAnswer> {
  return send(`${ctx.origin}/api`, method, path, { token });
}

/** The account of Acme's booth staff member, as the Team list gives it. */
async function staffAccount(ctx: ContractContext): Promise<string> {
  const members = data(await api(ctx, "get", "/team-members", ctx.acme.token)) as unknown as Array<{ role: string; userId: string | null }>;
  return need(members.find((member) => member.role === "staff" && member.userId !== null)?.userId ?? undefined, "the seeded staff account");
}

/** Who owns the contract's lead now, as Acme's lead list shows it. */
async function ownerOfLead(ctx: ContractContext): Promise<string | null> {
  const list = data(await api(ctx, "get", "/leads", ctx.acme.token)) as unknown as Array<{ _id: string; owner: { userId: string } | null }>;
  return list.find((lead) => lead._id === ctx.ids.lead)?.owner?.userId ?? null;
}

export const leadOwnerRecipes: Record<string, Recipe> = {
  assignLeadOwner: {
    phase: "update",
    valid: async (ctx) => {
      ctx.ids.staffAccount = await staffAccount(ctx);
      return { status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.lead, "createLead") }, body: { userId: ctx.ids.staffAccount } };
    },
    then: async (answer, ctx) => {
      expect((data(answer).owner as Data).userId).toBe(ctx.ids.staffAccount);
      expect(await ownerOfLead(ctx)).toBe(ctx.ids.staffAccount);
    },
    // A member the team does not have: refused, and the lead keeps its owner.
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, params: { id: need(ctx.ids.lead, "createLead") }, body: { userId: UNKNOWN_ID } }),
    unchanged: async (ctx) => expect(await ownerOfLead(ctx)).toBe(ctx.ids.staffAccount),
  },
  bulkAssignLeadOwner: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, body: { ids: [need(ctx.ids.lead, "createLead"), UNKNOWN_ID], userId: ctx.acme.userId } }),
    then: async (answer, ctx) => {
      expect(data(answer)).toEqual({ changed: 1, notFoundIds: [UNKNOWN_ID] });
      expect(await ownerOfLead(ctx)).toBe(ctx.acme.userId);
    },
    // Another company's admin names none of Acme's leads: 404, nothing changes.
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, body: { ids: [need(ctx.ids.lead, "createLead")], userId: ctx.borealis.userId } }),
    unchanged: async (ctx) => expect(await ownerOfLead(ctx)).toBe(ctx.acme.userId),
  },
};
