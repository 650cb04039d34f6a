import { expect } from "vitest";
import { UNKNOWN_ID, need, type ContractContext } from "./context.ts";
import { send, type HttpAnswer, type RequestSpec } from "./http.ts";
import type { Recipe } from "./recipes.ts";

// Recipes for the console's Registrations and Support inbox, called with the organiser's token
// (`ctx.tokens.organiser`, stored by the organiser sign-in's recipe). Merged into `recipes`
// (recipes.ts); the phase and the position here decide the run order, as there. They decide
// seeded registrations other than the one `decideReferralRegistration` decides, and close and
// reopen the exhibitor's request only after its follow-up (`replyToSupportRequest`, update phase).

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;

function api(ctx: ContractContext, method: string, path: string, spec: RequestSpec = {}): Promise<HttpAnswer> {
  return send(`${ctx.origin}/api`, method, path, spec);
}

const organiser = (ctx: ContractContext): string => need(ctx.tokens.organiser, "the organiser's sign-in (verifyOrganiserCode)");

/** The status of one registration as the organiser's list shows it. */
async function registrationStatus(ctx: ContractContext, id: string): Promise<unknown> {
  const answer = await api(ctx, "get", "/organiser/registrations", { token: organiser(ctx), query: { status: "pending", limit: "200" } });
  return ((data(answer).registrations as Data[]).find((r) => r._id === id) ?? { status: "decided" }).status;
}

export const organiserQueueRecipes: Record<string, Recipe> = {
  // --- read ----------------------------------------------------------------------------------
  listOrganiserRegistrations: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), query: { status: "pending", limit: "50", offset: "0" } }),
    then: (answer, ctx) => {
      const pending = (data(answer).registrations as Data[]).map((r) => String(r._id)).filter((id) => id !== ctx.ids.referral);
      expect(pending.length).toBeGreaterThanOrEqual(2);
      ctx.ids.organiserDecision = pending[0]!;
      ctx.ids.organiserBulkDecision = pending[1]!;
    },
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), query: { status: "maybe" } }),
  },
  listOrganiserSupportRequests: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), query: { status: "open" } }),
    then: (answer, ctx) => {
      const power = (data(answer).requests as Data[]).find((r) => r.subject === "Power");
      expect(power?.exhibitor).toMatchObject({ _id: ctx.acme.exhibitorId });
      ctx.ids.inboxTicket = String(power?.ticketId);
    },
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), query: { limit: "0" } }),
  },
  countOpenOrganiserSupportRequests: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer) => expect(data(answer).open).toBeGreaterThanOrEqual(1),
    // An exhibitor's token does not open the console.
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },
  getOrganiserSupportRequest: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { ticketId: need(ctx.ids.inboxTicket, "listOrganiserSupportRequests") } }),
    then: (answer) => expect(data(answer).subject).toBe("Power"),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { ticketId: "SUP-ZZZZZZZZ" } }),
  },

  // --- update --------------------------------------------------------------------------------
  decideOrganiserRegistration: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: organiser(ctx),
      params: { id: need(ctx.ids.organiserDecision, "listOrganiserRegistrations") },
      body: { decision: "approve" },
    }),
    then: (answer) => expect(data(answer).status).toBe("approved"),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID }, body: { decision: "approve" } }),
  },
  // After the decision above: withdrawn, the registration is pending again; a pending one has nothing to withdraw.
  reopenOrganiserRegistration: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: need(ctx.ids.organiserDecision, "listOrganiserRegistrations") } }),
    then: (answer) => expect(data(answer)).toMatchObject({ status: "pending", decidedAt: null, decidedBy: null }),
    invalid: (ctx) => ({ status: 409, token: organiser(ctx), params: { id: need(ctx.ids.organiserBulkDecision, "listOrganiserRegistrations") } }),
  },
  decideOrganiserRegistrations: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: organiser(ctx),
      body: { ids: [need(ctx.ids.organiserBulkDecision, "listOrganiserRegistrations")], decision: "reject", reason: "Full" },
    }),
    then: (answer) => expect((data(answer).decided as Data[])[0]?.status).toBe("rejected"),
    // An unknown id among the chosen: refused whole.
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), body: { ids: [UNKNOWN_ID], decision: "approve" } }),
    unchanged: async (ctx) => expect(await registrationStatus(ctx, need(ctx.ids.organiserBulkDecision, "listOrganiserRegistrations"))).toBe("decided"),
  },
  replyToOrganiserSupportRequest: {
    phase: "update",
    valid: (ctx) => ({
      status: 201,
      token: organiser(ctx),
      params: { ticketId: need(ctx.ids.inboxTicket, "listOrganiserSupportRequests") },
      body: { message: "An electrician comes at 2 pm." },
    }),
    then: (answer) => {
      expect(data(answer).status).toBe("answered");
      expect((data(answer).replies as Data[]).at(-1)).toMatchObject({ author: "organiser", message: "An electrician comes at 2 pm." });
    },
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), params: { ticketId: need(ctx.ids.inboxTicket, "listOrganiserSupportRequests") }, body: { message: "" } }),
  },

  // --- delete (after the exhibitor's follow-up on the same request) ---------------------------
  closeOrganiserSupportRequest: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { ticketId: need(ctx.ids.inboxTicket, "listOrganiserSupportRequests") } }),
    then: (answer) => expect(data(answer).status).toBe("closed"),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { ticketId: "SUP-ZZZZZZZZ" } }),
  },
  reopenOrganiserSupportRequest: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { ticketId: need(ctx.ids.inboxTicket, "listOrganiserSupportRequests") } }),
    then: (answer) => expect(data(answer).status).toBe("open"),
    // A refused delete-phase request runs before the valid one, while the request is closed.
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { ticketId: "SUP-ZZZZZZZZ" } }),
  },
};
