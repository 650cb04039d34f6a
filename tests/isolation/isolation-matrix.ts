// The isolation matrix: Acme and Borealis (two companies of the demo event), Acme's admin, booth
// staff and lead scanner, and a company of a second event created with the organiser's commands.
// Every exhibitor-scoped operation of the contract is tried by each of them against every other
// company's records: the answer is 404 or 403 and the database is exactly as before. Reads never
// show another company's ids or text, and writes without ids land in the caller's own company only.
// A role the operation's `x-roles` leaves out gets 403 with the refusal's message, on its own
// company's records too, and nothing changes.
import { randomBytes } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Command } from "../../server/admin/command.ts";
import { runOn } from "../../server/admin/run.ts";
import { addExhibitor } from "../../server/admin/commands/add-exhibitor.ts";
import { allocatePasses } from "../../server/admin/commands/allocate-passes.ts";
import { createEvent } from "../../server/admin/commands/create-event.ts";
import { importContent } from "../../server/admin/commands/import-content.ts";
import { DEMO_ADMIN, DEMO_EVENT, DEMO_SECOND_ADMIN, DEMO_TEAM } from "../../server/demo/demo-data.ts";
import { eventDay } from "../../src/rules/event-time.ts";
import { samplePng } from "../../server/storage/sample-files.ts";
import { callApi, startApiServer, type ApiAnswer, type ApiServer, type DbKind } from "../../server/testing/api-test-kit.ts";
import { latestOutboxCode, signIn } from "../../server/testing/sign-in.ts";
import { loadOpenApiDocument } from "../../server/http/contract-document.ts";
import { readOperationRoles } from "../../server/http/role-guard.ts";
import { canCall, refusalMessage, type OperationAccess, type Role } from "../../src/rules/roles.ts";
import { answerRequiredFields } from "../contract/form-answers.ts";
import type { FormFieldDefinition } from "../contract/context.ts";
import { changes, counterChanges, fingerprint, OWNED_TABLES, type Fingerprint } from "../fuzz/db-state.ts";
import { REMINDER_CASES } from "./isolation-reminders.ts";
import { LEAD_OWNER_CASES } from "./isolation-lead-owners.ts";
import { idColumnOf, operationShapes, tableOfPath, type OperationShape } from "../fuzz/operations.ts";
import { canaryEndpoint, WEBHOOK_CASES } from "./isolation-webhooks.ts";
import { UNSET_FIELD_KEYS } from "../../src/rules/unset-field-keys.ts";

type Json = Record<string, unknown>;

/** Someone signed in, and the company whose data they act for. */
interface Actor {
  name: string;
  /** Position among the actors, for numbers of their own. */
  serial: number;
  role: Role;
  token: string;
  userId: string;
  company: string;
  eventId: string;
}

/** A company whose records the others reach for. */
interface Victim {
  name: string;
  company: string;
  eventId: string;
  /** Text only this company's records contain. */
  canary: string;
}

/** What is tried for one operation, given the actor and (for foreign ids) the victim. */
type Check =
  /** The path's id names a victim's record; a body made per actor may carry the actor's own files. */
  | { kind: "path-id"; body?: Json | ((actor: Actor, tools: Tools) => Promise<Json>) }
  /**
   * The path's id names a lead of the actor's own company that another member owns: a lead
   * scanner, who sees only the leads they own, finds none of them.
   */
  | { kind: "member-row"; body?: (actor: Actor, tools: Tools) => Promise<Json> }
  /** A query value names a victim's record or company. */
  | { kind: "query-id"; queries: (actor: Actor, victim: Victim, ids: VictimIds) => Array<Record<string, string>> }
  /** A body value names a victim's record or company. */
  | { kind: "body-id"; bodies: (actor: Actor, victim: Victim, ids: VictimIds) => Json[] }
  /** A read: no other company's ids or text; `own` when the caller's own canary must show. */
  | { kind: "read"; query?: (actor: Actor) => Record<string, string>; own?: boolean }
  /** A write without ids: it succeeds and changes the caller's company only. */
  | { kind: "own-write"; body?: (actor: Actor, own: Victim | undefined, ask: CodeAsker, tools: Tools) => Json | FormData | Promise<Json | FormData>; fresh?: boolean };

/** What a request body may need made first, as the actor: a photo uploaded for a lead. */
interface Tools {
  leadPhoto(): Promise<string>;
}

