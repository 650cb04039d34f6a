import { expect } from "vitest";
import { latestOutboxCode, signIn } from "../../server/testing/sign-in.ts";
import { UNKNOWN_ID, need, type ContractContext } from "./context.ts";
import { answerRequiredFields } from "./form-answers.ts";
import { send, type HttpAnswer, type RequestSpec } from "./http.ts";
import { tinyPng } from "./sample-files.ts";
import { closeTheLoopsRecipes } from "./recipes-close-the-loops.ts";
import { reminderRecipes } from "./recipes-reminders.ts";
import { myProfileRecipes } from "./recipes-my-profile.ts";
import { webhookRecipes } from "./recipes-webhooks.ts";
import { leadOwnerRecipes } from "./recipes-lead-owners.ts";
import { leadDuplicateRecipes } from "./recipes-lead-duplicates.ts";
import { organiserQueueRecipes } from "./recipes-organiser-queues.ts";
import { organiserConsoleRecipes } from "./recipes-organiser-console.ts";
import { UNSET_FIELD_KEYS } from "../../src/rules/unset-field-keys.ts";

// One entry per operationId of openapi/exhibitor-portal.yaml. A recipe builds a valid request
// (from the seed or from ids earlier answers stored) and one invalid request with the 4xx status
// the document promises for it. The suite fails when an operation of the document has no recipe.

/** Run order: creates before updates before deletes; sign-out last so tokens stay usable. */
export const PHASES = ["public", "auth", "create", "read", "update", "delete", "signout"] as const;
export type Phase = (typeof PHASES)[number];

export interface Attempt extends RequestSpec {
  /** The status the document promises for this request. */
  status: number;
}

export interface Recipe {
  phase: Phase;
  valid(ctx: ContractContext): Attempt | Promise<Attempt>;
  /** Runs after the valid answer passed the contract checks: store ids, check effects. */
  then?(answer: HttpAnswer, ctx: ContractContext): void | Promise<void>;
  /** The bad request, or why none exists (an operation that takes no input at all). */
  invalid: ((ctx: ContractContext) => Attempt | Promise<Attempt>) | { none: string };
  /** Runs after the refused request: show it changed nothing. */
  unchanged?(ctx: ContractContext): void | Promise<void>;
}

/** Acme's own view of one of its records, to show another exhibitor's attempt changed nothing. */
async function acmeRecord(ctx: ContractContext, listPath: string, id: string): Promise<Data | undefined> {
  const answer = await api(ctx, "get", listPath, { token: ctx.acme.token });
  return (data(answer) as unknown as Data[]).find((r) => r._id === id);
}

// Numbers and addresses created during one run; each run has a server (and database) of its own.
const NEW_MOBILE = "9700000001";
const UNKNOWN_MOBILE = "9700000099";
const MEMBER_MOBILE = "9700000002";
const NEW_EMAIL = "contract.user@example.com";
const NEW_PASSWORD = "contract-pass-1";
const CODE_MOBILE = "9700000003";
const CHANGED_MOBILE = "9700000005";
const RESET_MOBILE = "9700000004";

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;
const idOf = (answer: HttpAnswer): string => String(data(answer)._id);

function api(ctx: ContractContext, method: string, path: string, spec: RequestSpec = {}): Promise<HttpAnswer> {
  return send(`${ctx.origin}/api`, method, path, spec);
}

/** A lead question in the contract's FormField shape. */
function leadQuestion(name: string, type: string, options: Array<{ value: string; label: string }> | null): Data {
  return { ...UNSET_FIELD_KEYS, _id: crypto.randomUUID(), name, type, label: name, options };
}

