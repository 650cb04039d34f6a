import { sendTo, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { ScreenInput } from "../app/screen-machines.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import type { ListViewState } from "../data/list-view-state.ts";
import { listViewMachine } from "../data/list-view.machine.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { screenEntityDialog, type EntityChanged } from "../forms/screen-entity-dialog.ts";
import { EMPTY_LEAD_FORM, validateLead, type Lead } from "./lead-form.ts";
import { screenLeadAction, screenLeadBulk, screenLeadImport } from "./screen-lead-children.ts";

export type LeadsScreenEvent =
  | EntityChanged
  /** Export Leads: the leads the search, filter and tab show, read afresh. */
  | { readonly type: "leads.export" }
  /** The footer's Analytics. */
  | { readonly type: "analytics.open" }
  | { readonly type: "analytics.close" };

/**
 * SPEC §2 Lead Management. The screen owns its read of the leads (`leads`), the search, priority
 * filter and tabs (`listView`), the Add/Edit Lead dialog (`dialog`), the per-tab status buttons
 * (`actions`), Bulk Actions (`bulk`), Import Leads (`importer`) and Export Leads (`leadsExport`).
 * Whatever changed leads on the server (a save, a status, a bulk change, an import) reads the list
 * again. The view reads these children and sends them events; it builds nothing.
 */
export const leadsScreenMachine = setup({
  types: {
    input: {} as ScreenInput,
    events: {} as LeadsScreenEvent,
    tags: {} as "analytics",
    children: {} as {
      leads: "leadsRead";
      listView: "listView";
      dialog: "leadDialog";
      actions: "leadAction";
      bulk: "leadBulk";
      importer: "leadImport";
      leadsExport: "leadsExport";
    },
  },
  actors: {
    /** GET /leads, provided at the app root. */
    leadsRead: remoteDataMachine,
    listView: listViewMachine,
    /** Its calls (POST/PUT/DELETE /leads) and toasts are provided at the app root. */
    leadDialog: screenEntityDialog,
    /** PUT /leads/{id} per button, provided at the app root. */
    leadAction: screenLeadAction,
    /** One PUT or DELETE per selected lead, provided at the app root. */
    leadBulk: screenLeadBulk,
    /** One POST /leads per row, provided at the app root. */
    leadImport: screenLeadImport,
    /** GET /leads at click time and the CSV download, provided at the app root. */
    leadsExport: fileExportMachine,
  },
  actions: {
    refreshLeads: sendTo("leads", { type: "data.refresh" }),
    exportInView: sendTo("leadsExport", ({ self }) => ({ type: "export.start" as const, scope: listViewOf(self.getSnapshot().children) })),
  },
}).createMachine({
  id: "leadsScreen",
  invoke: [
    { id: "leads", src: "leadsRead" },
    { id: "listView", src: "listView", input: { kind: "leads" } },
    { id: "dialog", src: "leadDialog", input: { entity: "lead", emptyForm: EMPTY_LEAD_FORM, validate: validateLead } },
    { id: "actions", src: "leadAction" },
    { id: "bulk", src: "leadBulk" },
    { id: "importer", src: "leadImport" },
    { id: "leadsExport", src: "leadsExport", input: { subject: "leads" } },
  ],
  on: {
    "entity.changed": { actions: "refreshLeads" },
    "leads.export": { actions: "exportInView" },
  },
  initial: "list",
  states: {
    list: {
      on: { "analytics.open": "analytics" },
    },
    analytics: {
      tags: "analytics",
      description: "The counts of the leads in view, over the list; the list keeps its search, filter and tab.",
      on: { "analytics.close": "list" },
    },
  },
});

/**
 * The search, filter and tab the list shows now: what Export Leads puts in the file. The children
 * are missing only where the definition is walked without running it (the test model's graph).
 */
function listViewOf(children: { readonly listView?: ActorRefFrom<typeof listViewMachine> } | undefined): ListViewState | null {
  const view = children?.listView?.getSnapshot().context;
  return view === undefined ? null : { search: view.search, filter: view.filter, tab: view.tab };
}

/** The leads as the read holds them (the remote-data machine keeps `unknown`; `leadsRead` is its only writer). */
export const leadsOf = (snapshot: SnapshotFrom<typeof remoteDataMachine>): ReadonlyArray<Lead> | null =>
  snapshot.context.data as ReadonlyArray<Lead> | null;
