import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { apiLayer, makeApiRunner } from "../../api/request.ts";
import { createMemoryStorage } from "../../api/token-store.ts";
import type { FileToDownload } from "../data/file-export.machine.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { describeModel } from "../testing/describe-model.ts";
import type { Lead } from "./lead-form.ts";
import { leadFixture } from "./lead-fixtures.ts";
import { leadsScreenImplementations } from "./leads-screen.actors.ts";
import type { Role } from "../../rules/roles.ts";
import { leadOffers, leadsOf, leadsScreenMachine } from "./leads-screen.machine.ts";
import { leadsScreenModel } from "./leads-screen.model.ts";

describeModel(leadsScreenModel);

const lead = (id: string, fullName: string, priority: Lead["priority"]): Lead =>
  leadFixture({ _id: id, fullName, priority, createdAt: "2025-11-22T10:00:00.000Z", updatedAt: "2025-11-22T10:00:00.000Z" });
const VIKRAM = lead("1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", "Vikram Mehta", "high");
const GRACE = lead("2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", "Grace Liu", "low");

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

/** The screen with its real actors over an injected fetch that knows GET and PUT /leads. */
const startScreen = (role: Role = "owner") => {
  const requests: string[] = [];
  const fetch = async (request: Request) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method !== "GET") return json({ success: true, message: "Lead updated" });
    // The export reads the company's lead questions for its columns: none here.
    return new URL(request.url).pathname.endsWith("/lead-questions") ? json({ success: true, data: [] }) : json({ success: true, data: [VIKRAM, GRACE] });
  };
  const runApi = makeApiRunner(apiLayer({ baseUrl: "http://portal.test/api", fetch, storage: createMemoryStorage({ access_token: "t" }) }));
  const toasts: ToastParams[] = [];
  const downloads: FileToDownload[] = [];
  const machine = leadsScreenMachine.provide(
    leadsScreenImplementations({ runApi, notify: (toast) => void toasts.push(toast), download: (file) => void downloads.push(file) }),
  );
  const screen = createActor(machine, { input: { search: "", role } }).start();
  const { leads, listView, filters, actions, leadsExport, importer } = screen.getSnapshot().children;
  return { screen, leads: leads!, listView: listView!, filters: filters!, actions: actions!, leadsExport: leadsExport!, importer: importer!, requests, toasts, downloads };
};

describe("the leads screen with its real actors", () => {
  it("exports the leads its list shows when Export Leads is pressed", async () => {
    const { screen, leads, listView, leadsExport, requests, downloads } = startScreen();
    await waitFor(leads, (snapshot) => snapshot.matches("loaded"));
    expect(leadsOf(leads.getSnapshot())).toEqual({ pages: [[VIKRAM, GRACE]], complete: true });
    listView.send({ type: "tab.change", value: "low" });
    screen.send({ type: "leads.export" });
    await waitFor(leadsExport, (snapshot) => snapshot.matches("idle") && downloads.length === 1);
    // The export read the leads afresh (and the questions, a column each); the file holds the Low tab only.
    expect(requests).toEqual(["GET /api/leads", "GET /api/leads/export", "GET /api/company/lead-questions"]);
    expect(downloads[0]!.name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(Papa.parse<string[]>(downloads[0]!.content, { skipEmptyLines: true }).data.slice(1).map((row) => row[0])).toEqual(["Grace Liu"]);
    screen.stop();
  });

  it("exports the leads the qualification filters keep, and clears every filter at once", async () => {
    const { screen, leads, listView, filters, leadsExport, downloads } = startScreen();
    await waitFor(leads, (snapshot) => snapshot.matches("loaded"));
    listView.send({ type: "search.change", value: "i" });
    listView.send({ type: "filter.change", value: "high" });
    filters.send({ type: "filters.rating", value: 4 });
    filters.send({ type: "filters.sort", value: "name" });
    filters.send({ type: "filters.kind", value: "badge" });
    screen.send({ type: "leads.export" });
    await waitFor(leadsExport, (snapshot) => snapshot.matches("idle") && downloads.length === 1);
    // Vikram is high but not rated: nothing is in view, so the file holds the header only.
    expect(Papa.parse<string[]>(downloads[0]!.content, { skipEmptyLines: true }).data).toHaveLength(1);
    screen.send({ type: "filters.clear" });
    expect(listView.getSnapshot().context).toMatchObject({ search: "", filter: "all" });
    expect(filters.getSnapshot().context).toEqual({ minRating: null, tag: null, source: null, kind: null, member: null, owner: null, due: null, sort: "name", timeZone: null });
    expect(filters.getSnapshot().hasTag("filtered")).toBe(false);
    screen.stop();
  });

  it("offers booth staff no export, import or delete, and ignores them if asked", async () => {
    const { screen, leads, leadsExport, importer, requests } = startScreen("staff");
    expect(screen.getSnapshot().context.offers).toEqual({
      export: false,
      import: false,
      bulkDelete: false,
      bulkPriority: true,
      bulkAssign: false,
      bulk: true,
      delete: false,
      photos: true,
      assign: false,
      take: true,
    });
    await waitFor(leads, (snapshot) => snapshot.matches("loaded"));
    screen.send({ type: "leads.export" });
    screen.send({ type: "leads.import" });
    expect(leadsExport.getSnapshot().hasTag("busy")).toBe(false);
    expect(importer.getSnapshot().hasTag("open")).toBe(false);
    expect(requests).toEqual(["GET /api/leads"]);
    screen.stop();
  });

  it("offers each role what the contract lets it call", () => {
    const all = { export: true, import: true, bulkDelete: true, bulkPriority: true, bulkAssign: true, bulk: true, delete: true, photos: true, assign: true, take: false };
    expect(leadOffers("owner")).toEqual(all);
    expect(leadOffers("admin")).toEqual(leadOffers("owner"));
    // A scanner lists only the leads they captured: those take their photos; they hand over none.
    expect(leadOffers("scanner")).toEqual({ ...all, export: false, import: false, bulkDelete: false, bulkPriority: false, bulkAssign: false, bulk: false, delete: false, assign: false });
    expect(leadOffers(null)).toEqual({ ...leadOffers("scanner"), photos: false });
  });

  it("reads the leads again after a status action", async () => {
    const { screen, leads, actions, requests, toasts } = startScreen();
    await waitFor(leads, (snapshot) => snapshot.matches("loaded"));
    actions.send({ type: "action.run", action: "newsletter", lead: { _id: VIKRAM._id, name: "Vikram Mehta", email: null } });
    await waitFor(actions, (snapshot) => snapshot.matches("idle"));
    await waitFor(leads, (snapshot) => snapshot.matches("loaded") && requests.length === 3);
    expect(requests).toEqual(["GET /api/leads", `POST /api/leads/${VIKRAM._id}/follow-up`, "GET /api/leads"]);
    expect(toasts).toEqual([{ title: "Success", description: "Vikram Mehta: status set to Newsletter.", variant: "success" }]);
    screen.stop();
  });
});
