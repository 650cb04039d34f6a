// The role matrix: every operation of openapi/exhibitor-portal.yaml, called with no token and with
// the token of each role of one company (owner, admin, booth staff, lead scanner), against the
// `x-roles` the contract gives it. Read from the document, so a new operation is walked without
// anyone listing it here.
// - A role the list leaves out gets 403 with the refusal's message, whatever it sends: the
//   contract's own example body and, for a path id, the company's own newest record of that kind
//   (the owner's row for the team). The database is exactly as before.
// - A role the list names gets past the check: its answer is neither 401 nor that 403. (Its request
//   names no record and carries no body, so it changes nothing that matters.)
// - Without a token, a secured operation answers 401 and a public one does not.
// - The organiser's console stands apart: each of its operations is called with the token of each
//   organiser role (`organiser`, `organiser-staff`) against its x-roles, as above, and with every team
//   role's token, which it refuses with 401 and no change; every exhibitor operation refuses an
//   organiser's token with 401.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_TEAM } from "../../server/demo/demo-data.ts";
import { loadOpenApiDocument } from "../../server/http/contract-document.ts";
import { readOperationRoles } from "../../server/http/role-guard.ts";
import { callApi, startApiServer, type ApiAnswer, type ApiServer, type DbKind } from "../../server/testing/api-test-kit.ts";
import { signIn } from "../../server/testing/sign-in.ts";
import { canCall, ORGANISER_ROLES, refusalMessage, ROLES, type OperationAccess, type OrganiserRole, type Role } from "../../src/rules/roles.ts";
import { signInOrganiser } from "../../server/testing/organiser-kit.ts";
import { changes, fingerprint, OWNED_TABLES } from "../fuzz/db-state.ts";
import { tinyPng } from "../contract/sample-files.ts";
import { documentRoot, idColumnOf, isConsoleOperation, operationShapes, tableOfPath, type OperationShape } from "../fuzz/operations.ts";

export { isConsoleOperation };

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The demo company's people, one per role. */
const NUMBERS: Readonly<Record<Role, string>> = {
  owner: DEMO_ADMIN.mobile,
  admin: DEMO_TEAM[0].authenticationId,
  staff: DEMO_TEAM[1].authenticationId,
  scanner: DEMO_TEAM[2].authenticationId,
};

type Json = Record<string, unknown>;

/** The example body the contract documents for the operation's request, if any. */
export function exampleBody(op: OperationShape): unknown {
  const raw = (documentRoot.paths as Record<string, Json>)[op.path]![op.method.toLowerCase()] as Json;
  const content = (raw.requestBody as { content?: Record<string, Json> } | undefined)?.content;
  const media = content?.["application/json"];
  if (!media) return undefined;
  if ("example" in media) return media.example;
  const examples = media.examples as Record<string, { value?: unknown }> | undefined;
  return examples ? Object.values(examples)[0]?.value : undefined;
}

// Logging out ends the session the rest of the walk needs, so it goes last.
const LOGOUTS = new Set(["logout", "logoutOrganiser"]);
const walkOrder = (a: OperationShape, b: OperationShape) => Number(LOGOUTS.has(a.operationId)) - Number(LOGOUTS.has(b.operationId));


