import { expect } from "vitest";
import { latestOutboxCode } from "../../server/testing/sign-in.ts";
import { UNKNOWN_ID, need, type ContractContext } from "./context.ts";
import { send, type HttpAnswer, type RequestSpec } from "./http.ts";
import { samplePdf } from "../../server/storage/sample-files.ts";
import type { Recipe } from "./recipes.ts";
import { tinyPng } from "./sample-files.ts";

// Recipes for the organiser console's sign-in, organiser accounts, Exhibitors, Attendees, Pass forms,
// Overview, Event settings and Content. The organiser of the demo event (ORGANISER_MOBILE, added before the first request)
// signs in here and stores `ctx.tokens.organiser` for every console recipe; a second organiser,
// signed in beforehand (`ctx.tokens.organiserToLogOut`), is the one who signs out.

/** The demo event's organiser who signs in through the recipes. */
export const ORGANISER_MOBILE = "9700000011";
export const ORGANISER_EMAIL = "meera@expo.example";
const ORGANISER_PASSWORD = "console-pass-1";
const INVITED_MOBILE = "9700000012";
const OWNER_MOBILE = "9700000013";

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;

function api(ctx: ContractContext, method: string, path: string, spec: RequestSpec = {}): Promise<HttpAnswer> {
  return send(`${ctx.origin}/api`, method, path, spec);
}

const organiser = (ctx: ContractContext): string => need(ctx.tokens.organiser, "the organiser's sign-in (verifyOrganiserCode)");
const exhibitor = (ctx: ContractContext): string => need(ctx.ids.organiserExhibitor, "createOrganiserExhibitor");

