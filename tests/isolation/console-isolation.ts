// The organiser's console between events: an organiser (full role) of a second event calls every
// console operation of openapi/exhibitor-portal.yaml against the demo event. Read from the contract,
// so a new console operation is walked without anyone listing it here.
// - With a path id, it names the demo event's own record of that kind, with the contract's example
//   body: the answer is 404 (or 403) and the database is exactly as before.
// - Without a path id, a read shows none of the demo event's exhibitor names or record ids, and a
//   write (with the example body, ids in it swapped for the demo event's) changes no demo-event row.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Command } from "../../server/admin/command.ts";
import { runOn } from "../../server/admin/run.ts";
import { addExhibitor } from "../../server/admin/commands/add-exhibitor.ts";
import { allocatePasses } from "../../server/admin/commands/allocate-passes.ts";
import { createEvent } from "../../server/admin/commands/create-event.ts";
import { DEMO_ADMIN } from "../../server/demo/demo-data.ts";
import { callApi, startApiServer, type ApiAnswer, type ApiServer, type DbKind } from "../../server/testing/api-test-kit.ts";
import { signIn } from "../../server/testing/sign-in.ts";
import { signInOrganiser } from "../../server/testing/organiser-kit.ts";
import { samplePdf } from "../../server/storage/sample-files.ts";
import { tinyPng } from "../contract/sample-files.ts";
import { changes, counterChanges, fingerprint, OWNED_TABLES } from "../fuzz/db-state.ts";
import { exampleBody, isConsoleOperation } from "../roles/role-matrix.ts";
import { documentRoot, isConsolePath, operationShapes, type OperationShape } from "../fuzz/operations.ts";
import { RECORDS_OF_PATH } from "../fuzz/console-records.ts";

type Json = Record<string, unknown>;

