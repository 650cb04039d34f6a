import { expect } from "vitest";
import { need, type ContractContext } from "./context.ts";
import { send, type HttpAnswer } from "./http.ts";
import type { Recipe } from "./recipes.ts";

// A possible duplicate decided: two colleagues' vCards on one switchboard make two leads, the second
// marked as a possible duplicate of the first, and Acme's admin merges it. Merged into `recipes`
// (recipes.ts); runs in the update phase.

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;
const vcard = (lines: string[]) => ["BEGIN:VCARD", "VERSION:3.0", ...lines, "END:VCARD"].join("\r\n");

async function scan(ctx: ContractContext, name: string, email: string): Promise<Data> {
  const badge = vcard([`FN:${name}`, "TEL:+49 30 5550 1234", `EMAIL:${email}`]);
  const answer = await send(`${ctx.origin}/api`, "post", "/leads/scan", { token: ctx.acme.token, body: { from: "camera", badge } });
  expect(answer.status).toBe(201);
  return data(answer).lead as Data;
}

/** Acme's leads by id, as its lead list shows them. */
async function acmeLeads(ctx: ContractContext): Promise<Map<string, Data>> {
  const list = data(await send(`${ctx.origin}/api`, "get", "/leads", { token: ctx.acme.token })) as unknown as Data[];
  return new Map(list.map((lead) => [String(lead._id), lead]));
}

export const leadDuplicateRecipes: Record<string, Recipe> = {
  decideLeadDuplicate: {
    phase: "update",
    valid: async (ctx) => {
      const first = await scan(ctx, "Anna Switchboard", "anna@switchboard.example");
      const second = await scan(ctx, "Ben Switchboard", "ben@switchboard.example");
      expect(second.possibleDuplicateOf).toBe(first._id);
      ctx.ids.duplicateOf = String(first._id);
      ctx.ids.duplicate = String(second._id);
      return { status: 200, token: ctx.acme.token, params: { id: ctx.ids.duplicate }, body: { decision: "merge" } };
    },
    then: async (answer, ctx) => {
      expect(data(answer)._id).toBe(ctx.ids.duplicateOf);
      const leads = await acmeLeads(ctx);
      expect(leads.has(ctx.ids.duplicate!)).toBe(false);
      expect(leads.get(ctx.ids.duplicateOf!)?.possibleDuplicateOf).toBeNull();
    },
    // The lead that remains is not marked: nothing to decide, and nothing changes.
    invalid: (ctx) => ({ status: 409, token: ctx.acme.token, params: { id: need(ctx.ids.duplicateOf, "decideLeadDuplicate") }, body: { decision: "dismiss" } }),
    unchanged: async (ctx) => expect((await acmeLeads(ctx)).get(ctx.ids.duplicateOf!)?.user).toMatchObject({ fullName: "Anna Switchboard" }),
  },
};
