// Property-based fuzzing of the organiser console's operations (paths under /organiser/), from the
// contract's own schemas, against one real server: sent by the demo event's organiser and staff
// organiser, by a company's token, by nobody and by forged tokens, with ids of the organiser's own
// event and of a second event. After each request: no 5xx, the documented envelope or file, no
// inside of the server in an error, nothing of the second event in the answer, files on disk only
// as acknowledged uploads. After each operation's runs: no row of the second event changed (compared
// once per operation, not per request, to keep the run short). After all of them: the cross-table
// rules hold and every stored file is accounted for.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiServer, type ApiServer, type DbKind } from "../../server/testing/api-test-kit.ts";
import { consistencyViolations, filesUnder, uploadRows } from "./db-state.ts";
import { EVENT_FAQS, EVENT_FAQS_AND_OTHER, FORM_FIELDS, FORM_FIELDS_AND_NOTE, PENDING_REGISTRATION, UNIQUE, consoleFirstRules, consolePlanRules, withUniqueValues } from "./console-plan.ts";
import { importEchoes } from "./console-echoes.ts";
import { recordsQueryOf } from "./console-records.ts";
import { buildConsoleWorld, SECOND_EVENT_WORD, type ConsoleWorld } from "./console-world.ts";
import { changedTables, eventRows, unattributedTables } from "./event-rows.ts";
import { expectWellFormed, sendPlan, sentStrings, type Answer, type FileAnswer } from "./fuzz-answers.ts";
import { contract, documentRoot, isConsolePath, operationShapes, type OperationShape } from "./operations.ts";
import { requestArbitrary, withStandIns, type IdChoice, type RequestPlan } from "./request-plan.ts";
import { CONSOLE_FUZZ_RUNS, FUZZ_SEED, FUZZ_SERVER_ENV, FUZZ_SIZE } from "./fuzz-settings.ts";
import { assertFuzzProperty, expectAcceptedOnce } from "./fuzz-run.ts";

/** Operations valid input cannot complete, and why (each is completed by the handlers' tests). */
const NEVER_ACCEPTED: Readonly<Record<string, string>> = {
  verifyOrganiserCode: "the code is random and sent by SMS; a generated one matches 1 time in 10,000 (server/handlers/organiser-auth.test.ts signs in with real ones)",
};

const PDF: FileAnswer = { type: /^application\/pdf/, starts: /^%PDF-/ };
const FILE_ANSWERS: Readonly<Record<string, FileAnswer>> = {
  downloadOrganiserAttendeeBadge: PDF,
  downloadOrganiserAttendeeBadges: PDF,
};

/** The operations that store a file, and where their answer names it. */
const STORED_FILE: Readonly<Record<string, (data: Record<string, unknown>) => unknown>> = {
  uploadOrganiserResourceFile: (data) => data.filePath,
  uploadOrganiserEventLogo: (data) => data.logo,
};

/**
 * Last, in this order: signing out (its own sessions), then removing exhibitors and organisers, which
 * take away rows and sessions the other operations work with.
 */