export const recipes: Record<string, Recipe> = {
  // --- public --------------------------------------------------------------------------------
  getHealth: {
    phase: "public",
    valid: () => ({ status: 200 }),
    then: (answer) => expect(data(answer).status).toBe("ok"),
    invalid: { none: "takes no parameters, body or token" },
  },
  getDomainEvent: {
    phase: "public",
    valid: () => ({ status: 200, query: { domain: "localhost" } }),
    then: (answer, ctx) => {
      const event = (data(answer).domainData as { event: { _id: string } }).event;
      expect(event._id).toBe(ctx.eventId);
    },
    invalid: () => ({ status: 404, query: { domain: "no-such-event.example" } }),
  },
  redirectLogin: {
    phase: "public",
    valid: () => ({ status: 302, query: { next: "/exhibitor/team" } }),
    then: (answer) => expect(answer.headers.get("location")).toBe("/exhibitor/login?next=%2Fexhibitor%2Fteam"),
    invalid: () => ({ status: 400, query: { next: `/exhibitor/team?x=${"a".repeat(2048)}` } }),
  },
  listDevOutbox: {
    phase: "public",
    valid: () => ({ status: 200, query: { mobile: "9876543210" } }),
    then: (answer) => expect(Array.isArray(data(answer))).toBe(true),
    invalid: () => ({ status: 400, query: { mobile: "not-a-number" } }),
  },
  listFaqs: {
    phase: "public",
    valid: (ctx) => ({ status: 200, query: { event: ctx.eventId } }),
    then: (answer) => expect((data(answer) as unknown as unknown[]).length).toBeGreaterThan(0),
    invalid: () => ({ status: 400, query: {} }),
  },
  listDownloads: {
    phase: "public",
    valid: (ctx) => ({ status: 200, query: { event: ctx.eventId, excludeExhibitor: "true" } }),
    then: (answer) => {
      const list = data(answer) as unknown as Array<{ isExhibitor: boolean }>;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((d) => !d.isExhibitor)).toBe(true);
    },
    invalid: () => ({ status: 400, query: { event: "not-a-uuid" } }),
  },

  // --- auth ----------------------------------------------------------------------------------
  registerMobile: {
    phase: "auth",
    valid: () => ({ status: 201, body: { mobile: NEW_MOBILE, phoneCode: "+91", firstName: "Nila", lastName: "Contract" } }),
    // The demo admin's number is already registered.
    invalid: () => ({ status: 409, body: { mobile: "9876543210", phoneCode: "+91", firstName: "Dup", lastName: "Licate" } }),
  },
  loginMobileWithCountry: {
    phase: "auth",
    // An unknown number answers like a known one (no enumeration) and keeps the demo numbers'
    // 30-second resend window free for the sign-ins the suite needs.
    valid: (ctx) => ({ status: 200, body: { mobile: UNKNOWN_MOBILE, phoneCode: "+91", event: ctx.eventId } }),
    invalid: (ctx) => ({ status: 400, body: { mobile: 9876543210, phoneCode: "+91", event: ctx.eventId } }),
  },
  verifyOtpWithCountry: {
    phase: "auth",
    valid: async (ctx) => ({
      status: 200,
      body: { mobile: NEW_MOBILE, phoneCode: "+91", otp: await latestOutboxCode(ctx.origin, NEW_MOBILE), event: ctx.eventId },
    }),
    then: (answer, ctx) => {
      const token = (answer.body as { token: string }).token;
      expect(token.length).toBeGreaterThan(20);
      ctx.tokens.mobileUser = token;
    },
    // The code was used by the valid request: single use means any code now fails.
    invalid: (ctx) => ({ status: 400, body: { mobile: NEW_MOBILE, phoneCode: "+91", otp: "0000", event: ctx.eventId } }),
  },
  register: {
    phase: "auth",
    valid: () => ({
      status: 201,
      body: { firstName: "Esha", lastName: "Contract", email: NEW_EMAIL, password: NEW_PASSWORD, companyName: "Contract Co" },
    }),
    then: (answer, ctx) => {
      ctx.tokens.emailUser = String(data(answer).token);
    },
    invalid: () => ({ status: 400, body: { firstName: "No", lastName: "Password", email: "nopass@example.com" } }),
  },
  login: {
    phase: "auth",
    valid: () => ({ status: 200, body: { email: NEW_EMAIL, password: NEW_PASSWORD } }),
    then: (answer, ctx) => {
      ctx.tokens.emailLogin = String(data(answer).token);
    },
    invalid: () => ({ status: 400, body: { email: NEW_EMAIL, password: "wrong-password" } }),
  },
  getCurrentUser: {
    phase: "auth",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => expect(data(answer).exhibitorId).toBe(ctx.acme.exhibitorId),
    invalid: () => ({ status: 401 }),
  },
  updateDetails: {
    phase: "auth",
    valid: (ctx) => ({ status: 200, token: need(ctx.tokens.emailUser, "register"), body: { lastName: "Contract-Updated" } }),
    then: (answer) => expect(data(answer).lastName).toBe("Contract-Updated"),
    invalid: (ctx) => ({ status: 400, token: need(ctx.tokens.emailUser, "register"), body: { firstName: 42 } }),
  },
  requestPasswordCode: {
    phase: "auth",
    // A person registered by e-mail with a number: no sign-in code was sent, so no resend cooldown holds.
    valid: async (ctx) => {
      const registered = await api(ctx, "post", "/auth/register", {
        body: { firstName: "Kiran", lastName: "Code", email: "code.user@example.com", password: NEW_PASSWORD, mobile: CODE_MOBILE, phoneCode: "+91" },
      });
      ctx.tokens.codeUser = String(data(registered).token);
      return { status: 200, token: ctx.tokens.codeUser };
    },
    // An account without a mobile number has nowhere to send the code.
    invalid: (ctx) => ({ status: 400, token: need(ctx.tokens.emailUser, "register") }),
  },
  updatePassword: {
    phase: "auth",
    // With the code sent to the account's own number (a current password works too).
    valid: async (ctx) => ({
      status: 200,
      token: need(ctx.tokens.codeUser, "requestPasswordCode"),
      body: { otp: await latestOutboxCode(ctx.origin, CODE_MOBILE), newPassword: "first-pass-1", confirmPassword: "first-pass-1" },
    }),
    invalid: (ctx) => ({
      status: 400,
      token: need(ctx.tokens.emailUser, "register"),
      body: { currentPassword: "not-the-password", newPassword: "next-pass-1", confirmPassword: "next-pass-1" },
    }),
  },
  requestMobileChangeCode: {
    phase: "auth",
    valid: (ctx) => ({ status: 200, token: need(ctx.tokens.codeUser, "requestPasswordCode"), body: { mobile: CHANGED_MOBILE, phoneCode: "+91" } }),
    // The demo admin's number is taken.
    invalid: (ctx) => ({ status: 409, token: need(ctx.tokens.codeUser, "requestPasswordCode"), body: { mobile: "9876543210", phoneCode: "+91" } }),
  },
  changeMobile: {
    phase: "auth",
    valid: async (ctx) => ({
      status: 200,
      token: need(ctx.tokens.codeUser, "requestPasswordCode"),
      body: { mobile: CHANGED_MOBILE, phoneCode: "+91", otp: await latestOutboxCode(ctx.origin, CHANGED_MOBILE) },
    }),
    then: (answer) => expect(data(answer).mobile).toBe(CHANGED_MOBILE),
    invalid: (ctx) => ({ status: 400, token: need(ctx.tokens.codeUser, "requestPasswordCode"), body: { mobile: CHANGED_MOBILE, phoneCode: "+91", otp: "12" } }),
  },
  requestPasswordReset: {
    phase: "auth",
    valid: async (ctx) => {
      await api(ctx, "post", "/auth/register", {
        body: { firstName: "Rhea", lastName: "Reset", email: "reset.user@example.com", password: NEW_PASSWORD, mobile: RESET_MOBILE, phoneCode: "+91" },
      });
      return { status: 200, body: { mobile: RESET_MOBILE, phoneCode: "+91", event: ctx.eventId } };
    },
    invalid: (ctx) => ({ status: 400, body: { mobile: "12", phoneCode: "+91", event: ctx.eventId } }),
  },
  resetPassword: {
    phase: "auth",
    valid: async (ctx) => ({
      status: 200,
      body: { mobile: RESET_MOBILE, phoneCode: "+91", otp: await latestOutboxCode(ctx.origin, RESET_MOBILE), newPassword: "reset-pass-1", confirmPassword: "reset-pass-1", event: ctx.eventId },
    }),
    then: (answer) => expect(String(data(answer).token).length).toBeGreaterThan(20),
    // The code was used by the valid request.
    invalid: (ctx) => ({ status: 400, body: { mobile: RESET_MOBILE, phoneCode: "+91", otp: "0000", newPassword: "reset-pass-2", event: ctx.eventId } }),
  },

  // --- create --------------------------------------------------------------------------------
  uploadFile: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      multipart: { uploadType: "eventWebsite", file: { name: "logo.png", type: "image/png", bytes: tinyPng } },
    }),
    then: async (answer, ctx) => {
      const filePath = String(data(answer).filePath);
      ctx.ids.upload = filePath;
      const served = await fetch(`${ctx.origin}/files/${filePath}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-disposition")).toBeTruthy();
    },
    // Named and typed as a PNG, but the bytes are text: the signature check refuses it.
    invalid: (ctx) => ({
      status: 415,
      token: ctx.acme.token,
      multipart: {
        uploadType: "eventWebsite",
        file: { name: "fake.png", type: "image/png", bytes: new TextEncoder().encode("this is not an image") },
      },
    }),
  },
  uploadLeadPhoto: {
    phase: "create",
    valid: (ctx) => ({ status: 201, token: ctx.acme.token, multipart: { file: { name: "card.png", type: "image/png", bytes: tinyPng } } }),
    then: async (answer, ctx) => {
      const filePath = String(data(answer).filePath);
      expect(filePath).toMatch(/^leadPhoto\//);
      ctx.ids.leadPhoto = filePath;
      expect((await fetch(`${ctx.origin}/files/${filePath}`)).status).toBe(200);
    },
    // A lead's photo is an image: a PDF is refused by its name.
    invalid: (ctx) => ({ status: 415, token: ctx.acme.token, multipart: { file: { name: "card.pdf", type: "application/pdf", bytes: new TextEncoder().encode("%PDF-1.4") } } }),
  },
  captureBusinessCard: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: { person: { fullName: "Ananya Contract", emailId: "ananya@vertexlabs.example", phone: "+91 98200 12345" }, photo: need(ctx.ids.leadPhoto, "uploadLeadPhoto"), text: "Ananya Contract\nVertex Labs" },
    }),
    then: (answer, ctx) => {
      const lead = data(answer).lead as Data;
      expect(lead.source).toBe("business_card");
      expect((lead.capture as Data).images).toEqual([expect.objectContaining({ url: ctx.ids.leadPhoto, label: "card_front" })]);
      ctx.ids.cardLead = String(lead._id);
    },
    // Borealis cannot keep Acme's photo with a lead of its own.
    invalid: (ctx) => ({ status: 400, token: ctx.borealis.token, body: { person: { fullName: "Photo Thief" }, photo: need(ctx.ids.leadPhoto, "uploadLeadPhoto") } }),
  },
  createFaq: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: { question: "Do you ship abroad?", answer: "<p>Yes.</p>", type: "Shipping" },
    }),
    then: (answer, ctx) => {
      ctx.ids.faq = idOf(answer);
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { question: "No answer?" } }),
  },
  createDownload: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: {
        title: "Contract datasheet",
        type: "pdf",
        fileUrl: "eventWebsite/contract-datasheet.pdf",
        fileType: "pdf",
        event: ctx.eventId,
        exhibitor: ctx.acme.exhibitorId,
        isExhibitor: true,
        isPublic: false,
      },
    }),
    then: (answer, ctx) => {
      ctx.ids.download = idOf(answer);
      expect(data(answer).exhibitor).toBe(ctx.acme.exhibitorId);
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { title: "No type" } }),
  },
  createLead: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: { priority: "high", status: "new", remarks: "Met at the booth.", person: { fullName: "Vikram Contract", emailId: "vikram@globex.example" } },
    }),
    then: (answer, ctx) => {
      ctx.ids.lead = idOf(answer);
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { priority: "high" } }),
  },
  importLeads: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: { leads: [{ priority: "low", person: { fullName: "Imported Contract" } }, { person: { fullName: "Imported Twice" } }] },
    }),
    then: (answer) => expect(data(answer).imported).toBe(2),
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { leads: [{ person: { fullName: "Fine" } }, { person: { fullName: "" } }] } }),
    unchanged: async (ctx) => {
      const names = (data(await api(ctx, "get", "/leads", { token: ctx.acme.token })) as unknown as Array<{ user: { fullName: string } }>).map((l) => l.user.fullName);
      expect(names).not.toContain("Fine");
    },
  },
  createProduct: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: { productName: "Contract Sensor", productDescription: "Made by the contract suite.", productLink: "https://acme.example/sensor" },
    }),
    then: (answer, ctx) => {
      ctx.ids.product = idOf(answer);
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { productName: 7 } }),
  },
  createTeamMember: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: { fullName: "Tara Contract", emailId: "tara@acme.example", phoneCode: "91", authenticationId: MEMBER_MOBILE, designation: "Sales" },
    }),
    then: async (answer, ctx) => {
      ctx.ids.teamMember = idOf(answer);
      // A member added with a mobile number signs in with it and sees the same company.
      const member = await signIn(ctx.origin, { mobile: MEMBER_MOBILE, event: ctx.eventId });
      expect(member.user.exhibitorId).toBe(ctx.acme.exhibitorId);
      ctx.tokens.teamMember = member.token;
      // A second member with no number or address yet: pending, never invited.
      const pending = await api(ctx, "post", "/team-members", { token: ctx.acme.token, body: { fullName: "Pia Pending", role: "scanner" } });
      expect(data(pending)).toMatchObject({ status: "pending", invitedAt: null });
      ctx.ids.pendingMember = idOf(pending);
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { emailId: "nofullname@acme.example" } }),
  },
  createReferralRegistration: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: {
        ticketId: need(ctx.seed.passId, "the seeded passes (GET /passes)"),
        ...answerRequiredFields(ctx.seed.formFields, {
          firstName: "Meera",
          lastName: "Contract",
          email: "meera@initech.example",
          mobile: "9988776655",
        }),
      },
    }),
    then: (answer, ctx) => {
      ctx.ids.referral = idOf(answer);
    },
    invalid: (ctx) => ({ status: 404, token: ctx.acme.token, body: { ticketId: UNKNOWN_ID, firstName: "Nobody" } }),
  },
  scanBadge: {
    phase: "create",
    // The code printed under the QR of an attendee the organiser imported (the seed's demo badges).
    valid: (ctx) => ({ status: 201, token: ctx.acme.token, body: { badge: "GTE26-VIS-0001", qualification: { priority: "high", rating: 5, appendNote: "Wants a demo." } } }),
    then: (answer) => {
      expect(data(answer).outcome).toBe("created");
      expect((data(answer).lead as Data).ticketCode).toBe("GTE26-VIS-0001");
    },
    invalid: (ctx) => ({ status: 404, token: ctx.acme.token, body: { badge: "GOLD-NOSUCH01" } }),
  },
  createSupportRequest: {
    phase: "create",
    valid: (ctx) => ({
      status: 201,
      token: ctx.acme.token,
      body: { name: "Asha", email: "asha@acme.example", subject: "Power", category: "technical", priority: "high", message: "Second outlet please." },
    }),
    then: (answer) => expect(String(data(answer).ticketId)).toMatch(/^SUP-/),
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { name: "Asha", email: "asha@acme.example", subject: "No message" } }),
  },
  createSampleData: {
    phase: "create",
    // The newly registered e-mail account has an empty company to fill.
    valid: (ctx) => ({ status: 201, token: need(ctx.tokens.emailUser, "register") }),
    then: (answer) => expect(Number(data(answer).leads)).toBeGreaterThan(0),
    invalid: () => ({ status: 401 }),
  },

  // --- read ----------------------------------------------------------------------------------
  listLeads: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => {
      const ids = (data(answer) as unknown as Array<{ _id: string }>).map((l) => l._id);
      expect(ids).toContain(need(ctx.ids.lead, "createLead"));
    },
    invalid: () => ({ status: 401 }),
  },
  exportLeads: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => {
      const ids = (data(answer) as unknown as Array<{ _id: string }>).map((l) => l._id);
      expect(ids).toContain(need(ctx.ids.lead, "createLead"));
    },
    invalid: () => ({ status: 401 }),
  },
  listRecentLeads: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    invalid: () => ({ status: 401, token: "not-a-real-token" }),
  },
  getLeadAnalytics: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    // The lead created earlier is counted.
    then: (answer) => expect(Number(data(answer).total)).toBeGreaterThan(0),
    invalid: () => ({ status: 401, token: "not-a-real-token" }),
  },
  listProducts: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: async (answer, ctx) => {
      const ids = (data(answer) as unknown as Array<{ _id: string }>).map((p) => p._id);
      expect(ids).toContain(need(ctx.ids.product, "createProduct"));
      // Another exhibitor never sees Acme's product.
      const other = await api(ctx, "get", "/products", { token: ctx.borealis.token });
      expect((data(other) as unknown as Array<{ _id: string }>).map((p) => p._id)).not.toContain(ctx.ids.product);
    },
    invalid: () => ({ status: 401 }),
  },
  getLeadQuestions: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    invalid: () => ({ status: 401, token: "not-a-real-token" }),
  },
  getCompanyProfile: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => expect(data(answer)._id).toBe(ctx.acme.exhibitorId),
    invalid: () => ({ status: 401, token: "not-a-real-token" }),
  },
  getCompany: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer) => expect(data(answer).name).toBe("Acme Robotics"),
    invalid: () => ({ status: 401 }),
  },
  listTeamMembers: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => {
      const ids = (data(answer) as unknown as Array<{ _id: string }>).map((m) => m._id);
      expect(ids).toContain(need(ctx.ids.teamMember, "createTeamMember"));
    },
    invalid: () => ({ status: 401 }),
  },
  listActivity: {
    phase: "read",
    // The registered e-mail account's company has one import so far: its sample data.
    valid: (ctx) => ({ status: 200, token: need(ctx.tokens.emailUser, "register"), query: { category: "import", limit: "10" } }),
    then: (answer) => {
      const page = data(answer) as { entries: Array<{ action: string }>; nextCursor: string | null };
      expect(page.entries.map((entry) => entry.action)).toEqual(["sample.create"]);
      expect(page.nextCursor).toBeNull();
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, query: { limit: "201" } }),
  },
  getDashboardAnalytics: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer) => expect(Number(data(answer).totalLeads)).toBeGreaterThan(0),
    invalid: () => ({ status: 401 }),
  },
  getTicketsByType: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    invalid: () => ({ status: 401 }),
  },
  listPasses: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => {
      const ids = (data(answer) as unknown as Array<{ _id: string }>).map((p) => p._id);
      expect(ids).toContain(need(ctx.seed.passId, "the seeded passes (GET /passes)"));
    },
    invalid: () => ({ status: 401 }),
  },
  listTicketAllocations: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => {
      const ids = (data(answer) as unknown as Array<{ _id: string }>).map((r) => r._id);
      expect(ids).toContain(need(ctx.ids.referral, "createReferralRegistration"));
    },
    invalid: () => ({ status: 401 }),
  },
  getBadgeKey: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: (answer, ctx) => expect(data(answer).eventId).toBe(ctx.eventId),
    invalid: () => ({ status: 401 }),
  },
  downloadBadge: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.referral, "createReferralRegistration") } }),
    then: (answer) => {
      expect(answer.contentType).toBe("application/pdf");
      expect(answer.text.startsWith("%PDF-")).toBe(true);
    },
    // Another company's registration is as missing as an unknown one.
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.ids.referral, "createReferralRegistration") } }),
  },
  listTickets: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    invalid: () => ({ status: 401 }),
  },
  getTicketStats: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    invalid: () => ({ status: 401 }),
  },
  listFormFields: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, query: { ticketId: need(ctx.seed.passId, "the seeded passes (GET /passes)") } }),
    then: (answer) => expect((data(answer) as unknown as unknown[]).length).toBeGreaterThan(0),
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, query: {} }),
  },
  listFormFieldOptions: {
    phase: "read",
    // The list the seeded form's selectApi field names, so the recipe follows the organiser's form.
    valid: (ctx) => {
      const field = ctx.seed.formFields.find((f) => typeof f.selectApi === "string" && f.selectApi !== "");
      return { status: 200, token: ctx.acme.token, query: { source: need(field?.selectApi ?? undefined, "a seeded form field with selectApi") } };
    },
    then: (answer) => {
      const options = data(answer) as unknown;
      expect(typeof options === "string" ? options.trim() : (options as unknown[]).length).toBeTruthy();
    },
    invalid: (ctx) => ({ status: 404, token: ctx.acme.token, query: { source: "noSuchList" } }),
  },

  // --- update --------------------------------------------------------------------------------
  updateFaq: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: ctx.acme.token,
      params: { id: need(ctx.ids.faq, "createFaq") },
      body: { answer: "<p>Yes, within 7 days.</p>" },
    }),
    then: (answer) => expect(data(answer).answer).toBe("<p>Yes, within 7 days.</p>"),
    invalid: (ctx) => ({ status: 404, token: ctx.acme.token, params: { id: UNKNOWN_ID }, body: { answer: "<p>x</p>" } }),
  },
  updateDownload: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: ctx.acme.token,
      params: { id: need(ctx.ids.download, "createDownload") },
      body: { title: "Contract datasheet v2" },
    }),
    then: (answer) => expect(data(answer).title).toBe("Contract datasheet v2"),
    invalid: (ctx) => ({
      status: 404,
      token: ctx.borealis.token,
      params: { id: need(ctx.ids.download, "createDownload") },
      body: { title: "Taken over" },
    }),
    unchanged: async (ctx) => {
      const own = await api(ctx, "get", "/downloads", {
        token: ctx.acme.token,
        query: { event: ctx.eventId, isExhibitor: "true", exhibitor: ctx.acme.exhibitorId },
      });
      const row = (data(own) as unknown as Data[]).find((d) => d._id === ctx.ids.download);
      expect(row?.title).toBe("Contract datasheet v2");
    },
  },
  incrementDownload: {
    phase: "update",
    valid: (ctx) => ({ status: 200, params: { id: need(ctx.seed.eventDownloadId, "the seeded event resources (GET /downloads)") } }),
    then: (answer) => expect(Number(data(answer).downloadCount)).toBeGreaterThan(0),
    invalid: () => ({ status: 404, params: { id: UNKNOWN_ID } }),
  },
  updateLead: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: ctx.acme.token,
      params: { id: need(ctx.ids.lead, "createLead") },
      body: { status: "follow-up", remarks: "Call on Monday." },
    }),
    then: (answer) => expect(data(answer).status).toBe("follow-up"),
    invalid: (ctx) => ({
      status: 404,
      token: ctx.borealis.token,
      params: { id: need(ctx.ids.lead, "createLead") },
      body: { status: "stolen" },
    }),
    unchanged: async (ctx) => expect((await acmeRecord(ctx, "/leads", ctx.ids.lead!))?.status).toBe("follow-up"),
  },
  addLeadImage: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: ctx.acme.token,
      params: { id: need(ctx.ids.cardLead, "captureBusinessCard") },
      body: { photo: need(ctx.ids.leadPhoto, "uploadLeadPhoto"), label: "card_back", text: "Fax +91 22 5555 0100" },
    }),
    then: (answer) => expect(((data(answer).capture as Data).images as Data[]).map((image) => image.label)).toEqual(["card_front", "card_back"]),
    invalid: (ctx) => ({
      status: 404,
      token: ctx.borealis.token,
      params: { id: need(ctx.ids.cardLead, "captureBusinessCard") },
      body: { photo: need(ctx.ids.leadPhoto, "uploadLeadPhoto"), label: "other" },
    }),
  },
  bulkUpdateLeadPriority: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, body: { ids: [need(ctx.ids.lead, "createLead"), UNKNOWN_ID], priority: "low" } }),
    then: (answer) => expect(data(answer)).toEqual({ changed: 1, notFoundIds: [UNKNOWN_ID] }),
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { ids: [need(ctx.ids.lead, "createLead")], priority: "urgent" } }),
    unchanged: async (ctx) => expect((await acmeRecord(ctx, "/leads", ctx.ids.lead!))?.priority).toBe("low"),
  },
  updateProduct: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: ctx.acme.token,
      params: { id: need(ctx.ids.product, "createProduct") },
      body: { productDescription: "IP67." },
    }),
    then: (answer) => expect(data(answer).productDescription).toBe("IP67."),
    invalid: (ctx) => ({
      status: 404,
      token: ctx.borealis.token,
      params: { id: need(ctx.ids.product, "createProduct") },
      body: { productName: "Taken over" },
    }),
    unchanged: async (ctx) => expect((await acmeRecord(ctx, "/products", ctx.ids.product!))?.productName).toBe("Contract Sensor"),
  },
  updateLeadQuestions: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, body: { questions: [leadQuestion("budget", "select", [{ value: "Under 10k", label: "Under 10k" }])] } }),
    then: (answer) => expect((data(answer).questions as Array<{ name: string }>).map((q) => q.name)).toEqual(["budget"]),
    // Uploads cannot be lead questions.
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { questions: [leadQuestion("photo", "image", null)] } }),
    unchanged: async (ctx) => {
      const answer = await api(ctx, "get", "/company/lead-questions", { token: ctx.acme.token });
      expect((data(answer).questions as Array<{ name: string }>).map((q) => q.name)).not.toContain("photo");
    },
  },
  updateCompanyProfile: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: ctx.acme.token,
      body: { name: "Acme Robotics", industry: "Robotics", website: "https://acme.example", twitter: "" },
    }),
    then: (answer) => {
      expect(data(answer).industry).toBe("Robotics");
      // An empty string clears a field (the document: "an empty string or null clears a field").
      expect(data(answer).twitter).toBeNull();
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { industry: "No name" } }),
  },
  updateTeamMember: {
    phase: "update",
    valid: (ctx) => ({
      status: 200,
      token: ctx.acme.token,
      params: { id: need(ctx.ids.teamMember, "createTeamMember") },
      body: { designation: "Manager", location: "Mumbai" },
    }),
    then: (answer) => expect(data(answer).location).toBe("Mumbai"),
    invalid: (ctx) => ({
      status: 404,
      token: ctx.borealis.token,
      params: { id: need(ctx.ids.teamMember, "createTeamMember") },
      body: { location: "Elsewhere" },
    }),
    unchanged: async (ctx) => expect((await acmeRecord(ctx, "/team-members", ctx.ids.teamMember!))?.location).toBe("Mumbai"),
  },

  resendTeamInvite: {
    phase: "update",
    valid: async (ctx) => {
      const id = need(ctx.ids.pendingMember, "createTeamMember");
      // Given an address, the pending member can be invited (to the dev mail outbox).
      await api(ctx, "put", "/team-members/{id}", { token: ctx.acme.token, params: { id }, body: { emailId: "pia@acme.example" } });
      return { status: 200, token: ctx.acme.token, params: { id } };
    },
    then: async (answer, ctx) => {
      expect(data(answer).invitedAt).toEqual(expect.any(String));
      const outbox = await api(ctx, "get", "/dev/outbox", { query: { email: "pia@acme.example" } });
      const mails = (outbox.body as { mails: Array<{ text: string }> }).mails;
      expect(mails[0]?.text).toContain("/exhibitor/login");
    },
    // Right after a send: the OTP resend cooldown.
    invalid: (ctx) => ({ status: 429, token: ctx.acme.token, params: { id: need(ctx.ids.pendingMember, "createTeamMember") } }),
  },
  transferCompanyOwnership: {
    phase: "update",
    valid: async (ctx) => {
      const id = need(ctx.ids.teamMember, "createTeamMember");
      const promoted = await api(ctx, "put", "/team-members/{id}", { token: ctx.acme.token, params: { id }, body: { role: "admin" } });
      expect(data(promoted).role).toBe("admin");
      return { status: 200, token: ctx.acme.token, params: { id } };
    },
    then: async (answer, ctx) => {
      expect(data(answer)).toMatchObject({ role: "owner", isParentExhibitor: true });
      // Handed back, so Acme's first account is the owner again for the rest of the run.
      const me = data(await api(ctx, "get", "/auth/me", { token: ctx.acme.token }));
      expect(me.role).toBe("admin");
      const back = await api(ctx, "post", "/team-members/{id}/transfer-ownership", {
        token: need(ctx.tokens.teamMember, "createTeamMember"),
        params: { id: String(me.teamMemberId) },
      });
      expect(back.status).toBe(200);
    },
    // A pending member cannot own the company.
    invalid: (ctx) => ({ status: 409, token: ctx.acme.token, params: { id: need(ctx.ids.pendingMember, "createTeamMember") } }),
    unchanged: async (ctx) => expect((await acmeRecord(ctx, "/team-members", ctx.ids.pendingMember!))?.role).toBe("scanner"),
  },

  // --- delete --------------------------------------------------------------------------------
  revokeTeamInvite: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.pendingMember, "createTeamMember") } }),
    then: async (_answer, ctx) => expect(await acmeRecord(ctx, "/team-members", ctx.ids.pendingMember!)).toBeUndefined(),
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.ids.pendingMember, "createTeamMember") } }),
    unchanged: async (ctx) => expect(await acmeRecord(ctx, "/team-members", ctx.ids.pendingMember!)).toBeDefined(),
  },
  deleteFaq: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.faq, "createFaq") } }),
    invalid: (ctx) => ({ status: 404, token: ctx.acme.token, params: { id: UNKNOWN_ID } }),
  },
  deleteDownload: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.download, "createDownload") } }),
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.ids.download, "createDownload") } }),
    unchanged: async (ctx) => {
      const own = await api(ctx, "get", "/downloads", {
        token: ctx.acme.token,
        query: { event: ctx.eventId, isExhibitor: "true", exhibitor: ctx.acme.exhibitorId },
      });
      expect((data(own) as unknown as Data[]).some((d) => d._id === ctx.ids.download)).toBe(true);
    },
  },
  deleteLead: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.lead, "createLead") } }),
    then: async (_answer, ctx) => {
      const again = await api(ctx, "delete", "/leads/{id}", { token: ctx.acme.token, params: { id: ctx.ids.lead! } });
      expect(again.status).toBe(404);
    },
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.ids.lead, "createLead") } }),
    unchanged: async (ctx) => expect(await acmeRecord(ctx, "/leads", ctx.ids.lead!)).toBeDefined(),
  },
  bulkDeleteLeads: {
    phase: "delete",
    valid: async (ctx) => {
      const made = await api(ctx, "post", "/leads", { token: ctx.acme.token, body: { person: { fullName: "Bulk Deleted" } } });
      ctx.ids.bulkLead = idOf(made);
      return { status: 200, token: ctx.acme.token, body: { ids: [ctx.ids.bulkLead] } };
    },
    then: async (answer, ctx) => {
      expect(data(answer)).toEqual({ changed: 1, notFoundIds: [] });
      expect(await acmeRecord(ctx, "/leads", ctx.ids.bulkLead!)).toBeUndefined();
    },
    invalid: () => ({ status: 401, body: { ids: [UNKNOWN_ID] } }),
  },
  deleteProduct: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.product, "createProduct") } }),
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, params: { id: "not-a-uuid" } }),
  },
  deleteTeamMember: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: need(ctx.ids.teamMember, "createTeamMember") } }),
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: need(ctx.ids.teamMember, "createTeamMember") } }),
    unchanged: async (ctx) => expect(await acmeRecord(ctx, "/team-members", ctx.ids.teamMember!)).toBeDefined(),
  },

  // --- sign-out ------------------------------------------------------------------------------
  logout: {
    phase: "signout",
    valid: (ctx) => ({ status: 200, token: need(ctx.tokens.emailLogin, "login") }),
    then: async (_answer, ctx) => {
      // Revoked at once: the same token no longer reaches a secured operation.
      const after = await api(ctx, "get", "/auth/me", { token: ctx.tokens.emailLogin! });
      expect(after.status).toBe(401);
    },
    invalid: () => ({ status: 401 }),
  },

  ...closeTheLoopsRecipes,
  ...reminderRecipes,
  ...myProfileRecipes,
  ...webhookRecipes,
  ...leadOwnerRecipes,
  ...leadDuplicateRecipes,
  ...organiserConsoleRecipes,
  ...organiserQueueRecipes,
};