/** A small PNG in a multipart form, as an upload field sends it. */
function pngForm(name: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(samplePng())], { type: "image/png" }), name);
  return form;
}

/**
 * Sends a code the way the operation's own screen asks for it, and reads it from the dev outbox:
 * from the actor's own number, or from `mobile` (a new sign-in number).
 */
type CodeAsker = (path: string, sentTo?: { mobile: string; json: Json }) => Promise<string>;

/** A number no one at the event has, one per actor and purpose (for number changes). */
const ownNewNumber = (actor: Actor, purpose: "ask" | "change") => `97555${purpose === "ask" ? 1 : 2}000${actor.serial}`;

/** Rows of a victim per table, newest and oldest (an account owner and a plain member, say). */
type VictimIds = Record<string, string[]>;

const minimal = {
  updateFaq: { answer: "<p>Taken over</p>" },
  updateDownload: { title: "Taken over" },
  updateLead: { status: "stolen", remarks: "Taken over" },
  updateProduct: { productName: "Taken over" },
  updateTeamMember: { location: "Elsewhere" },
  // Today in the demo event's zone (the day the server checks follow-up dates against).
  runLeadFollowUp: { action: "followUp", followUpDate: eventDay(new Date(), DEMO_EVENT.timezone) },
  replyToSupportRequest: { message: "Taken over" },
};

/**
 * One entry per operation that takes a token; the suite fails when the contract gains one
 * without an entry here, or when an operation with a path id has no path-id check.
 */
/** A ticket code of each event (set up below): a badge typed at any company's booth of that event. */
const badgeCodeOfEvent = new Map<string, string>();
const badgeOf = (eventId: string): string => {
  const code = badgeCodeOfEvent.get(eventId);
  if (!code) throw new Error(`No ticket of event ${eventId} to scan`);
  return code;
};