const LAST = ["logoutOrganiser", "deleteOrganiserExhibitor", "removeOrganiser"];
const runOrder = (a: OperationShape, b: OperationShape) => LAST.indexOf(a.operationId) - LAST.indexOf(b.operationId);

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export function describeConsoleFuzz(kind: DbKind): void {
  const shapes = operationShapes()
    .filter((shape) => isConsolePath(shape.path))
    .sort(runOrder);

  describe(`Console API fuzzing on ${kind === "pglite" ? "PGlite" : "PostgreSQL"} (${CONSOLE_FUZZ_RUNS} requests per operation of ${FUZZ_SIZE}, seed ${FUZZ_SEED})`, () => {
    let api: ApiServer;
    let world: ConsoleWorld;
    const seedFiles = new Set<string>();
    const acknowledged = new Set<string>();
    const statuses = new Map<string, Map<number, number>>();
    let nonce = 100_000_000;
    const uploadsDir = () => join(api.dataDir, "uploads");
    const stagingDir = () => join(api.dataDir, "tmp", "uploads");

    const rows = async <T>(text: string): Promise<T[]> => ((await api.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

    beforeAll(async () => {
      api = await startApiServer(kind, {
        env: FUZZ_SERVER_ENV,
      });
      for (const file of await filesUnder(uploadsDir())) seedFiles.add(file);
      // Each accepted decision takes a pending registration: enough for a long run's too.
      world = await buildConsoleWorld(api, { pendingPerPass: Math.max(3, Math.ceil(CONSOLE_FUZZ_RUNS / 5)) });
      // The world's own uploads (a resource file of each event, a company's file) are acknowledged already.
      for (const file of await filesUnder(uploadsDir())) acknowledged.add(file);
    }, 180_000);

    afterAll(async () => {
      if (process.env.FUZZ_REPORT === "1") {
        const lines = [...statuses].map(([id, counts]) => `${id.padEnd(34)} ${[...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ")}`);
        console.info(`Answers per console operation (${kind}):\n${lines.join("\n")}`);
      }
      await api?.close();
    });

    const tokenOf = async (caller: RequestPlan["caller"]): Promise<string | undefined> => {
      switch (caller) {
        case "organiser":
          return world.organiser.token;
        case "organiser-staff":
          return world.staff.token;
        case "organiser-fresh": {
          const { email, password } = world.pools.passwordAccount;
          const login = await api.call("POST", "/api/organiser/auth/login", { json: { email, password, event: world.demoEvent } });
          expect(login.status, `a fresh organiser session for logout: ${JSON.stringify(login.body)}`).toBe(200);
          return login.body.token as string;
        }
        case "acme":
          return world.acmeToken;
        case "forged":
          return randomBytes(32).toString("base64url");
        default:
          return undefined;
      }
    };

    /** A concrete path id: a current record of the organiser's event (`own`) or of the second event. */
    const resolveId = async (op: OperationShape, choice: IdChoice): Promise<string> => {
      if (choice.kind === "literal") return choice.value;
      const query = recordsQueryOf(op.path);
      if (!query) throw new Error(`${op.operationId}: no records known for ${op.path}; add the kind to RECORDS_OF_PATH`);
      const found = (await rows<{ id: string }>(query(choice.kind === "own" ? world.demoEvent : world.secondEvent))).map((row) => row.id);
      // The form every pass shares is the event's own too.
      if (choice.kind === "own" && op.path.startsWith("/organiser/pass-forms/")) found.push("shared");
      return found.length === 0 ? UNKNOWN_ID : found[choice.pick % found.length]!;
    };

    /** The live values of the plan's stand-ins: the event's FAQs now, a registration still pending, a form's fields. */
    const standIns = async (plan: RequestPlan, ids: Record<string, string>): Promise<Record<string, unknown>> => {
      const text = JSON.stringify(plan.body);
      const values: Record<string, unknown> = {};
      if (text.includes(FORM_FIELDS)) {
        const form = await api.call("GET", `/api/organiser/pass-forms/${encodeURIComponent(ids.formId ?? "")}`, { token: world.organiser.token });
        const fields = form.status === 200 ? (form.body.data.fields as unknown[]) : [];
        values[FORM_FIELDS] = fields;
        values[FORM_FIELDS_AND_NOTE] = [...fields, { type: "text", name: `fuzzNote${UNIQUE}`, label: "Note", required: false }];
      }
      if (text.includes(EVENT_FAQS)) {
        const faqs = (await rows<{ id: string }>(`select id::text as id from faqs where event_id = '${world.demoEvent}' and exhibitor_id is null order by sort_order desc, id`)).map((row) => row.id);
        values[EVENT_FAQS] = faqs;
        values[EVENT_FAQS_AND_OTHER] = [...faqs, world.pools.faqs.other[0] ?? UNKNOWN_ID];
      }
      if (text.includes(PENDING_REGISTRATION)) {
        const [pending] = await rows<{ id: string }>(
          `select r.id::text as id from referral_registrations r join exhibitors x on x.id = r.exhibitor_id where x.event_id = '${world.demoEvent}' and not r.approve and not r.reject order by r.id limit 1`,
        );
        values[PENDING_REGISTRATION] = pending?.id ?? UNKNOWN_ID;
      }
      return values;
    };

    /** Names the organiser gave the event's records, which a refusal may quote back (read only when a leak is suspected). */
    const storedTexts = async (): Promise<string[]> => {
      const event = world.demoEvent;
      const found = await rows<{ text: string }>(
        `select name as text from exhibitors where event_id = '${event}' union select category_name from exhibitor_categories where event_id = '${event}' ` +
          `union select name from organisers where event_id = '${event}'`,
      );
      return found.map((row) => row.text);
    };

    /** Ids and words of the second event in an answer, what the request itself sent taken out first. */
    const secondEventIn = (answer: Answer, sent: readonly string[]): string[] => {
      let text = answer.text;
      for (const echo of sent) text = text.split(echo).join("");
      const lower = text.toLowerCase();
      return [SECOND_EVENT_WORD, ...world.secondIds].filter((mark) => lower.includes(mark.toLowerCase()));
    };

    it("every table's rows are an event's, or listed as sign-in, installation or background state", async () => {
      expect(await unattributedTables(api.db)).toEqual([]);
    });

    it("covers every operation under the console's paths", () => {
      expect(shapes.map((s) => s.operationId).sort()).toEqual(contract.operations.filter((o) => isConsolePath(o.path)).map((o) => o.operationId).sort());
      expect(shapes.length).toBeGreaterThan(40);
    });

    for (const op of shapes) {
      it(`${op.operationId}: ${op.method} ${op.path}`, async () => {
        const arbitrary = requestArbitrary(op, documentRoot, consolePlanRules(op, world.pools));
        const [first] = fc.sample(requestArbitrary(op, documentRoot, consoleFirstRules(op, world.pools), { validOnly: true }), { seed: FUZZ_SEED, numRuns: 1 });
        const counts = statuses.get(op.operationId) ?? new Map<number, number>();
        statuses.set(op.operationId, counts);
        const secondBefore = await eventRows(api.db, world.secondEvent);

        const property = fc.asyncProperty(arbitrary, async (planned) => {
          const token = await tokenOf(planned.caller);
          const ids: Record<string, string> = {};
          for (const [name, choice] of Object.entries(planned.pathIds)) ids[name] = await resolveId(op, choice);
          const plan = withUniqueValues(withStandIns(planned, await standIns(planned, ids)), String(nonce++));

          const filesBefore = await filesUnder(uploadsDir());
          const answer = await sendPlan(api.url, op, plan, token, ids);
          const filesAfter = await filesUnder(uploadsDir());
          counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);

          const story = `${op.method} ${op.path} ${plan.variant} as ${plan.caller} ids=${JSON.stringify(ids)} body=${JSON.stringify(plan.body).slice(0, 300)} → ${answer.status}: ${answer.text.slice(0, 500)}`;
          if (process.env.FUZZ_TRACE === "1") console.info(story.slice(0, 400));
          const sent = sentStrings(plan, ids);
          await expectWellFormed(op, answer, story, { file: FILE_ANSWERS[op.operationId], echoes: [...sent, ...importEchoes(op.operationId, plan)], storedTexts });
          expect(secondEventIn(answer, sent), `${story}\n  shows the second event's data`).toEqual([]);

          // Files appear only as the file an upload's answer names, and never disappear.
          const named = answer.status < 300 ? STORED_FILE[op.operationId]?.(((answer.body as { data?: Record<string, unknown> })?.data ?? {})) : undefined;
          const stored = typeof named === "string" && !filesBefore.includes(named) ? [named] : [];
          stored.forEach((file) => acknowledged.add(file));
          expect(filesAfter, `${story}\n  files on disk`).toEqual([...filesBefore, ...stored].sort());
          expect(await filesUnder(stagingDir()), `${story}\n  staging leftovers`).toEqual([]);
        });
        await assertFuzzProperty(property, { runs: CONSOLE_FUZZ_RUNS, runsVariable: "FUZZ_CONSOLE_RUNS", examples: [[first!]] });
        // Another event's rows, once for all of the operation's requests.
        expect(changedTables(secondBefore, await eventRows(api.db, world.secondEvent)), `${op.operationId} changed the second event's rows`).toEqual([]);
        expectAcceptedOnce(op.operationId, counts, CONSOLE_FUZZ_RUNS, NEVER_ACCEPTED);
      }, 120_000);
    }

    it("leaves the data consistent and every stored file accounted for", async () => {
      expect(await consistencyViolations(api.db)).toEqual([]);
      const files = await filesUnder(uploadsDir());
      expect(files).toEqual([...new Set([...seedFiles, ...acknowledged])].sort());
      const records = await uploadRows(api.db);
      expect(files.filter((file) => !seedFiles.has(file))).toEqual(records.filter((row) => !seedFiles.has(row)));
      expect(records.every((row) => files.includes(row)), "every upload record has its file").toBe(true);
      expect(await filesUnder(stagingDir())).toEqual([]);
    });

    it("answered with more than one status per operation, so the inputs varied", () => {
      for (const op of shapes) expect(statuses.get(op.operationId)?.size ?? 0, op.operationId).toBeGreaterThan(1);
    });
  });
}
