import { expect } from "vitest";
import { DEMO_EVENT } from "../../server/demo/demo-data.ts";
import { eventDay } from "../../src/rules/event-time.ts";
import { ORGANISER_KEY, UNKNOWN_ID, need, type ContractContext } from "./context.ts";
import { answerRequiredFields } from "./form-answers.ts";
import { send, type HttpAnswer, type RequestSpec } from "./http.ts";
import { tinyPng } from "./sample-files.ts";
import type { Recipe } from "./recipes.ts";

// Recipes for guest links and guest registration, the organiser's decision, support replies, lead
// follow-up, the CSV/XLSX exports and the OpenID sign-in. Merged into `recipes` (recipes.ts); the
// phase and the position here decide the run order, as there.

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;

function api(ctx: ContractContext, method: string, path: string, spec: RequestSpec = {}): Promise<HttpAnswer> {
  return send(`${ctx.origin}/api`, method, path, spec);
}

/** Today in the demo event's zone, the day the follow-up rules count from. */
const todayUtc = () => eventDay(new Date(), DEMO_EVENT.timezone);

/** A file answer: an attachment with the promised name ending. */
function expectAttachment(answer: HttpAnswer, ending: string): void {
  expect(answer.headers.get("content-disposition") ?? "").toMatch(new RegExp(`attachment;.*\\${ending}"?`));
}

/** The token of a guest link's url, the last path segment. */
const tokenOf = (url: string): string => url.split("/").pop()!;

/** A well-formed guest link token that names no link. */
const UNKNOWN_GUEST_TOKEN = "unknownGuestLinkToken0000";