/** Test-made SQL only (ids the suite read from the database itself), never request input. */
async function rows<T>(server: ApiServer, text: string): Promise<T[]> {
  return ((await server.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

async function runCommand(server: ApiServer, command: Command, values: Record<string, string>): Promise<void> {
  const run = await command.prepare(values, []);
  const errors: string[] = [];
  await runOn(server.db, run, { out: () => undefined, err: (line) => errors.push(line) });
  expect(errors).toEqual([]);
}

function rawOperation(op: OperationShape): Json {
  return (documentRoot.paths as Record<string, Json>)[op.path]![op.method.toLowerCase()] as Json;
}

const isMultipart = (op: OperationShape): boolean =>
  "multipart/form-data" in ((rawOperation(op).requestBody as { content?: Json } | undefined)?.content ?? {});

const hasPathId = (op: OperationShape): boolean => op.parameters.some((p) => p.in === "path");

/** Secured by any scheme, with no anonymous alternative (`security: []` or a `{}` requirement is public). */
const needsCredentials = (op: OperationShape): boolean => {
  const raw = (documentRoot.paths as Record<string, Json>)[op.path]![op.method.toLowerCase()] as Json;
  const security = (raw.security ?? documentRoot.security ?? []) as Json[];
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
};

/**
 * Every row of the event, table by table: its own row, its organiser tables, and every row its
 * companies own. One hash per table, so a write elsewhere leaves it as it was.
 */
async function eventRows(server: ApiServer, event: string): Promise<Record<string, string>> {
  const ofCompanies = `in (select id::text from exhibitors where event_id = '${event}')`;
  const parts: Array<[string, string]> = [
    ["events", `t_row.id = '${event}'`],
    ...["exhibitor_categories", "form_fields", "form_option_lists", "organisers", "downloads", "faqs"].map((t): [string, string] => [t, `t_row.event_id = '${event}'`]),
    ...Object.entries(OWNED_TABLES).map(([table, owner]): [string, string] => [table, `${owner} ${ofCompanies}`]),
    // Attendees the organiser imported belong to the event, not to a company.
    ["tickets", `t_row.event_id = '${event}'`],
  ];
  const found = await rows<{ t: string; h: string }>(
    server,
    parts
      .map(([table, where], i) => `select '${table}#${i}' as t, count(*)::text || ':' || coalesce(md5(string_agg(t_row::text, '|' order by t_row::text)), '') as h from ${table} t_row where ${where}`)
      .join(" union all "),
  );
  return Object.fromEntries(found.map((row) => [row.t, row.h]));
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export function describeConsoleIsolation(kind: DbKind): void {
  const consoleOps = operationShapes().filter(isConsoleOperation);
  const withId = consoleOps.filter(hasPathId);
  const reads = consoleOps.filter((op) => !hasPathId(op) && op.method === "GET");
  const writes = consoleOps.filter((op) => !hasPathId(op) && op.method !== "GET");

  describe(`the organiser's console between events on ${kind === "pglite" ? "PGlite" : "PostgreSQL"}`, () => {
    let api: ApiServer;
    let demoEvent = "";
    let secondEvent = "";
    let token = "";
    /** The demo event's exhibitor names and record ids: none may show in the second event's answers. */
    const demoMarks: string[] = [];
    /** Ids of the demo event's registrations, for bodies that name registrations. */
    let demoRegistrations: string[] = [];
    let demoFaqs: string[] = [];
    let secondCategory = "";

    beforeAll(async () => {
      api = await startApiServer(kind, { env: { OTP_RESEND_SECONDS: "0", OTP_SEND_LIMIT_PER_NUMBER: "1000", OTP_SEND_LIMIT_PER_IP: "1000" } });
      const before = await rows<{ id: string }>(api, "select id::text as id from events");
      expect(before, "the demo event alone").toHaveLength(1);
      demoEvent = before[0]!.id;

      // A second event with a company and passes, made the way an organiser makes them.
      const domain = `console-${randomBytes(3).toString("hex")}.example.test`;
      await runCommand(api, createEvent, { domain, title: "Second Expo" });
      await runCommand(api, addExhibitor, { domain, name: "Nordlys Systems", booth: "N-1", mobile: "9700012346" });
      await runCommand(api, allocatePasses, { domain, "exhibitor-mobile": "9700012346", category: "Gold", count: "3" });
      secondEvent = (await rows<{ id: string }>(api, `select id::text as id from events where domain = '${domain}'`))[0]!.id;
      secondCategory = (await rows<{ id: string }>(api, `select id::text as id from exhibitor_categories where event_id = '${secondEvent}' limit 1`))[0]?.id ?? UNKNOWN_ID;
      token = (await signInOrganiser(api, { eventId: secondEvent, role: "organiser" })).token;
      // An attendee of its own, so its badge sheet has something to print.
      const imported = await callApi(api.url, "POST", "/api/organiser/attendees/import", {
        token,
        json: { csv: "name,email,company,ticket type,badge id\nOla Nordmann,ola@second.example,Fjord AS,Visitor,SECOND-000001\n" },
      });
      expect(imported.status, JSON.stringify(imported.body)).toBeLessThan(300);

      // The demo event has a support request and an organiser of its own, so every kind of id has a row.
      const acme = await signIn(api.url, { mobile: DEMO_ADMIN.mobile });
      const asked = await callApi(api.url, "POST", "/api/support", { token: acme.token, json: { name: "Acme", email: "s@example.test", subject: "Power", message: "No power at the booth." } });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      await signInOrganiser(api, { eventId: demoEvent, role: "organiser-staff", name: "Demo Staff Organiser" });

      for (const row of await rows<{ id: string; name: string }>(api, `select id::text as id, name from exhibitors where event_id = '${demoEvent}'`)) demoMarks.push(row.id, row.name);
      for (const [, query] of RECORDS_OF_PATH) for (const row of await rows<{ id: string }>(api, query(demoEvent))) demoMarks.push(row.id);
      // Attendees' e-mail addresses too: the attendee list shows people, not companies.
      for (const row of await rows<{ email: string }>(api, `select guest_email as email from tickets where event_id = '${demoEvent}' and guest_email is not null`)) demoMarks.push(row.email);
      const demoIds = (prefix: string) => rows<{ id: string }>(api, RECORDS_OF_PATH.find(([p]) => p === prefix)![1](demoEvent)).then((found) => found.map((r) => r.id));
      demoRegistrations = await demoIds("/organiser/registrations/");
      demoFaqs = await demoIds("/organiser/content/faqs/");
      // The second event's own names must not be the demo event's, or a read would seem to leak.
      expect(demoMarks).not.toContain("Nordlys Systems");
    }, 180_000);

    afterAll(async () => {
      await api?.close();
    });

    const call = (op: OperationShape, path: string, body: unknown, as = token): Promise<ApiAnswer> => {
      if (isMultipart(op)) {
        const form = new FormData();
        form.append("file", new Blob([tinyPng], { type: "image/png" }), "logo.png");
        return callApi(api.url, op.method, `/api${path}`, { token: as, form });
      }
      return callApi(api.url, op.method, `/api${path}`, { token: as, ...(body === undefined ? {} : { json: body }) });
    };

    /** The demo event's records of the kind the path's (first) id names. */
    async function demoRecords(op: OperationShape): Promise<string[]> {
      const entry = RECORDS_OF_PATH.find(([prefix]) => op.path.startsWith(prefix));
      if (!entry) throw new Error(`${op.operationId}: no demo-event records known for ${op.path}; add the kind to RECORDS_OF_PATH`);
      return (await rows<{ id: string }>(api, entry[1](demoEvent))).map((row) => row.id);
    }

    /**
     * The contract's example body, made to act on the second event: ids of registrations are the
     * demo event's (a body id reaching across), a category is the second event's own, and names
     * are the second event's so a later read cannot mistake them for the demo event's.
     */
    function writeBody(op: OperationShape): unknown {
      const example = exampleBody(op) as Json | undefined;
      if (!example || typeof example !== "object") return example;
      const body: Json = structuredClone(example);
      if (Array.isArray(body.ids)) body.ids = op.path.includes("/faq") ? demoFaqs : demoRegistrations;
      if (typeof body.categoryId === "string") body.categoryId = secondCategory;
      if (typeof body.name === "string") body.name = `Second Expo ${op.operationId}`;
      if (body.owner && typeof body.owner === "object") (body.owner as Json).mobile = "9700099001";
      return body;
    }

    /** A PDF the second event's organiser uploaded for its resources: its stored path. */
    async function uploadedResourceFile(): Promise<string> {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(samplePdf())], { type: "application/pdf" }), "manual.pdf");
      const answer = await callApi(api.url, "POST", "/api/organiser/content/resource-files", { token, form });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return String(answer.body.data.filePath);
    }

    /** The demo event's marks that show in an answer. */
    const demoIn = (answer: ApiAnswer, echoed: readonly unknown[] = []): string[] => {
      const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      // An id the caller itself sent may come back in the refusal ("not found: …"): that tells nothing.
      return demoMarks.filter((mark) => mark.length > 3 && text.includes(mark) && !echoed.includes(mark));
    };

    it("walks every console operation of the contract", () => {
      const walked = [...withId, ...reads, ...writes].map((op) => op.operationId).sort();
      const all = operationShapes();
      expect(walked).toEqual(all.filter(isConsoleOperation).map((op) => op.operationId).sort());
      // And every signed-in operation under the console's paths is one of them (its sign-in is public).
      const underConsole = all.filter((op) => isConsolePath(op.path) && needsCredentials(op)).map((op) => op.operationId);
      expect(underConsole.length, "signed-in operations under the console's paths").toBeGreaterThan(20);
      expect(underConsole.filter((id) => !walked.includes(id)), "console paths left out of the walk").toEqual([]);
      expect(walked.length).toBeGreaterThan(20);
      // Every path id names a kind of record the walk knows.
      for (const op of withId) expect(RECORDS_OF_PATH.some(([prefix]) => op.path.startsWith(prefix)), op.operationId).toBe(true);
    });

    // Reads first, so the writes below cannot put anything into what they show.
    for (const op of reads) {
      it(`${op.operationId} (GET ${op.path}) shows none of the demo event's exhibitors or records`, async () => {
        const before = await fingerprint(api.db);
        const answer = await call(op, op.path, undefined);
        expect(answer.status, `${op.operationId}: ${JSON.stringify(answer.body).slice(0, 300)}`).toBe(200);
        expect(demoIn(answer), `${op.operationId} shows the demo event's data`).toEqual([]);
        expect(changes(before, await fingerprint(api.db)), `${op.operationId} changed rows`).toEqual([]);
      }, 60_000);
    }

    for (const op of withId) {
      it(`${op.operationId} (${op.method} ${op.path}) finds none of the demo event's records`, async () => {
        const ids = await demoRecords(op);
        expect(ids, `${op.operationId}: demo-event records to try`).not.toEqual([]);
        const body = exampleBody(op);
        for (const id of ids) {
          const path = op.path.replace(/\{[^}]+\}/, encodeURIComponent(id)).replace(/\{[^}]+\}/g, UNKNOWN_ID);
          const before = await fingerprint(api.db);
          const answer = await call(op, path, body);
          const after = await fingerprint(api.db);
          const label = `${op.method} ${path} (${op.operationId})`;
          expect([403, 404], `${label} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`).toContain(answer.status);
          expect(demoIn(answer), `${label} shows the demo event's data`).toEqual([]);
          expect(changes(before, after), `${label} changed rows`).toEqual([]);
          expect(counterChanges(before, after), `${label} moved a counter`).toEqual({});
        }
      }, 120_000);
    }

    // Signing out ends the walk's session, so it goes last (with a session of its own).
    const lastOut = (a: OperationShape, b: OperationShape) => Number(a.operationId === "logoutOrganiser") - Number(b.operationId === "logoutOrganiser");
    for (const op of [...writes].sort(lastOut)) {
      it(`${op.operationId} (${op.method} ${op.path}) changes nothing of the demo event`, async () => {
        const as = op.operationId === "logoutOrganiser" ? (await signInOrganiser(api, { eventId: secondEvent })).token : token;
        const body = writeBody(op) as Json | undefined;
        // A resource names a file the same organiser uploaded first.
        if (typeof body?.fileUrl === "string") body.fileUrl = await uploadedResourceFile();
        const before = await eventRows(api, demoEvent);
        const answer = await call(op, op.path, body, as);
        const after = await eventRows(api, demoEvent);
        const label = `${op.operationId} with ${JSON.stringify(body)?.slice(0, 200)}`;
        expect(answer.status, `${label} answered ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500);
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        expect(changed, `${label} changed the demo event's rows`).toEqual([]);
        const sentIds = ((body as Json | undefined)?.ids ?? []) as unknown[];
        expect(demoIn(answer, sentIds), `${label} shows the demo event's data`).toEqual([]);
        // A body naming the demo event's registrations finds none of them; other writes succeed in the second event.
        if (sentIds.length > 0) expect([403, 404], `${label} answered ${answer.status}`).toContain(answer.status);
        else expect(answer.status, `${label} answered ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(300);
      }, 60_000);
    }
  });
}
