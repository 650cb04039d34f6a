// Property-based fuzzing of every operation of the contract but the organiser console's
// (console-fuzz.ts) against one real server: requests built from the document's own schemas
// (valid, invalid and odd), sent over HTTP by the two demo companies, by nobody and by forged
// tokens. After each request: no 5xx, the documented JSON envelope, no stack trace or SQL in an
// error, and the database changed only where the caller may change it. After all of them: the
// cross-table rules hold and every stored file is accounted for.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ADMIN, DEMO_SECOND_ADMIN, DEMO_TEAM } from "../../server/demo/demo-data.ts";
import { startApiServer, signInExhibitor, type ApiServer, type DbKind, type SignedInExhibitor } from "../../server/testing/api-test-kit.ts";
import { answerRequiredFields } from "../contract/form-answers.ts";
import type { FormFieldDefinition } from "../contract/context.ts";
import {
  AUTH_STATE_TABLES,
  BACKGROUND_TABLES,
  INSTALLATION_TABLES,
  changes,
  consistencyViolations,
  counterChanges,
  filesUnder,
  fingerprint,
  ORGANISER_TABLES,
  OWNED_TABLES,
  owners,
  publicTables,
  uploadRows,
  type Change,
} from "./db-state.ts";
import { contract, documentRoot, idColumnOf, isConsolePath, operationShapes, tableOfPath, type OperationShape } from "./operations.ts";
import { CALLER_EVENT, CALLER_EXHIBITOR, CALLER_LEAD, CALLER_USER, exhibitorFirstRules, exhibitorPlanRules, requestArbitrary, withStandIns, type IdChoice, type Pools, type RequestPlan } from "./request-plan.ts";
import { FUZZ_RUNS, FUZZ_SEED, FUZZ_SERVER_ENV, FUZZ_SIZE } from "./fuzz-settings.ts";
import { assertFuzzProperty, expectAcceptedOnce } from "./fuzz-run.ts";
import { expectWellFormed, sendPlan, sentStrings, type Answer, type FileAnswer } from "./fuzz-answers.ts";


/** Operations valid input cannot complete, and why (each is completed by the contract suite). */
const NEVER_ACCEPTED: Readonly<Record<string, string>> = {
  verifyOtpWithCountry: "the code is random and sent by SMS; a generated one matches 1 time in 10,000",
  changeMobile: "needs the code sent by SMS to the new number",
  resetPassword: "needs the code sent by SMS to the account's number",
  updatePassword: "the fuzzed accounts have no password, so a first one needs the code sent by SMS",
  transferCompanyOwnership: "only the owner may call it, and only for an admin of the company who has signed in: a fuzzed id names one 1 time in many",
  captureBusinessCard: "needs the path of a photo the caller's company uploaded (POST /leads/photos): a generated one names none (server/handlers/business-card.test.ts sends real ones)",
  addLeadImage: "needs the path of a photo the caller's company uploaded (POST /leads/photos): a generated one names none (server/handlers/lead-photos.test.ts sends real ones)",
  getGuestRegistration: "a guest link's token is random and stored only as its hash, so no generated one names a link (the contract suite opens a real one)",
  registerGuest: "needs the random token of a real guest link (the contract suite registers through one)",
  downloadGuestBadge: "needs the random token of a real guest link and a ticket issued through it",
  uploadGuestFile: "needs the random token of a real guest link (the contract suite and server/handlers/guest-uploads.test.ts upload through one)",
  resendWebhookDelivery: "needs a delivery of the endpoint, and the fuzz names rows by the path's first segment (an endpoint id in both places); server/handlers/webhooks.test.ts resends real ones",
  decideLeadDuplicate: "needs a lead marked as a possible duplicate, which only a capture that shares a phone with an older lead makes; the fuzz names its company's leads at random (server/handlers/lead-possible-duplicates.test.ts decides real ones)",
  decideReferralRegistration: "the fuzzed server has no ORGANISER_API_KEY, so the operation is off (403); the contract suite decides with the key",
};

/** Success answers that are files, not JSON: the operation and the file's media type and first bytes. */
const CSV = { type: /^text\/csv/, starts: /^[^\r\n]*,/ };
const FILE_ANSWERS: Readonly<Record<string, FileAnswer>> = {
  downloadBadge: { type: /^application\/pdf/, starts: /^%PDF-/ },
  downloadGuestBadge: { type: /^application\/pdf/, starts: /^%PDF-/ },
  getLeadFollowUpCalendar: { type: /^text\/calendar/, starts: /^BEGIN:VCALENDAR/ },
  // CSV (a header row), XLSX (a zip) or vCard (empty when the company has no leads).
  exportLeadFile: { type: /^(?:text\/csv|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet|text\/vcard)/, starts: /^(?:[^\r\n]*,|PK|BEGIN:VCARD|$)/ },
  exportTeamMembers: CSV,
  exportReferralRegistrations: CSV,
  exportProducts: CSV,
};