export const closeTheLoopsRecipes: Record<string, Recipe> = {
  // --- public --------------------------------------------------------------------------------
  // The event's provider is a real oidc-provider on this machine (contract.test.ts starts it): the
  // start page sends the browser there, and its answer comes back to the callback, signed in.
  startOpenIdSignIn: {
    phase: "public",
    valid: (ctx) => ({ status: 302, query: { event: ctx.eventId } }),
    then: (answer, ctx) => {
      const location = new URL(String(answer.headers.get("location")));
      expect(location.origin).toBe(ctx.openId.issuer);
      ctx.ids.openIdAuthorization = location.href;
    },
    invalid: () => ({ status: 400, query: { event: "x".repeat(65) } }),
  },
  finishOpenIdSignIn: {
    phase: "public",
    valid: async (ctx) => {
      const callback = new URL(await ctx.openId.signIn(need(ctx.ids.openIdAuthorization, "startOpenIdSignIn"), ctx.openId.email));
      return { status: 302, query: Object.fromEntries(callback.searchParams) };
    },
    then: async (answer, ctx) => {
      const token = decodeURIComponent(/^\/exhibitor\/login#openid=(.+)$/.exec(String(answer.headers.get("location")))?.[1] ?? "");
      const me = await api(ctx, "get", "/auth/me", { token });
      expect(me.status).toBe(200);
      expect(data(me).email).toBe(ctx.openId.email);
    },
    invalid: () => ({ status: 400, query: { state: "s".repeat(513) } }),
  },

  // --- create --------------------------------------------------------------------------------
  createPassGuestLink: {
    phase: "create",
    valid: (ctx) => ({ status: 201, token: ctx.acme.token, params: { id: need(ctx.seed.passId, "the seeded passes (GET /passes)") } }),
    then: (answer, ctx) => {
      ctx.ids.guestLink = String(data(answer)._id);
      ctx.tokens.guestLink = tokenOf(String(data(answer).url));
      expect(String(data(answer).url)).toContain("/exhibitor/register/");
    },
    // Another company's pass is as missing as an unknown one.
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.seed.passId, "the seeded passes (GET /passes)") } }),
    unchanged: async (ctx) => {
      const links = await api(ctx, "get", "/passes/{id}/guest-links", { token: ctx.acme.token, params: { id: ctx.seed.passId! } });
      expect((data(links) as unknown as unknown[]).length).toBe(1);
    },
  },
  getGuestRegistration: {
    phase: "create",
    valid: (ctx) => ({ status: 200, params: { token: need(ctx.tokens.guestLink, "createPassGuestLink") } }),
    then: (answer) => expect((data(answer).fields as unknown[]).length).toBeGreaterThan(0),
    invalid: () => ({ status: 404, params: { token: UNKNOWN_GUEST_TOKEN } }),
  },
  uploadGuestFile: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      params: { token: need(ctx.tokens.guestLink, "createPassGuestLink") },
      multipart: { file: { name: "photo.png", type: "image/png", bytes: tinyPng } },
    }),
    then: async (answer, ctx) => {
      const filePath = String(data(answer).filePath);
      expect(filePath).toMatch(/^eventWebsite\//);
      expect((await fetch(`${ctx.origin}/files/${filePath}`)).status).toBe(200);
    },
    // A link nobody made: refused before the file is read.
    invalid: () => ({ status: 404, params: { token: UNKNOWN_GUEST_TOKEN }, multipart: { file: { name: "photo.png", type: "image/png", bytes: tinyPng } } }),
  },
  registerGuest: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      params: { token: need(ctx.tokens.guestLink, "createPassGuestLink") },
      body: answerRequiredFields(ctx.seed.formFields, { firstName: "Gita", lastName: "Guest", email: "gita.guest@initech.example", mobile: "9988776600" }),
    }),
    then: (answer, ctx) => {
      ctx.ids.guestTicketCode = String(data(answer).ticketCode);
      expect(String(data(answer).badgeUrl)).toContain(`/badge/${ctx.ids.guestTicketCode}`);
    },
    // No answers at all: every required field is named.
    invalid: (ctx) => ({ status: 400, params: { token: need(ctx.tokens.guestLink, "createPassGuestLink") }, body: {} }),
  },

  // --- read ----------------------------------------------------------------------------------
  listPassGuestLinks: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.seed.passId, "the seeded passes (GET /passes)") } }),
    then: (answer, ctx) => {
      const ids = (data(answer) as unknown as Data[]).map((l) => l._id);
      expect(ids).toContain(need(ctx.ids.guestLink, "createPassGuestLink"));
    },
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.seed.passId, "the seeded passes (GET /passes)") } }),
  },
  downloadGuestBadge: {
    phase: "read",
    valid: (ctx) => ({
      status: 200,
      params: { token: need(ctx.tokens.guestLink, "createPassGuestLink"), ticketCode: need(ctx.ids.guestTicketCode, "registerGuest") },
    }),
    then: (answer) => {
      expect(answer.contentType).toBe("application/pdf");
      expect(answer.text.startsWith("%PDF-")).toBe(true);
    },
    // A ticket not registered through this link.
    invalid: (ctx) => ({ status: 404, params: { token: need(ctx.tokens.guestLink, "createPassGuestLink"), ticketCode: "GOLD-NOSUCH01" } }),
  },
  listSupportRequests: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => {
      const mine = (data(answer) as unknown as Data[]).find((r) => r.subject === "Power");
      expect(mine?.status).toBe("open");
      ctx.ids.supportTicket = String(mine?.ticketId);
    },
    invalid: () => ({ status: 401 }),
  },
  listLeadFollowUpsDue: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, query: { limit: "50" } }),
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, query: { limit: "51" } }),
  },
  exportLeadFile: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, query: { format: "csv" } }),
    then: (answer) => {
      expect(answer.contentType).toMatch(/^text\/csv/);
      expectAttachment(answer, ".csv");
      expect(answer.text).toContain("Vikram Contract");
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, query: { format: "pdf" } }),
  },
  exportTeamMembers: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer) => {
      expectAttachment(answer, ".csv");
      expect(answer.text).toContain("Tara Contract");
    },
    invalid: () => ({ status: 401 }),
  },
  exportReferralRegistrations: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer) => {
      expectAttachment(answer, ".csv");
      expect(answer.text).toContain("Meera");
    },
    invalid: () => ({ status: 401 }),
  },
  exportProducts: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer) => {
      expectAttachment(answer, ".csv");
      expect(answer.text).toContain("Contract Sensor");
    },
    invalid: () => ({ status: 401 }),
  },

  // --- update --------------------------------------------------------------------------------
  runLeadFollowUp: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: ctx.acme.token,
      params: { id: need(ctx.ids.lead, "createLead") },
      body: { action: "followUp", followUpDate: todayUtc() },
    }),
    then: (answer) => expect(String(data(answer).followUpDate).slice(0, 10)).toBe(todayUtc()),
    invalid: (ctx) => ({
      status: 404,
      token: ctx.borealis.token,
      params: { id: need(ctx.ids.lead, "createLead") },
      body: { action: "followUp", followUpDate: todayUtc() },
    }),
  },
  getLeadFollowUpCalendar: {
    phase: "update",
    // After runLeadFollowUp, which gave the lead its follow-up date.
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.lead, "createLead") } }),
    then: (answer) => {
      expect(answer.contentType).toMatch(/^text\/calendar/);
      expectAttachment(answer, ".ics");
      expect(answer.text).toContain("BEGIN:VCALENDAR");
      expect(answer.text).toContain(`DTSTART;VALUE=DATE:${todayUtc().replace(/-/g, "")}`);
    },
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.ids.lead, "createLead") } }),
  },
  replyToSupportRequest: {
    phase: "update",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      params: { ticketId: need(ctx.ids.supportTicket, "listSupportRequests") },
      body: { message: "Any time after 2 pm works." },
    }),
    then: (answer) => {
      const replies = data(answer).replies as Data[];
      expect(replies.at(-1)?.message).toBe("Any time after 2 pm works.");
    },
    // Another company's request is as missing as an unknown one.
    invalid: (ctx) => ({
      status: 404,
      token: ctx.borealis.token,
      params: { ticketId: need(ctx.ids.supportTicket, "listSupportRequests") },
      body: { message: "Taken over" },
    }),
  },
  decideReferralRegistration: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      headers: { "x-organiser-key": ORGANISER_KEY },
      params: { id: need(ctx.ids.referral, "createReferralRegistration") },
      body: { decision: "approve" },
    }),
    invalid: () => ({ status: 404, headers: { "x-organiser-key": ORGANISER_KEY }, params: { id: UNKNOWN_ID }, body: { decision: "approve" } }),
  },

  // --- delete --------------------------------------------------------------------------------
  revokeGuestLink: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.guestLink, "createPassGuestLink") } }),
    then: async (_answer, ctx) => {
      const page = await api(ctx, "get", "/guest-registration/{token}", { params: { token: ctx.tokens.guestLink! } });
      expect(page.status).toBe(410);
    },
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.ids.guestLink, "createPassGuestLink") } }),
    unchanged: async (ctx) => {
      const page = await api(ctx, "get", "/guest-registration/{token}", { params: { token: ctx.tokens.guestLink! } });
      expect(page.status).toBe(200);
    },
  },
};