export const CASES: Readonly<Record<string, readonly Check[]>> = {
  getCurrentUser: [{ kind: "read" }],
  updateDetails: [{ kind: "own-write", body: (a) => ({ lastName: `Isolated ${a.name}` }) }],
  // With the actor's own token: a password change ends the account's other sessions.
  // A first password is set with a code sent to the person's own number.
  updatePassword: [
    {
      kind: "own-write",
      body: async (_a, _own, ask) => ({ otp: await ask("/auth/password-code"), newPassword: "isolated-pass-1", confirmPassword: "isolated-pass-1" }),
    },
  ],
  requestPasswordCode: [{ kind: "own-write" }],
  requestMobileChangeCode: [{ kind: "own-write", body: (a) => ({ phoneCode: "91", mobile: ownNewNumber(a, "ask") }) }],
  changeMobile: [
    {
      kind: "own-write",
      body: async (a, _own, ask) => {
        const mobile = ownNewNumber(a, "change");
        return { phoneCode: "91", mobile, otp: await ask("/auth/mobile-change/code", { mobile, json: { phoneCode: "91", mobile } }) };
      },
    },
  ],
  logout: [{ kind: "own-write", fresh: true }],
  createFaq: [{ kind: "own-write", body: (a) => ({ question: `Own question of ${a.name}?`, answer: "<p>Yes</p>" }) }],
  updateFaq: [{ kind: "path-id", body: minimal.updateFaq }],
  deleteFaq: [{ kind: "path-id" }],
  listDownloads: [
    {
      kind: "query-id",
      queries: (a, v): Array<Record<string, string>> => [
        { event: a.eventId, isExhibitor: "true", exhibitor: v.company },
        { event: v.eventId, isExhibitor: "true", exhibitor: v.company },
        // Naming only the event reaches another company's resources only across events.
        ...(v.eventId === a.eventId ? [] : [{ event: v.eventId, isExhibitor: "true" }]),
      ],
    },
    { kind: "read", query: (a) => ({ event: a.eventId, isExhibitor: "true", exhibitor: a.company }), own: true },
  ],
  createDownload: [
    {
      kind: "body-id",
      bodies: (a, v): Json[] => [
        { title: "Planted", type: "pdf", exhibitor: v.company },
        { title: "Planted", type: "pdf", event: v.eventId, exhibitor: v.company },
        ...(v.eventId === a.eventId ? [] : [{ title: "Planted", type: "pdf", event: v.eventId }]),
      ],
    },
    { kind: "own-write", body: (a) => ({ title: `Own resource of ${a.name}`, type: "link", fileUrl: "https://example.com/x" }) },
  ],
  updateDownload: [{ kind: "path-id", body: minimal.updateDownload }],
  deleteDownload: [{ kind: "path-id" }],
  incrementDownload: [{ kind: "path-id" }],
  listLeads: [{ kind: "read", own: true }],
  createLead: [{ kind: "own-write", body: (a) => ({ person: { fullName: `Own lead of ${a.name}` } }) }],
  listRecentLeads: [{ kind: "read", own: true }],
  getLeadAnalytics: [{ kind: "read" }],
  updateLead: [{ kind: "path-id", body: minimal.updateLead }, { kind: "member-row", body: async () => minimal.updateLead }],
  deleteLead: [{ kind: "path-id" }, { kind: "member-row" }],
  decideLeadDuplicate: [{ kind: "path-id", body: { decision: "merge" } }, { kind: "member-row", body: async () => ({ decision: "merge" }) }],
  exportLeads: [{ kind: "read", own: true }],
  // The imported lead carries the company's canary, so the reads after it still show the company's own records.
  importLeads: [{ kind: "own-write", body: (a, own) => ({ leads: [{ person: { fullName: `${own?.canary ?? "No canary"} lead imported by ${a.name}` } }] }) }],
  bulkDeleteLeads: [{ kind: "body-id", bodies: (_a, _v, ids) => [{ ids: ids.leads ?? [] }] }],
  bulkUpdateLeadPriority: [{ kind: "body-id", bodies: (_a, _v, ids) => [{ ids: ids.leads ?? [], priority: "low" }] }],
  listProducts: [{ kind: "read", own: true }],
  createProduct: [{ kind: "own-write", body: (a) => ({ productName: `Own product of ${a.name}` }) }],
  updateProduct: [{ kind: "path-id", body: minimal.updateProduct }],
  deleteProduct: [{ kind: "path-id" }],
  getCompanyProfile: [{ kind: "read" }],
  updateCompanyProfile: [{ kind: "own-write", body: (a) => ({ name: `Company of ${a.name}`, city: "Own city" }) }],
  getCompany: [{ kind: "read" }],
  getLeadQuestions: [{ kind: "read" }],
  updateLeadQuestions: [
    {
      kind: "own-write",
      body: (a) => ({
        questions: [
          {
            ...UNSET_FIELD_KEYS,
            _id: crypto.randomUUID(),
            name: "budget",
            type: "text",
            label: `Budget asked by ${a.name}`,
          },
        ],
      }),
    },
  ],
  listTeamMembers: [{ kind: "read", own: true }],
  createTeamMember: [{ kind: "own-write", body: (a) => ({ fullName: `Own member of ${a.name}` }) }],
  updateTeamMember: [{ kind: "path-id", body: minimal.updateTeamMember }],
  deleteTeamMember: [{ kind: "path-id" }],
  resendTeamInvite: [{ kind: "path-id" }],
  revokeTeamInvite: [{ kind: "path-id" }],
  transferCompanyOwnership: [{ kind: "path-id" }],
  // The log never names another company's entries or people.
  listActivity: [{ kind: "read" }],
  getDashboardAnalytics: [{ kind: "read", own: true }],
  getTicketsByType: [{ kind: "read" }],
  createSampleData: [{ kind: "own-write" }],
  createReferralRegistration: [{ kind: "body-id", bodies: (_a, _v, ids) => (ids.passes ?? []).map((ticketId) => ({ ticketId, firstName: "Planted" })) }],
  listPasses: [{ kind: "read" }],
  listTicketAllocations: [{ kind: "read", own: true }],
  listTickets: [{ kind: "read" }],
  getBadgeKey: [{ kind: "read" }],
  downloadBadge: [{ kind: "path-id" }],
  // Any badge of the event may be scanned at any booth; another event's is refused as unknown.
  scanBadge: [
    { kind: "body-id", bodies: (a, v) => (v.eventId === a.eventId ? [] : [{ badge: badgeOf(v.eventId) }]) },
    { kind: "own-write", body: (a) => ({ badge: badgeOf(a.eventId) }) },
  ],
  getTicketStats: [{ kind: "read" }],
  listFormFields: [{ kind: "query-id", queries: (_a, _v, ids) => (ids.passes ?? []).map((ticketId) => ({ ticketId })) }],
  // Option lists are the organiser's, shared by the companies of one event: a name answers the
  // caller's event's list, and a list only another event defines is not found.
  listFormFieldOptions: [
    { kind: "read", query: () => ({ source: "sectors" }) },
    {
      kind: "query-id",
      queries: (actor, victim, ids) => (victim.eventId === actor.eventId ? [] : (ids.eventOnlyLists ?? []).map((source) => ({ source }))),
    },
  ],
  createSupportRequest: [{ kind: "own-write", body: (a) => ({ name: a.name, email: "own@example.test", subject: "Own", message: "Own request." }) }],
  // Each company's own support request, guest link and export files carry its canary.
  listSupportRequests: [{ kind: "read", own: true }],
  replyToSupportRequest: [{ kind: "path-id", body: minimal.replyToSupportRequest }],
  createPassGuestLink: [{ kind: "path-id" }],
  listPassGuestLinks: [{ kind: "path-id" }],
  revokeGuestLink: [{ kind: "path-id" }],
  listLeadFollowUpsDue: [{ kind: "read" }],
  runLeadFollowUp: [{ kind: "path-id", body: minimal.runLeadFollowUp }],
  getLeadFollowUpCalendar: [{ kind: "path-id" }],
  exportLeadFile: [{ kind: "read", query: () => ({ format: "csv" }), own: true }],
  exportTeamMembers: [{ kind: "read", own: true }],
  exportReferralRegistrations: [{ kind: "read", own: true }],
  exportProducts: [{ kind: "read", own: true }],
  uploadFile: [{ kind: "own-write", body: () => pngForm("own.png") }],
  uploadLeadPhoto: [{ kind: "own-write", body: () => pngForm("card.png") }],
  uploadOwnPhoto: [{ kind: "own-write", body: () => pngForm("me.png") }],
  // The actor's own photo: only the lead it names can make the request fail.
  captureBusinessCard: [{ kind: "own-write", body: async (a, _own, _ask, tools) => ({ person: { fullName: `Card read by ${a.name}` }, photo: await tools.leadPhoto() }) }],
  addLeadImage: [
    { kind: "path-id", body: async (_a, tools) => ({ photo: await tools.leadPhoto(), label: "badge" }) },
    { kind: "member-row", body: async (_a, tools) => ({ photo: await tools.leadPhoto(), label: "badge" }) },
  ],
  ...REMINDER_CASES,
  ...LEAD_OWNER_CASES,
  ...WEBHOOK_CASES,
};