export const organiserConsoleRecipes: Record<string, Recipe> = {
  // --- auth ----------------------------------------------------------------------------------
  sendOrganiserCode: {
    phase: "auth",
    valid: (ctx) => ({ status: 200, body: { phoneCode: "+91", mobile: ORGANISER_MOBILE, event: ctx.eventId } }),
    invalid: (ctx) => ({ status: 400, body: { phoneCode: "+91", mobile: "12", event: ctx.eventId } }),
  },
  verifyOrganiserCode: {
    phase: "auth",
    valid: async (ctx) => ({
      status: 200,
      body: { phoneCode: "+91", mobile: ORGANISER_MOBILE, event: ctx.eventId, otp: await latestOutboxCode(ctx.origin, ORGANISER_MOBILE) },
    }),
    then: (answer, ctx) => {
      const body = answer.body as { token: string; data: { organiser: Data } };
      expect(body.data.organiser.mobile).toBe(ORGANISER_MOBILE);
      ctx.tokens.organiser = body.token;
    },
    // No code at all.
    invalid: (ctx) => ({ status: 400, body: { phoneCode: "+91", mobile: ORGANISER_MOBILE, event: ctx.eventId } }),
  },
  setOrganiserPassword: {
    phase: "auth",
    // A first password: signed in by code, no current password asked.
    valid: (ctx) => ({ status: 200, token: organiser(ctx), body: { newPassword: ORGANISER_PASSWORD, confirmPassword: ORGANISER_PASSWORD } }),
    then: async (_answer, ctx) => {
      const me = await api(ctx, "get", "/organiser/auth/me", { token: organiser(ctx) });
      expect((data(me).organiser as Data).hasPassword).toBe(true);
    },
    // Once set, changing it needs the current one.
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), body: { newPassword: "another-pass", confirmPassword: "another-pass" } }),
  },
  loginOrganiserWithPassword: {
    phase: "auth",
    valid: (ctx) => ({ status: 200, body: { email: ORGANISER_EMAIL.toUpperCase(), password: ORGANISER_PASSWORD, event: ctx.eventId } }),
    then: (answer) => {
      const body = answer.body as { token: string; data: { organiser: Data } };
      expect(body.data.organiser).toMatchObject({ mobile: ORGANISER_MOBILE, hasPassword: true });
    },
    // The generic refusal, never 401.
    invalid: (ctx) => ({ status: 400, body: { email: ORGANISER_EMAIL, password: "not-the-password", event: ctx.eventId } }),
  },

  // --- create --------------------------------------------------------------------------------
  inviteOrganiser: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: organiser(ctx),
      body: { name: "Arjun Rao", phoneCode: "91", mobile: INVITED_MOBILE, role: "organiser-staff", email: "arjun@expo.example" },
    }),
    then: (answer, ctx) => {
      expect(data(answer)).toMatchObject({ mobile: INVITED_MOBILE, role: "organiser-staff" });
      ctx.ids.invitedOrganiser = String(data(answer)._id);
    },
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), body: { name: "Nobody", phoneCode: "91", mobile: "9700000014", role: "boss" } }),
  },
  createOrganiserExhibitor: {
    phase: "create",
    valid: async (ctx) => {
      const listed = await api(ctx, "get", "/organiser/exhibitors", { token: organiser(ctx) });
      const category = (data(listed).categories as Data[])[0];
      return {
        status: 201,
        token: organiser(ctx),
        body: {
          name: "Contract Instruments",
          boothNumber: "C-1",
          ...(category ? { categoryId: String(category._id) } : {}),
          owner: { fullName: "Cora Tract", phoneCode: "91", mobile: OWNER_MOBILE, email: "cora@contract.example" },
        },
      };
    },
    then: (answer, ctx) => {
      expect(data(answer).name).toBe("Contract Instruments");
      ctx.ids.organiserExhibitor = String(data(answer)._id);
    },
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), body: { name: "", owner: { fullName: "Cora Tract", phoneCode: "91", mobile: "12" } } }),
  },

  // The event's attendees: one imported with its external badge id, whose badge the read phase prints.
  importOrganiserAttendees: {
    phase: "create",
    valid: (ctx) => ({
      status: 200,
      token: organiser(ctx),
      body: { csv: "name,email,company,ticket type,badge id\nCora Contract,cora.contract@attendee.example,Contract Co,Visitor,EXPO-300001\n" },
    }),
    then: (answer) => expect(answer.body).toMatchObject({ message: "Imported 1 attendee.", data: { imported: 1, kept: 0 } }),
    // A line without a name: nothing is imported, the line is named.
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), body: { csv: "name,ticket type\n,Visitor\n" } }),
  },
  // The same file previewed: read and checked, nothing written; an empty file is not a CSV.
  previewOrganiserAttendeeImport: {
    phase: "create",
    valid: (ctx) => ({
      status: 200,
      token: organiser(ctx),
      body: { csv: "name,email,company,ticket type,badge id\nCora Contract,cora.contract@attendee.example,Contract Co,Visitor,EXPO-300001\n" },
    }),
    then: (answer) => expect(data(answer)).toMatchObject({ read: 1, refused: [] }),
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), body: { csv: "" } }),
  },
  uploadOrganiserResourceFile: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: organiser(ctx),
      multipart: { file: { name: "manual.pdf", type: "application/pdf", bytes: new Uint8Array(samplePdf()) } },
    }),
    then: (answer, ctx) => {
      ctx.ids.organiserResourceFile = String(data(answer).filePath);
    },
    // Named a PDF, but the bytes are text: the signature check refuses it.
    invalid: (ctx) => ({
      status: 415,
      token: organiser(ctx),
      multipart: { file: { name: "fake.pdf", type: "application/pdf", bytes: new TextEncoder().encode("not a pdf") } },
    }),
  },
  createOrganiserResource: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: organiser(ctx),
      body: { title: "Exhibitor manual", category: "Logistics", fileUrl: need(ctx.ids.organiserResourceFile, "uploadOrganiserResourceFile"), isPublic: false },
    }),
    then: (answer, ctx) => {
      expect(data(answer)).toMatchObject({ title: "Exhibitor manual", isPublic: false, type: "pdf" });
      ctx.ids.organiserResource = String(data(answer)._id);
    },
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), body: { title: " ", fileUrl: need(ctx.ids.organiserResourceFile, "uploadOrganiserResourceFile") } }),
  },
  createOrganiserFaq: {
    phase: "create",
    valid: (ctx) => ({ status: 201, token: organiser(ctx), body: { question: "When does build-up start?", answer: "<p>At 07:00.</p>", type: "Logistics" } }),
    then: (answer, ctx) => {
      expect(data(answer)).toMatchObject({ exhibitor: null, type: "Logistics" });
      ctx.ids.organiserFaq = String(data(answer)._id);
    },
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), body: { question: "When?" } }),
  },

  // --- read ----------------------------------------------------------------------------------
  getCurrentOrganiser: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer) => expect(JSON.stringify(data(answer))).toContain(ORGANISER_MOBILE),
    // An exhibitor's token does not open the console.
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },
  listOrganisers: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer) => expect(JSON.stringify(data(answer))).toContain(INVITED_MOBILE),
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },
  listOrganiserExhibitors: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer, ctx) => {
      const names = (data(answer).exhibitors as Data[]).map((row) => row._id);
      expect(names).toContain(ctx.acme.exhibitorId);
      expect(names).toContain(exhibitor(ctx));
    },
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },
  getOrganiserExhibitorRemoval: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: exhibitor(ctx) } }),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID } }),
  },
  listOrganiserExhibitorTeam: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: ctx.acme.exhibitorId } }),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID } }),
  },
  listOrganiserPassForms: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer, ctx) => {
      const forms = data(answer) as unknown as Data[];
      const form = forms.find((f) => f.title === "Silver Exhibitor") ?? forms.at(-1);
      expect(form).toBeDefined();
      ctx.ids.organiserPassForm = String(form?.formId);
    },
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },
  getOrganiserPassForm: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { formId: need(ctx.ids.organiserPassForm, "listOrganiserPassForms") } }),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { formId: UNKNOWN_ID } }),
  },
  getOrganiserEventSettings: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer) => expect(data(answer).googleSignIn).toMatchObject({ clientSecretSet: expect.any(Boolean) }),
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },
  getOrganiserOverview: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer) => expect(Array.isArray(data(answer).exhibitors)).toBe(true),
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },

  listOrganiserAttendees: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), query: { search: "EXPO-300001", limit: "50", offset: "0" } }),
    then: (answer, ctx) => {
      const [attendee] = data(answer).attendees as Data[];
      expect(attendee).toMatchObject({ name: "Cora Contract", badgeId: "EXPO-300001" });
      ctx.ids.organiserAttendee = String(attendee?._id);
    },
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), query: { limit: "0" } }),
  },
  downloadOrganiserAttendeeBadge: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: need(ctx.ids.organiserAttendee, "listOrganiserAttendees") } }),
    then: (answer) => {
      expect(answer.contentType).toBe("application/pdf");
      expect(answer.text.startsWith("%PDF-")).toBe(true);
    },
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID } }),
  },
  downloadOrganiserAttendeeBadges: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), query: { search: "EXPO-300001" } }),
    then: (answer) => expect(answer.contentType).toBe("application/pdf"),
    // Nobody matches: no badges to print.
    invalid: (ctx) => ({ status: 409, token: organiser(ctx), query: { search: "nobody-matches-this" } }),
  },
  listOrganiserResources: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer, ctx) => expect(JSON.stringify(data(answer))).toContain(need(ctx.ids.organiserResource, "createOrganiserResource")),
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },
  listOrganiserFaqs: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: organiser(ctx) }),
    then: (answer, ctx) => expect(JSON.stringify(data(answer))).toContain(need(ctx.ids.organiserFaq, "createOrganiserFaq")),
    invalid: (ctx) => ({ status: 401, token: ctx.acme.token }),
  },

  // --- update --------------------------------------------------------------------------------
  updateOrganiserAttendee: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: organiser(ctx),
      params: { id: need(ctx.ids.organiserAttendee, "listOrganiserAttendees") },
      body: { name: "Cora Contract", email: "cora.contract@attendee.example", company: "Contract Co", designation: "Buyer", phone: null, ticketType: "Visitor", badgeId: "EXPO-300001" },
    }),
    then: (answer) => expect(data(answer)).toMatchObject({ name: "Cora Contract", designation: "Buyer" }),
    invalid: (ctx) => ({
      status: 404,
      token: organiser(ctx),
      params: { id: UNKNOWN_ID },
      body: { name: "Nobody", email: null, company: null, designation: null, phone: null, ticketType: "Visitor", badgeId: null },
    }),
  },
  updateOrganiserExhibitor: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: exhibitor(ctx) }, body: { boothNumber: "C-2" } }),
    then: (answer) => expect(data(answer).boothNumber).toBe("C-2"),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID }, body: { boothNumber: "C-3" } }),
  },
  resendOrganiserExhibitorInvite: {
    phase: "update",
    valid: async (ctx) => {
      // The owner was invited when the exhibitor was added: let that pause run out first.
      await ctx.endInvitationPause(exhibitor(ctx));
      return { status: 200, token: organiser(ctx), params: { id: exhibitor(ctx) } };
    },
    // Invited again a moment ago: resends are paced.
    invalid: (ctx) => ({ status: 429, token: organiser(ctx), params: { id: exhibitor(ctx) } }),
  },
  allocateOrganiserExhibitorPasses: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: exhibitor(ctx) }, body: { categoryName: "Press", numberOfPasses: 2 } }),
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), params: { id: exhibitor(ctx) }, body: { categoryName: "Press", numberOfPasses: -1 } }),
  },
  // The demo event keeps its title and domain: other recipes read them.
  updateOrganiserEventSettings: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), body: { primaryColor: "#0b8043" } }),
    then: (answer) => expect(data(answer).primaryColor).toBe("#0b8043"),
    invalid: (ctx) => ({ status: 400, token: organiser(ctx), body: { timezone: "Mars/Olympus" } }),
  },
  uploadOrganiserEventLogo: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), multipart: { file: { name: "logo.png", type: "image/png", bytes: tinyPng } } }),
    then: async (answer, ctx) => {
      const logo = String(data(answer).logo);
      expect(logo).toMatch(/^eventWebsite\//);
      expect((await fetch(`${ctx.origin}/files/${logo}`)).status).toBe(200);
    },
    invalid: (ctx) => ({ status: 415, token: organiser(ctx), multipart: { file: { name: "logo.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4") } } }),
  },
  saveOrganiserPassForm: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: organiser(ctx),
      params: { formId: need(ctx.ids.organiserPassForm, "listOrganiserPassForms") },
      body: { fields: [{ type: "select", name: "tshirt", label: "T-shirt size", required: true, options: "S, M, L" }] },
    }),
    invalid: (ctx) => ({
      status: 400,
      token: organiser(ctx),
      params: { formId: need(ctx.ids.organiserPassForm, "listOrganiserPassForms") },
      body: { fields: [{ type: "no-such-type", name: "x" }] },
    }),
  },

  updateOrganiserResource: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: need(ctx.ids.organiserResource, "createOrganiserResource") }, body: { isPublic: true } }),
    then: (answer) => expect(data(answer).isPublic).toBe(true),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID }, body: { isPublic: true } }),
  },
  updateOrganiserFaq: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: need(ctx.ids.organiserFaq, "createOrganiserFaq") }, body: { answer: "<p>At 06:30.</p>" } }),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID }, body: { answer: "<p>Never.</p>" } }),
  },
  reorderOrganiserFaqs: {
    phase: "update",
    valid: async (ctx) => {
      const listed = await api(ctx, "get", "/organiser/content/faqs", { token: organiser(ctx) });
      const ids = (data(listed) as unknown as Data[]).map((faq) => String(faq._id)).reverse();
      return { status: 200, token: organiser(ctx), body: { ids } };
    },
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), body: { ids: [UNKNOWN_ID] } }),
  },

  // --- delete --------------------------------------------------------------------------------
  removeOrganiser: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: need(ctx.ids.invitedOrganiser, "inviteOrganiser") } }),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID } }),
  },
  deleteOrganiserExhibitor: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: exhibitor(ctx) }, query: { confirm: "true" } }),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID }, query: { confirm: "true" } }),
  },

  deleteOrganiserResource: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: need(ctx.ids.organiserResource, "createOrganiserResource") } }),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID } }),
  },
  cancelOrganiserAttendee: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: need(ctx.ids.organiserAttendee, "listOrganiserAttendees") } }),
    then: (answer) => expect(data(answer).status).toBe("cancelled"),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID } }),
  },
  deleteOrganiserFaq: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: organiser(ctx), params: { id: need(ctx.ids.organiserFaq, "createOrganiserFaq") } }),
    invalid: (ctx) => ({ status: 404, token: organiser(ctx), params: { id: UNKNOWN_ID } }),
  },

  // --- signout (a second organiser, so the first keeps a valid token) -------------------------
  logoutOrganiser: {
    phase: "signout",
    valid: (ctx) => ({ status: 200, token: need(ctx.tokens.organiserToLogOut, "the second organiser's sign-in") }),
    invalid: () => ({ status: 401 }),
  },
};