/** The operations that store a file (multipart), whose 201 names it. */
const UPLOADS = new Set(["uploadFile", "uploadLeadPhoto", "uploadOwnPhoto"]);

/**
 * A defect planted in the server after it starts (a database trigger, say), to show the fuzz finds
 * it: only `operationId` is fuzzed, and its property must fail with a message matching `caught`.
 */
export interface PlantedDefect {
  readonly operationId: string;
  plant(api: ApiServer): Promise<void>;
  readonly caught: RegExp;
}

export function describeApiFuzz(kind: DbKind, planted?: PlantedDefect): void {
  // The exhibitors' operations. The console's (an organiser's token, one event's rows) are fuzzed
  // by console-fuzz.ts, in files of their own so the test workers run both at once.
  const shapes = operationShapes().filter((shape) => !isConsolePath(shape.path) && (planted === undefined || shape.operationId === planted.operationId));
  const title = planted === undefined ? "API fuzzing" : `API fuzzing with a defect planted in ${planted.operationId}`;

  describe(`${title} on ${kind === "pglite" ? "PGlite" : "PostgreSQL"} (${FUZZ_RUNS} requests per operation of ${FUZZ_SIZE}, seed ${FUZZ_SEED})`, () => {
    let api: ApiServer;
    let acme: SignedInExhibitor;
    let borealis: SignedInExhibitor;
    let account: { email: string; password: string; exhibitorId: string };
    let pools: Pools;
    /** Owners at the start plus companies that successful registrations created. */
    const knownOwners = new Set<string>();
    const seedFiles = new Set<string>();
    /** Files the server acknowledged with a 201 during the run. */
    const acknowledged = new Set<string>();
    const statuses = new Map<string, Map<number, number>>();
    const uploadsDir = () => join(api.dataDir, "uploads");
    const stagingDir = () => join(api.dataDir, "tmp", "uploads");

    beforeAll(async () => {
      api = await startApiServer(kind, {
        env: FUZZ_SERVER_ENV,
      });
      acme = await signInExhibitor(api.url, DEMO_ADMIN.mobile);
      borealis = await signInExhibitor(api.url, DEMO_SECOND_ADMIN.mobile);
      // An account whose fresh sessions logout may end.
      const email = `fuzz.${randomBytes(4).toString("hex")}@example.test`;
      const password = "fuzz-pass-1";
      const registered = await api.call("POST", "/api/auth/register", { json: { firstName: "Fuzz", lastName: "Account", email, password } });
      expect(registered.status).toBe(201);
      account = { email, password, exhibitorId: registered.body.data.user.exhibitorId as string };

      const ids = async (text: string) => ((await api.db.execute(sqlText(text))) as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id);
      const passIds = await ids("select id::text as id from passes order by id");
      const referralBodies: Array<Record<string, unknown>> = [];
      for (const signed of [acme, borealis]) {
        const passes = await signed.call("GET", "/api/passes");
        for (const pass of passes.body.data as Array<{ _id: string }>) {
          const fields = await signed.call("GET", `/api/form-fields?ticketId=${pass._id}`);
          const answers = answerRequiredFields(fields.body.data as FormFieldDefinition[], {
            firstName: "Fuzz",
            lastName: "Guest",
            email: "guest@fuzz.example",
            mobile: "9988776655",
          });
          referralBodies.push({ ticketId: pass._id, ...answers });
        }
      }
      // The demo's leads have no follow-up day, and a lead's calendar file answers 409 without one:
      // a day well after the run (so no reminder falls due during it) lets the calendar be reached
      // whichever lead the run picks, not only one an earlier operation happened to date.
      await api.db.execute(sqlText("update leads set follow_up_date = (current_date + 365)::date"));
      pools = {
        eventIds: await ids("select id::text as id from events order by id"),
        exhibitorIds: await ids("select id::text as id from exhibitors order by id"),
        passIds,
        domains: ["localhost", api.config.defaultEventDomain, "127.0.0.1"],
        mobiles: [DEMO_ADMIN.mobile, DEMO_SECOND_ADMIN.mobile, DEMO_TEAM[0].authenticationId],
        account: { email, password },
        referralBodies,
        optionLists: (await api.db.execute(sqlText("select distinct name from form_option_lists order by name")) as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name),
        leadIds: await ids("select id::text as id from leads order by id"),
      };
      for (const owner of owners(await fingerprint(api.db))) knownOwners.add(owner);
      for (const file of await filesUnder(uploadsDir())) seedFiles.add(file);
      await planted?.plant(api);
    }, 180_000);

    afterAll(async () => {
      if (process.env.FUZZ_REPORT === "1") {
        const lines = [...statuses].map(([id, counts]) => `${id.padEnd(28)} ${[...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ")}`);
        console.info(`Answers per operation (${kind}):\n${lines.join("\n")}`);
      }
      await api?.close();
    });

    const tokenOf = async (caller: RequestPlan["caller"]): Promise<{ token?: string; exhibitorId?: string; eventId?: string; userId?: string }> => {
      switch (caller) {
        case "acme":
          return { token: acme.token, exhibitorId: acme.exhibitorId, eventId: acme.eventId, userId: acme.user._id };
        case "borealis":
          return { token: borealis.token, exhibitorId: borealis.exhibitorId, eventId: borealis.eventId, userId: borealis.user._id };
        case "fresh": {
          const login = await api.call("POST", "/api/auth/login", { json: { email: account.email, password: account.password } });
          expect(login.status, "a fresh session for logout").toBe(200);
          return { token: login.body.data.token as string, exhibitorId: account.exhibitorId, eventId: acme.eventId };
        }
        case "forged":
          return { token: randomBytes(32).toString("base64url") };
        default:
          // Nobody, or an organiser: the exhibitors' operations never plan the console's callers.
          return {};
      }
    };

    /** A concrete id for a planned one: a current row of the caller's company or of another. */
    const resolveId = async (op: OperationShape, choice: IdChoice, exhibitorId: string): Promise<string> => {
      if (choice.kind === "literal") return choice.value;
      const table = tableOfPath(op.path);
      const owner = OWNED_TABLES[table]!;
      const comparison = choice.kind === "own" ? "=" : "<>";
      const column = idColumnOf(table);
      const rows = ((await api.db.execute(sqlText(`select t_row.${column}::text as id from ${table} t_row where ${owner} ${comparison} '${exhibitorId}' order by t_row.id`))) as unknown as {
        rows: Array<{ id: string }>;
      }).rows;
      return rows.length === 0 ? "00000000-0000-4000-8000-000000000000" : rows[choice.pick % rows.length]!.id;
    };
    /** An operation whose path names a lead: resolveId reads a live lead of a company through it. */
    const LEAD_ROWS = operationShapes().find((shape) => shape.operationId === "updateLead")!;

    /** Who may own the rows a request changed. */
    function allowedChange(op: OperationShape, answer: Answer, callerCompany: string | undefined, before: Set<string>) {
      const ok = answer.status >= 200 && answer.status < 300;
      return (change: Change): boolean => {
        if (!ok || change.owner === "organiser-data") return false;
        if (op.operationId === "register" || op.operationId === "registerMobile") return !before.has(change.owner);
        // A team member's first sign-in creates their account in their company.
        if (op.operationId === "verifyOtpWithCountry") return change.table === "users";
        return change.owner === callerCompany;
      };
    }

    if (planted === undefined) it("every table is classified by owner, organiser data or sign-in state", async () => {
      const classified = new Set([...Object.keys(OWNED_TABLES), ...ORGANISER_TABLES, ...AUTH_STATE_TABLES, ...INSTALLATION_TABLES, ...BACKGROUND_TABLES]);
      expect((await publicTables(api.db)).filter((table) => !classified.has(table))).toEqual([]);
    });

    if (planted === undefined) it("covers every operation of the document but the console's", () => {
      expect(shapes.map((s) => s.operationId).sort()).toEqual(
        contract.operations.filter((o) => !isConsolePath(o.path)).map((o) => o.operationId).sort(),
      );
      expect(shapes.length).toBeGreaterThan(40);
    });

    for (const op of shapes) {
      it(`${op.operationId}: ${op.method} ${op.path}`, async () => {
        const arbitrary = requestArbitrary(op, documentRoot, exhibitorPlanRules(op, pools));
        const [first] = fc.sample(requestArbitrary(op, documentRoot, exhibitorFirstRules(op, pools), { validOnly: true }), { seed: FUZZ_SEED, numRuns: 1 });
        const counts = statuses.get(op.operationId) ?? new Map<number, number>();
        statuses.set(op.operationId, counts);
        const property = fc.asyncProperty(arbitrary, async (plan) => {
          const { token, exhibitorId, eventId, userId } = await tokenOf(plan.caller);
          const perspective = exhibitorId ?? acme.exhibitorId;
          const ids: Record<string, string> = {};
          for (const [name, choice] of Object.entries(plan.pathIds)) ids[name] = await resolveId(op, choice, perspective);
          const leadId = JSON.stringify(plan.body).includes(CALLER_LEAD) ? await resolveId(LEAD_ROWS, { kind: "own", pick: 0 }, perspective) : "";
          plan = withStandIns(plan, { [CALLER_LEAD]: leadId, [CALLER_EVENT]: eventId ?? acme.eventId, [CALLER_EXHIBITOR]: perspective, [CALLER_USER]: userId ?? acme.user._id });

          const before = await fingerprint(api.db);
          const filesBefore = await filesUnder(uploadsDir());
          const answer = await sendPlan(api.url, op, plan, token, ids);
          const after = await fingerprint(api.db);
          const filesAfter = await filesUnder(uploadsDir());
          counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);

          const story = `${op.method} ${op.path} ${plan.variant} as ${plan.caller} ids=${JSON.stringify(ids)} → ${answer.status}: ${answer.text.slice(0, 500)}`;
          if (process.env.FUZZ_TRACE === "1") console.info(`${story.slice(0, 300)} ${JSON.stringify(plan.pathIds)}`);
          await expectWellFormed(op, answer, story, { file: FILE_ANSWERS[op.operationId], echoes: sentStrings(plan, ids) });

          const beforeOwners = owners(before);
          const unexpected = changes(before, after).filter((change) => !allowedChange(op, answer, exhibitorId, beforeOwners)(change));
          if (process.env.FUZZ_TRACE === "1" && unexpected.length > 0) console.info(JSON.stringify(unexpected));
          expect(unexpected, `${story}\n  changed rows it may not change`).toEqual([]);
          // Only a counted download moves a counter: its own, by one.
          const counted = op.operationId === "incrementDownload" && answer.status === 200 ? { [String(ids.id).toLowerCase()]: 1 } : {};
          expect(counterChanges(before, after), `${story}\n  download counters`).toEqual(counted);
          for (const owner of owners(after)) knownOwners.add(owner);

          // Files appear only as the file a 201 upload answer names, and never disappear.
          const stored = UPLOADS.has(op.operationId) && answer.status === 201 ? [String((answer.body as { data: { filePath: string } }).data.filePath)] : [];
          stored.forEach((file) => acknowledged.add(file));
          expect(filesAfter, `${story}\n  files on disk`).toEqual([...filesBefore, ...stored].sort());
          expect(await filesUnder(stagingDir()), `${story}\n  staging leftovers`).toEqual([]);
        });
        if (planted !== undefined) {
          await expect(assertFuzzProperty(property, { runs: FUZZ_RUNS, runsVariable: "FUZZ_RUNS", examples: [[first!]] })).rejects.toThrow(planted.caught);
          return;
        }
        await assertFuzzProperty(property, { runs: FUZZ_RUNS, runsVariable: "FUZZ_RUNS", examples: [[first!]] });
        expectAcceptedOnce(op.operationId, counts, FUZZ_RUNS, NEVER_ACCEPTED);
      }, 120_000);
    }

    // The rest checks a whole run; a planted defect's run fuzzes one operation to show it fails.
    if (planted !== undefined) return;

    it("leaves the data consistent and every stored file accounted for", async () => {
      expect(await consistencyViolations(api.db)).toEqual([]);
      // Every company owning rows existed before a request or was created by a registration.
      const final = await fingerprint(api.db);
      expect([...owners(final)].filter((owner) => !knownOwners.has(owner))).toEqual([]);
      // Seeded demo files plus exactly the uploads the server acknowledged, each with its record.
      const files = await filesUnder(uploadsDir());
      expect(files).toEqual([...seedFiles, ...acknowledged].sort());
      const rows = await uploadRows(api.db);
      expect(files.filter((file) => !seedFiles.has(file))).toEqual(rows.filter((row) => !seedFiles.has(row)));
      expect(rows.every((row) => files.includes(row)), "every upload record has its file").toBe(true);
      expect(await filesUnder(stagingDir())).toEqual([]);
    });

    it("answered with more than one status per operation, so the inputs varied", () => {
      for (const op of shapes) {
        // An operation without parameters, body or token has one answer only.
        if (op.parameters.length === 0 && !op.body && op.auth === "none") continue;
        expect(statuses.get(op.operationId)?.size ?? 0, op.operationId).toBeGreaterThan(1);
      }
    });
  });
}

/** Test-made SQL only (ids this file read from the database itself), never request input. */
function sqlText(text: string) {
  return sql.raw(text);
}