export function describeRoleMatrix(kind: DbKind): void {
  describe(`every operation with every role on ${kind === "pglite" ? "PGlite" : "PostgreSQL"}`, () => {
    let api: ApiServer;
    let access = new Map<string, OperationAccess>();
    const tokens = {} as Record<Role, string>;
    const organiserTokens = {} as Record<OrganiserRole, string>;
    const userIds = {} as Record<Role, string>;
    let company = "";
    const operations = operationShapes().sort(walkOrder);

    beforeAll(async () => {
      api = await startApiServer(kind, { env: { OTP_RESEND_SECONDS: "0" } });
      access = readOperationRoles(await loadOpenApiDocument());
      for (const role of ROLES) {
        const signed = await signIn(api.url, { mobile: NUMBERS[role] });
        expect(signed.user.role, `${NUMBERS[role]} signs in as ${role}`).toBe(role);
        tokens[role] = signed.token;
        userIds[role] = signed.user._id;
        company = signed.user.exhibitorId;
      }
      const [event] = ((await api.db.execute(`select event_id::text as id from exhibitors where id = '${company}'`)) as unknown as { rows: Array<{ id: string }> }).rows;
      for (const role of ORGANISER_ROLES) organiserTokens[role] = (await signInOrganiser(api, { eventId: event!.id, role })).token;
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    const call = (op: OperationShape, token: string | null, options: { id?: string; json?: unknown } = {}): Promise<ApiAnswer> =>
      callApi(api.url, op.method, `/api${op.path.replace(/\{[^}]+\}/, options.id ?? UNKNOWN_ID)}`, {
        token,
        ...(options.json === undefined ? {} : { json: options.json }),
      });

    /** The company's newest record of the kind a path id names; the owner's own row for the team. */
    async function ownRecord(op: OperationShape): Promise<string> {
      if (!op.path.includes("{")) return UNKNOWN_ID;
      // The console names the company itself; its other ids (organisers, pass forms) need no real row to be refused.
      if (isConsoleOperation(op)) return op.path.startsWith("/organiser/exhibitors/") ? company : UNKNOWN_ID;
      const table = tableOfPath(op.path);
      // Owned through another table for some kinds (a guest link through its pass).
      const owned = `${OWNED_TABLES[table]!} = '${company}'`;
      const where = table === "team_members" ? `${owned} and t_row.role = 'owner'` : owned;
      const column = idColumnOf(table);
      const result = (await api.db.execute(`select t_row.${column}::text as id from ${table} t_row where ${where} order by t_row.created_at desc limit 1`)) as unknown as {
        rows: Array<{ id: string }>;
      };
      return result.rows[0]?.id ?? UNKNOWN_ID;
    }

    it("walks every operation of the contract, each with an access list", () => {
      expect(operations.map((op) => op.operationId).sort()).toEqual([...access.keys()].sort());
      expect(operations.length).toBeGreaterThan(40);
    });

    // Our rule for the console, past the server's agreement with the contract: organiser staff work
    // the queues (registrations, support, attendees: importing them and printing their badges is
    // staff's work at the desk) and read the overview, exhibitors, teams, pass forms and organisers.
    // Changing exhibitors, passes, forms, settings, content or organisers is the organiser's alone,
    // and so is every read of settings and content. The list is exact: an operation given to staff
    // later fails here until this rule names it.
    it("gives organiser-staff exactly the queues, its own session and the reads the README's table names", () => {
      const STAFF_OPERATIONS = [
        // Its own session and its own password.
        "getCurrentOrganiser", "logoutOrganiser", "setOrganiserPassword",
        // Reads.
        "getOrganiserOverview", "listOrganiserExhibitors", "listOrganiserExhibitorTeam", "listOrganiserPassForms", "getOrganiserPassForm", "listOrganisers",
        // Registrations.
        "listOrganiserRegistrations", "decideOrganiserRegistration", "decideOrganiserRegistrations", "reopenOrganiserRegistration",
        // Support.
        "listOrganiserSupportRequests", "countOpenOrganiserSupportRequests", "getOrganiserSupportRequest",
        "replyToOrganiserSupportRequest", "closeOrganiserSupportRequest", "reopenOrganiserSupportRequest",
        // Attendees and their badges.
        "listOrganiserAttendees", "importOrganiserAttendees", "downloadOrganiserAttendeeBadge", "downloadOrganiserAttendeeBadges",
        "previewOrganiserAttendeeImport", "updateOrganiserAttendee", "cancelOrganiserAttendee",
      ];
      const given = operations.filter((op) => (access.get(op.operationId) as readonly string[]).includes("organiser-staff")).map((op) => op.operationId);
      expect(given.sort()).toEqual([...STAFF_OPERATIONS].sort());
    });

    // No console operation is any exhibitor team role's: undoing a decision, like deciding, is the
    // organiser's and the organiser staff's alone, never a company's staff or scanner.
    it("gives no exhibitor role any organiser console operation", () => {
      const leaked = operations
        .filter((op) => op.operationId.includes("Organiser") && op.operationId !== "decideReferralRegistration")
        .filter((op) => (access.get(op.operationId) as readonly string[]).some((role) => ["owner", "admin", "staff", "scanner"].includes(role)))
        .map((op) => op.operationId);
      expect(leaked).toEqual([]);
      expect(access.get("reopenOrganiserRegistration")).toEqual(["organiser", "organiser-staff"]);
      // Previewing an import, correcting an attendee and cancelling one are the desk's work, never an exhibitor's.
      for (const operationId of ["previewOrganiserAttendeeImport", "updateOrganiserAttendee", "cancelOrganiserAttendee"]) {
        expect(access.get(operationId), operationId).toEqual(["organiser", "organiser-staff"]);
      }
    });

    it("refuses a company's staff and scanner the attendee preview, correction and cancel, on a real attendee", async () => {
      const [attendee] = ((await api.db.execute("select id::text as id from tickets order by id limit 1")) as unknown as { rows: Array<{ id: string }> }).rows;
      const requests = [
        { method: "POST", path: "/api/organiser/attendees/import/preview", json: { csv: "name,email\nLeak Test,leak@example.com\n" } },
        { method: "PUT", path: `/api/organiser/attendees/${attendee!.id}`, json: { name: "Leaked", email: null, company: null, designation: null, phone: null, ticketType: "Visitor", badgeId: null } },
        { method: "POST", path: `/api/organiser/attendees/${attendee!.id}/cancel` },
      ];
      for (const role of ["staff", "scanner"] as const) {
        for (const request of requests) {
          const answer = await callApi(api.url, request.method, request.path, { token: tokens[role], ...(request.json === undefined ? {} : { json: request.json }) });
          expect([401, 403], `${role} ${request.method} ${request.path}`).toContain(answer.status);
        }
      }
    });

    // Past x-roles, a row rule: Analytics counts only the leads a role may see (a scanner, their own).
    it("getLeadAnalytics counts for a lead scanner only the leads they own, for every other role the company's", async () => {
      const counted = async (where: string) =>
        Number(((await api.db.execute(`select count(*)::int as n from leads where exhibitor_id = '${company}'${where}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
      const all = await counted("");
      const own = await counted(` and owner_id = '${userIds.scanner}'`);
      expect(own, "the demo scanner owns fewer leads than the company has").toBeLessThan(all);
      for (const role of ROLES) {
        const answer = await callApi(api.url, "GET", "/api/leads/analytics", { token: tokens[role] });
        expect(answer.status, role).toBe(200);
        expect(answer.body.data.total, `${role}'s figures`).toBe(role === "scanner" ? own : all);
      }
    });

    // Past x-roles, a row rule: every role may decide a possible duplicate, a lead scanner only on the
    // leads they own (another member's answers 404 and changes nothing).
    it("decideLeadDuplicate refuses a lead scanner another member's lead and a merge into one, and lets staff decide it", async () => {
      const rows = ((await api.db.execute(
        `select id::text as id from leads where exhibitor_id = '${company}' and owner_id is distinct from '${userIds.scanner}' order by created_at, id limit 2`,
      )) as unknown as { rows: Array<{ id: string }> }).rows;
      const [older, marked] = rows.map((row) => row.id);
      await api.db.execute(`update leads set possible_duplicate_of = '${older!}' where id = '${marked!}'`);
      const before = await fingerprint(api.db);
      for (const decision of ["merge", "dismiss"]) {
        const answer = await callApi(api.url, "POST", `/api/leads/${marked!}/possible-duplicate`, { token: tokens.scanner, json: { decision } });
        expect(answer.status, `scanner's ${decision}`).toBe(404);
      }
      expect(changes(before, await fingerprint(api.db)), "the scanner's refused decisions").toEqual([]);
      const kept = await callApi(api.url, "POST", `/api/leads/${marked!}/possible-duplicate`, { token: tokens.staff, json: { decision: "dismiss" } });
      expect([kept.status, kept.body.data.possibleDuplicateOf]).toEqual([200, null]);

      // The scanner's own lead marked as a possible duplicate of a colleague's: a merge would write
      // into the colleague's lead and read it back, so it is refused; keeping their own apart is theirs.
      const own = await callApi(api.url, "POST", "/api/leads", { token: tokens.scanner, json: { person: { fullName: "Ben Koch" } } });
      expect(own.status, JSON.stringify(own.body)).toBe(201);
      await api.db.execute(`update leads set possible_duplicate_of = '${older!}' where id = '${own.body.data._id}'`);
      const beforeOwn = await fingerprint(api.db);
      const merged = await callApi(api.url, "POST", `/api/leads/${own.body.data._id}/possible-duplicate`, { token: tokens.scanner, json: { decision: "merge" } });
      expect(merged.status, "the scanner's merge into a colleague's lead").toBe(404);
      expect(changes(beforeOwn, await fingerprint(api.db)), "the scanner's refused merge").toEqual([]);
      const apart = await callApi(api.url, "POST", `/api/leads/${own.body.data._id}/possible-duplicate`, { token: tokens.scanner, json: { decision: "dismiss" } });
      expect([apart.status, apart.body.data.possibleDuplicateOf]).toEqual([200, null]);
    });

    // Past x-roles, a row rule: every role may upload a photo of themselves, and the upload touches
    // nothing but a stored file of the caller's own company (no member's account, no other company).
    it("uploadOwnPhoto stores, for every role, only a file of the caller's company and changes no account", async () => {
      for (const role of ROLES) {
        const form = new FormData();
        form.append("file", new Blob([tinyPng], { type: "image/png" }), "me.png");
        const before = await fingerprint(api.db);
        const answer = await callApi(api.url, "POST", "/api/auth/photo", { token: tokens[role], form });
        expect(answer.status, role).toBe(201);
        const changed = changes(before, await fingerprint(api.db));
        expect(changed.map((change) => [change.table, change.owner]), `${role}'s upload`).toEqual([["uploads", company]]);
      }
    });

    for (const op of operations.filter(isConsoleOperation)) {
      it(`${op.operationId} (${op.method} ${op.path}) answers each organiser role as x-roles says, and no team role`, async () => {
        const allowed = access.get(op.operationId)!;
        expect((await call(op, null)).status, `${op.operationId} without a token`).toBe(401);
        const id = await ownRecord(op);
        const json = exampleBody(op);
        const before = await fingerprint(api.db);
        for (const role of ROLES) {
          const answer = await call(op, tokens[role], { id, json });
          expect(answer.status, `${role}'s token: ${op.operationId} answered ${JSON.stringify(answer.body)}`).toBe(401);
        }
        for (const role of ORGANISER_ROLES.filter((r) => !(allowed as readonly string[]).includes(r))) {
          const answer = await call(op, organiserTokens[role], { id, json });
          expect(answer.status, `${role}: ${op.operationId} answered ${JSON.stringify(answer.body)}`).toBe(403);
          expect(answer.body?.message, `${role}: ${op.operationId}`).toBe(refusalMessage(allowed));
        }
        expect(changes(before, await fingerprint(api.db)), `refused calls of ${op.operationId} changed rows`).toEqual([]);
        for (const role of ORGANISER_ROLES.filter((r) => (allowed as readonly string[]).includes(r))) {
          const answer = await call(op, organiserTokens[role]);
          const refusedByRole = answer.status === 403 && answer.body?.message === refusalMessage(allowed);
          expect(answer.status === 401 || refusedByRole, `${role}: ${op.operationId} answered ${answer.status} ${JSON.stringify(answer.body)}`).toBe(false);
        }
      }, 60_000);
    }

    for (const op of operations.filter((candidate) => !isConsoleOperation(candidate))) {
      it(`${op.operationId} (${op.method} ${op.path}) answers each role as x-roles says`, async () => {
        const allowed = access.get(op.operationId)!;
        const anonymous = await call(op, null);
        if (op.auth === "required") expect(anonymous.status, `${op.operationId} without a token`).toBe(401);
        else expect(anonymous.status, `${op.operationId} without a token`).not.toBe(401);
        if (op.auth === "none") return;
        if (op.auth === "required") {
          for (const role of ORGANISER_ROLES) {
            expect((await call(op, organiserTokens[role])).status, `an organiser's token (${role}) on ${op.operationId}`).toBe(401);
          }
        }

        const refused = ROLES.filter((role) => !canCall(role, allowed));
        if (refused.length > 0) {
          const id = await ownRecord(op);
          const json = exampleBody(op);
          const before = await fingerprint(api.db);
          for (const role of refused) {
            const answer = await call(op, tokens[role], { id, json });
            expect(answer.status, `${role}: ${op.operationId} answered ${JSON.stringify(answer.body)}`).toBe(403);
            expect(answer.body?.message, `${role}: ${op.operationId}`).toBe(refusalMessage(allowed));
          }
          expect(changes(before, await fingerprint(api.db)), `refused calls of ${op.operationId} changed rows`).toEqual([]);
        }

        for (const role of ROLES.filter((r) => canCall(r, allowed))) {
          const answer = await call(op, tokens[role]);
          const refusedByRole = answer.status === 403 && answer.body?.message === refusalMessage(allowed);
          expect(answer.status === 401 || refusedByRole, `${role}: ${op.operationId} answered ${answer.status} ${JSON.stringify(answer.body)}`).toBe(
            false,
          );
        }
      }, 60_000);
    }
  });
}