async function runCommand(server: ApiServer, command: Command, values: Record<string, string>): Promise<void> {
  const run = await command.prepare(values, []);
  const errors: string[] = [];
  await runOn(server.db, run, { out: () => undefined, err: (line) => errors.push(line) });
  expect(errors).toEqual([]);
}

/** Test-made SQL only (ids the suite read from the database itself), never request input. */
async function rows<T>(server: ApiServer, text: string): Promise<T[]> {
  return ((await server.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

export function describeIsolation(kind: DbKind): void {
  const shapes = operationShapes();
  const scoped = shapes.filter((op) => op.auth !== "none");

  describe(`isolation between companies on ${kind === "pglite" ? "PGlite" : "PostgreSQL"}`, () => {
    let api: ApiServer;
    const actors: Actor[] = [];
    const victims: Victim[] = [];
    /** Who may call each operation: the contract's x-roles, as the server reads them. */
    let access = new Map<string, OperationAccess>();
    /** Every row id of every company, to spot one in an answer that should not show it. */
    const idsByCompany = new Map<string, Set<string>>();

    const call = (actor: Actor | undefined, method: string, path: string, options: { json?: unknown; form?: FormData; query?: Record<string, string> } = {}) => {
      const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : "";
      return callApi(api.url, method, `/api${path}${query}`, { token: actor?.token ?? null, json: options.json, form: options.form });
    };

    /** What bodies need made first, as the actor (outside any before/after comparison). */
    const toolsOf = (actor: Actor): Tools => ({
      async leadPhoto() {
        const answer = await call(actor, "POST", "/leads/photos", { form: pngForm("photo.png") });
        expect(answer.status, `${actor.name}: a lead photo ${JSON.stringify(answer.body)}`).toBe(201);
        return String(answer.body.data.filePath);
      },
    });

    /** The JSON body of a check that names a record by the path, made for the actor. */
    const recordBody = async (actor: Actor, check: Extract<Check, { kind: "path-id" | "member-row" }>): Promise<{ json?: Json }> => {
      const body = typeof check.body === "function" ? await check.body(actor, toolsOf(actor)) : check.body;
      return body === undefined ? {} : { json: body };
    };

    let serial = 0;
    const signedIn = async (name: string, mobile: string, event?: string): Promise<Actor> => {
      const signed = await signIn(api.url, event ? { mobile, event } : { mobile });
      const { user } = signed;
      return { name, serial: serial++, role: user.role, token: signed.token, userId: user._id, company: user.exhibitorId, eventId: user.eventId };
    };

    beforeAll(async () => {
      api = await startApiServer(kind, { env: { OTP_RESEND_SECONDS: "0", OTP_SEND_LIMIT_PER_NUMBER: "1000", OTP_SEND_LIMIT_PER_IP: "1000" } });
      // A second event with one company and a pass, made the way an organiser makes them.
      const domain = `second-${randomBytes(3).toString("hex")}.example.test`;
      const otherMobile = "9700012345";
      await runCommand(api, createEvent, { domain, title: "Second Expo" });
      await runCommand(api, addExhibitor, { domain, name: "Nordlys Systems", booth: "N-1", mobile: otherMobile });
      await runCommand(api, allocatePasses, { domain, "exhibitor-mobile": otherMobile, category: "Gold", count: "3" });
      const [otherEvent] = await rows<{ id: string }>(api, `select id::text as id from events where domain = '${domain}'`);
      // Its own "sectors" (the demo event has one too) and a list no other event has.
      const listsFile = join(tmpdir(), `isolation-lists-${randomBytes(4).toString("hex")}.json`);
      await writeFile(listsFile, JSON.stringify({ optionLists: [{ name: "sectors", options: "Fjords, Glaciers" }, { name: "secondEventOnly", options: "Aurora" }] }));
      await runCommand(api, importContent, { domain, file: listsFile });

      const acme = await signedIn("Acme admin", DEMO_ADMIN.mobile);
      const borealis = await signedIn("Borealis admin", DEMO_SECOND_ADMIN.mobile);
      const nordlys = await signedIn("Nordlys admin (second event)", otherMobile, otherEvent!.id);
      const team = [
        await signedIn("Acme admin member", DEMO_TEAM[0].authenticationId),
        await signedIn("Acme booth staff", DEMO_TEAM[1].authenticationId),
        await signedIn("Acme lead scanner", DEMO_TEAM[2].authenticationId),
      ];
      expect(team.map((member) => [member.company, member.role])).toEqual([
        [acme.company, "admin"],
        [acme.company, "staff"],
        [acme.company, "scanner"],
      ]);
      expect([acme.role, borealis.role, nordlys.role]).toEqual(["owner", "owner", "owner"]);
      actors.push(acme, ...team, borealis, nordlys);
      access = readOperationRoles(await loadOpenApiDocument());

      // Records with a text only their company has, through the API as each company would.
      for (const admin of [acme, borealis, nordlys]) {
        const canary = `canary-${randomBytes(4).toString("hex")}`;
        victims.push({ name: admin.name, company: admin.company, eventId: admin.eventId, canary });
        const made: ApiAnswer[] = [
          await call(admin, "POST", "/leads", { json: { person: { fullName: `${canary} lead`, emailId: `${canary}@leads.example` }, remarks: canary } }),
          await call(admin, "POST", "/products", { json: { productName: `${canary} product` } }),
          await call(admin, "POST", "/faq", { json: { question: `${canary} question?`, answer: `<p>${canary}</p>` } }),
          await call(admin, "POST", "/downloads", { json: { title: `${canary} resource`, type: "link", fileUrl: `https://${canary}.example/resource` } }),
          await call(admin, "POST", "/team-members", { json: { fullName: `${canary} member` } }),
          await call(admin, "POST", "/support", { json: { name: canary, email: "s@example.test", subject: canary, message: canary } }),
          await call(admin, "POST", "/webhooks", { json: canaryEndpoint(canary) }),
        ];
        const passes = await call(admin, "GET", "/passes");
        const pass = (passes.body.data as Array<{ _id: string; exhibitorCategory: { isActive: boolean } }>).find((p) => p.exhibitorCategory.isActive);
        if (pass) {
          const fields = await call(admin, "GET", "/form-fields", { query: { ticketId: pass._id } });
          const answers = answerRequiredFields(fields.body.data as FormFieldDefinition[], { firstName: canary, lastName: "Guest", email: `${canary}@guests.example`, mobile: "9988776655" });
          made.push(await call(admin, "POST", "/referral-registration", { json: { ticketId: pass._id, ...answers } }));
          made.push(await call(admin, "POST", `/passes/${pass._id}/guest-links`));
        }
        for (const answer of made) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        if (admin === acme) {
          // Staff and scanners export (and a scanner sees) only the leads they own: these carry Acme's canary for them.
          for (const member of [team[1]!, team[2]!]) {
            const scanned = await call(member, "POST", "/leads", { json: { person: { fullName: `${canary} lead of ${member.role}` } } });
            expect(scanned.status, JSON.stringify(scanned.body)).toBe(201);
          }
        }
      }

      for (const victim of victims) {
        // An attendee the organiser imported (no company's data), else the company's own registrant:
        // a badge another company issued would carry that company's canary into the scanner's lead.
        const [ticket] = await rows<{ code: string }>(
          api,
          `select ticket_code as code from tickets where event_id = '${victim.eventId}' and status = 'active' and (exhibitor_id is null or exhibitor_id = '${victim.company}') order by exhibitor_id nulls first, ticket_code limit 1`,
        );
        if (ticket) badgeCodeOfEvent.set(victim.eventId, ticket.code);
      }
      for (const victim of victims) {
        const ids = new Set<string>([victim.company]);
        for (const [table, owner] of Object.entries(OWNED_TABLES)) {
          for (const row of await rows<{ id: string }>(api, `select t_row.id::text as id from ${table} t_row where ${owner} = '${victim.company}'`)) ids.add(row.id);
        }
        // Ticket codes too: a file export names a registration by its code, not its id.
        for (const row of await rows<{ id: string }>(api, `select ticket_code as id from tickets where exhibitor_id = '${victim.company}'`)) ids.add(row.id);
        idsByCompany.set(victim.company, ids);
      }
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    /** A victim's records of a table (newest and oldest), or the organiser's when `organiser`. */
    async function recordsOf(table: string, owner: string, extra = "true"): Promise<string[]> {
      const expression = OWNED_TABLES[table]!;
      const found = await rows<{ id: string }>(
        api,
        `select t_row.${idColumnOf(table)}::text as id from ${table} t_row where ${expression} = '${owner}' and ${extra} order by t_row.created_at desc, t_row.id`,
      );
      const ids = found.map((row) => row.id);
      return [...new Set([ids[0], ids.at(-1)].filter((id): id is string => id !== undefined))];
    }

    async function victimIds(victim: Victim): Promise<VictimIds> {
      const eventOnlyLists = await rows<{ name: string }>(
        api,
        `select l.name from form_option_lists l where l.event_id = '${victim.eventId}' and not exists (select 1 from form_option_lists o where o.name = l.name and o.event_id <> l.event_id)`,
      );
      return { passes: await recordsOf("passes", victim.company), leads: await recordsOf("leads", victim.company), eventOnlyLists: eventOnlyLists.map((list) => list.name) };
    }

    /** Runs a refused attempt: 403 or 404, and the database exactly as before. */
    async function expectRefused(label: string, attempt: () => Promise<ApiAnswer>): Promise<void> {
      const before = await fingerprint(api.db);
      const answer = await attempt();
      const after = await fingerprint(api.db);
      expect([403, 404], `${label} answered ${answer.status}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      expect(answer.body?.success, label).toBe(false);
      expectUnchanged(label, before, after);
    }

    /** A role the operation leaves out: 403 with the refusal's message, and the database exactly as before. */
    async function expectRoleRefused(label: string, allowed: OperationAccess, attempt: () => Promise<ApiAnswer>): Promise<void> {
      const before = await fingerprint(api.db);
      const answer = await attempt();
      const after = await fingerprint(api.db);
      expect(answer.status, `${label} answered ${answer.status}: ${JSON.stringify(answer.body)}`).toBe(403);
      expect(answer.body?.message, label).toBe(refusalMessage(allowed));
      expectUnchanged(label, before, after);
    }

    /** The check's request, made on the actor's own company (records, queries, bodies). */
    async function ownAttempts(actor: Actor, op: OperationShape, check: Check): Promise<Array<() => Promise<ApiAnswer>>> {
      const own = victims.find((victim) => victim.company === actor.company)!;
      switch (check.kind) {
        case "path-id":
        case "member-row": {
          const ids = await recordsOf(tableOfPath(op.path), actor.company);
          const body = await recordBody(actor, check);
          return ids.map((id) => () => call(actor, op.method, pathOf(op, id), body));
        }
        case "query-id":
          return check.queries(actor, own, await victimIds(own)).map((query) => () => call(actor, op.method, op.path, { query }));
        case "body-id":
          return check.bodies(actor, own, await victimIds(own)).map((json) => () => call(actor, op.method, op.path, { json }));
        case "read":
          return [() => call(actor, op.method, op.path, check.query ? { query: check.query(actor) } : {})];
        case "own-write": {
          const body = await check.body?.(actor, own, askCode(actor), toolsOf(actor));
          return [() => call(actor, op.method, op.path, body instanceof FormData ? { form: body } : body === undefined ? {} : { json: body })];
        }
      }
    }

    function expectUnchanged(label: string, before: Fingerprint, after: Fingerprint): void {
      expect(changes(before, after), `${label} changed rows`).toEqual([]);
      expect(counterChanges(before, after), `${label} moved a download counter`).toEqual({});
    }

    /** Other companies' ids and canaries that appear in a text. */
    function foreignIn(actor: Actor, text: string): string[] {
      const found: string[] = [];
      for (const victim of victims) {
        if (victim.company === actor.company) continue;
        if (text.includes(victim.canary)) found.push(`${victim.name}'s text`);
        for (const id of idsByCompany.get(victim.company) ?? []) if (text.includes(id)) found.push(`${victim.name}'s id ${id}`);
      }
      return found;
    }

    const otherVictims = (actor: Actor) => victims.filter((victim) => victim.company !== actor.company);
    // A second id in a path (a delivery of a webhook endpoint) is a well-formed one no row has: the first decides.
    const pathOf = (op: OperationShape, id: string) => op.path.replace(/\{[^}]+\}/, encodeURIComponent(id)).replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000");

    it("has a case for every operation that takes a token, and a path-id case for every path id", () => {
      // A member-row case names the company's leads.
      for (const [id, checks] of Object.entries(CASES)) if (checks.some((check) => check.kind === "member-row")) expect(tableOfPath(scoped.find((op) => op.operationId === id)!.path), id).toBe("leads");
      expect(scoped.map((op) => op.operationId).sort()).toEqual(Object.keys(CASES).sort());
      for (const op of scoped) {
        const hasPathId = op.parameters.some((p) => p.in === "path");
        expect(CASES[op.operationId]!.some((check) => check.kind === "path-id"), op.operationId).toBe(hasPathId);
        if (hasPathId) tableOfPath(op.path);
      }
    });

    for (const op of scoped) {
      for (const check of CASES[op.operationId] ?? []) {
        it(`${op.operationId}: ${check.kind}`, async () => {
          for (const actor of actors) {
            const allowed = access.get(op.operationId)!;
            if (!canCall(actor.role, allowed)) {
              // The role is checked before the request is read: a bare request stands in where the
              // check has nothing of the actor's own company to name.
              const own = await ownAttempts(actor, op, check);
              const attempts = own.length > 0 ? own : [() => call(actor, op.method, op.path)];
              for (const attempt of attempts) await expectRoleRefused(`${actor.name} (${actor.role}): ${op.operationId}`, allowed, attempt);
              continue;
            }
            switch (check.kind) {
              case "path-id": {
                const table = tableOfPath(op.path);
                // A public resource may be counted by anyone; only private ones are off limits there.
                const extra = op.operationId === "incrementDownload" ? "not t_row.is_public" : "true";
                const owners = [...otherVictims(actor).map((v) => v.company), ...(op.operationId === "incrementDownload" ? [] : ["organiser"])];
                const body = await recordBody(actor, check);
                let tried = 0;
                for (const owner of owners) {
                  for (const id of await recordsOf(table, owner, extra)) {
                    tried += 1;
                    await expectRefused(`${actor.name}: ${op.method} ${op.path} with ${owner}'s ${id}`, () => call(actor, op.method, pathOf(op, id), body));
                  }
                }
                expect(tried, `${op.operationId}: records of other companies to try`).toBeGreaterThan(0);
                break;
              }
              case "member-row": {
                // Every other role sees the whole company's leads (the lead suites show them writing there).
                if (actor.role !== "scanner") break;
                const body = await recordBody(actor, check);
                const others = await recordsOf(tableOfPath(op.path), actor.company, `t_row.owner_id is distinct from '${actor.userId}'`);
                expect(others, `${op.operationId}: leads of other members to try`).not.toEqual([]);
                for (const id of others) {
                  await expectRefused(`${actor.name}: ${op.method} ${op.path} with another member's lead ${id}`, () => call(actor, op.method, pathOf(op, id), body));
                }
                break;
              }
              case "query-id":
                for (const victim of otherVictims(actor)) {
                  for (const query of check.queries(actor, victim, await victimIds(victim))) {
                    await expectRefused(`${actor.name}: ${op.method} ${op.path} ${JSON.stringify(query)} of ${victim.name}`, () => call(actor, op.method, op.path, { query }));
                  }
                }
                break;
              case "body-id":
                for (const victim of otherVictims(actor)) {
                  for (const json of check.bodies(actor, victim, await victimIds(victim))) {
                    await expectRefused(`${actor.name}: ${op.method} ${op.path} ${JSON.stringify(json)} of ${victim.name}`, () => call(actor, op.method, op.path, { json }));
                  }
                }
                break;
              case "read": {
                const answer = await call(actor, op.method, op.path, check.query ? { query: check.query(actor) } : {});
                expect(answer.status, `${actor.name}: ${op.operationId}`).toBe(200);
                const text = JSON.stringify(answer.body);
                expect(foreignIn(actor, text), `${actor.name}: ${op.operationId} shows another company's data`).toEqual([]);
                if (check.own) {
                  // The company's own canary text, or one of its record ids (a form without a
                  // name field leaves a registration without text).
                  const own = victims.find((v) => v.company === actor.company)!;
                  const ownIds = [...(idsByCompany.get(own.company) ?? [])].filter((id) => id !== own.company);
                  const shown = text.includes(own.canary) || ownIds.some((id) => text.includes(id));
                  expect(shown, `${actor.name}: ${op.operationId} shows the company's own records: ${text.slice(0, 300)}`).toBe(true);
                }
                break;
              }
              case "own-write": {
                // Sessions ended by these writes are throwaway ones, so the matrix's tokens live on.
                const session = check.fresh ? { ...actor, token: await freshToken(actor) } : actor;
                const body = await check.body?.(actor, victims.find((v) => v.company === actor.company), askCode(actor), toolsOf(actor));
                const before = await fingerprint(api.db);
                const answer = await call(session, op.method, op.path, body instanceof FormData ? { form: body } : body === undefined ? {} : { json: body });
                const after = await fingerprint(api.db);
                expect(answer.status, `${actor.name}: ${op.operationId} ${JSON.stringify(answer.body)}`).toBeLessThan(300);
                const elsewhere = changes(before, after).filter((change) => change.owner !== actor.company);
                expect(elsewhere, `${actor.name}: ${op.operationId} changed another company's rows`).toEqual([]);
                expect(counterChanges(before, after)).toEqual({});
                break;
              }
            }
          }
          // Whatever was tried, every actor's token still works and still names its own company.
          for (const actor of actors) {
            const me = await call(actor, "GET", "/auth/me");
            expect(me.status, `${actor.name} is still signed in`).toBe(200);
            expect(me.body.data.exhibitorId).toBe(actor.company);
          }
        }, 120_000);
      }
    }

    /** Asks for a code as the actor and reads it from the development SMS outbox. */
    function askCode(actor: Actor): CodeAsker {
      return async (path, sentTo) => {
        const sent = await call(actor, "POST", path, sentTo ? { json: sentTo.json } : {});
        expect(sent.status, `${actor.name}: ${path} ${JSON.stringify(sent.body)}`).toBe(200);
        return latestOutboxCode(api.url, sentTo?.mobile ?? (await mobileOf(actor)));
      };
    }

    async function mobileOf(actor: Actor): Promise<string> {
      const [user] = await rows<{ mobile: string }>(api, `select mobile from users where id = '${actor.userId}'`);
      return user!.mobile;
    }

    /** A second session of the actor's own account, for writes that end sessions. */
    async function freshToken(actor: Actor): Promise<string> {
      const signed = await signIn(api.url, { mobile: await mobileOf(actor), event: actor.eventId });
      return signed.token;
    }
  });
}
