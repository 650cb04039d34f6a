import { sendTo, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { Role } from "../../rules/roles.ts";
import { mayCall } from "../app/permissions.ts";
import type { ScreenInput } from "../app/screen-machines.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import type { ListViewState } from "../data/list-view-state.ts";
import { listViewMachine } from "../data/list-view.machine.ts";
import type { PagedList } from "../data/paged-list.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import type { EntityChanged } from "../forms/screen-entity-dialog.ts";
import type { LeadFilters } from "./lead-filters.ts";
import { leadFiltersMachine } from "./lead-filters.machine.ts";
import { leadExportMachine } from "./lead-export.machine.ts";
import { screenLeadDialog } from "./lead-dialog.machine.ts";
import type { Lead } from "./lead-form.ts";
import { screenLeadAction, screenLeadBulk, screenLeadImport } from "./screen-lead-children.ts";

/**
 * What the person's role lets Lead Management offer (the contract's x-roles, through `mayCall`):
 * the view draws a control only when its offer holds, so no button only answers 403.
 */
export interface LeadOffers {
  /** Export Leads (GET /leads/export). */
  readonly export: boolean;
  /** Import Leads (POST /leads/import). */
  readonly import: boolean;
  /** Bulk Actions' Delete Selected (POST /leads/bulk-delete). */
  readonly bulkDelete: boolean;
  /** Bulk Actions' Change priority (POST /leads/bulk-priority). */
  readonly bulkPriority: boolean;
  /** Bulk Actions at all: one of the two above. */
  readonly bulk: boolean;
  /** Deleting one lead (DELETE /leads/{id}). */
  readonly delete: boolean;
  /**
   * "Add a photo" on a lead's detail (POST /leads/photos, then /leads/{id}/images). A scanner lists
   * only the leads they captured, which are the leads the server lets them add photos to.
   */
  readonly photos: boolean;
}

export const leadOffers = (role: Role | null): LeadOffers => {
  const bulkDelete = mayCall(role, "bulkDeleteLeads");
  const bulkPriority = mayCall(role, "bulkUpdateLeadPriority");
  return {
    export: mayCall(role, "exportLeads"),
    import: mayCall(role, "importLeads"),
    bulkDelete,
    bulkPriority,
    bulk: bulkDelete || bulkPriority,
    delete: mayCall(role, "deleteLead"),
    photos: mayCall(role, "uploadLeadPhoto") && mayCall(role, "addLeadImage"),
  };
};

export interface LeadsScreenContext {
  readonly offers: LeadOffers;
  /** Opened on the Due filter (`?filter=due`, the dashboard's Follow-ups due link). */
  readonly due: boolean;
}

export type LeadsScreenEvent =
  | EntityChanged
  /** Export Leads: the leads the search, filter and tab show, read afresh. */
  | { readonly type: "leads.export" }
  /** Import Leads: opens the import dialog. */
  | { readonly type: "leads.import" }
  /** The footer's Analytics. */
  | { readonly type: "analytics.open" }
  | { readonly type: "analytics.close" }
  /** "Clear filters": the search, the priority filter and the qualification filters (the tab and sort stay). */
  | { readonly type: "filters.clear" };

/**
 * SPEC §2 Lead Management. The screen owns its read of the leads (`leads`), the search, priority
 * filter and tabs (`listView`), the rating, tag, source and member filters and the sort
 * (`filters`), the Add/Edit Lead dialog (`dialog`), the per-tab status buttons
 * (`actions`), Bulk Actions (`bulk`), Import Leads (`importer`) and Export Leads (`leadsExport`).
 * Whatever changed leads on the server (a save, a status, a bulk change, an import) reads the list
 * again. The role decides what is offered (`context.offers`); export and import are refused here
 * for a role that may not call them. The view reads these children and sends them events; it
 * builds nothing.
 */
export const leadsScreenMachine = setup({
  types: {
    input: {} as ScreenInput,
    context: {} as LeadsScreenContext,
    events: {} as LeadsScreenEvent,
    tags: {} as "analytics",
    children: {} as {
      leads: "leadsRead";
      listView: "listView";
      filters: "leadFilters";
      dialog: "leadDialog";
      actions: "leadAction";
      bulk: "leadBulk";
      importer: "leadImport";
      leadsExport: "leadsExport";
      leadExport: "leadExport";
    },
  },
  actors: {
    /** GET /leads, provided at the app root. */
    leadsRead: remoteDataMachine,
    listView: listViewMachine,
    /** Minimum stars, tag, source, member and the sort. */
    leadFilters: leadFiltersMachine,
    /** Its calls (lead questions, POST/PUT /leads) and toasts are provided at the app root. */
    leadDialog: screenLeadDialog,
    /** PUT /leads/{id} per button, provided at the app root. */
    leadAction: screenLeadAction,
    /** POST /leads/bulk-priority or /leads/bulk-delete for the selection, provided at the app root. */
    leadBulk: screenLeadBulk,
    /** POST /leads/import with every row, provided at the app root. */
    leadImport: screenLeadImport,
    /** GET /leads/export at click time and the CSV download, provided at the app root. */
    leadsExport: fileExportMachine,
    /** The Export menu: GET /leads/export/file in the chosen format, provided at the app root. */
    leadExport: leadExportMachine,
  },
  guards: {
    mayExport: ({ context }) => context.offers.export,
    mayImport: ({ context }) => context.offers.import,
  },
  actions: {
    refreshLeads: sendTo("leads", { type: "data.refresh" }),
    openImport: sendTo("importer", { type: "import.open" }),
    exportInView: sendTo("leadsExport", ({ self }) => ({ type: "export.start" as const, scope: listViewOf(self.getSnapshot().children) })),
    clearSearch: sendTo("listView", { type: "search.change", value: "" }),
    clearPriority: sendTo("listView", { type: "filter.change", value: "all" }),
    clearFilters: sendTo("filters", { type: "filters.clear" }),
  },
}).createMachine({
  id: "leadsScreen",
  context: ({ input }) => ({ offers: leadOffers(input.role), due: new URLSearchParams(input.search).get("filter") === "due" }),
  invoke: [
    { id: "leads", src: "leadsRead" },
    { id: "listView", src: "listView", input: { kind: "leads" } },
    { id: "filters", src: "leadFilters", input: ({ context }) => ({ due: context.due }) },
    { id: "dialog", src: "leadDialog", input: ({ context }) => ({ photos: context.offers.photos }) },
    { id: "actions", src: "leadAction" },
    { id: "bulk", src: "leadBulk" },
    { id: "importer", src: "leadImport" },
    { id: "leadsExport", src: "leadsExport", input: { subject: "leads" } },
    { id: "leadExport", src: "leadExport" },
  ],
  on: {
    "entity.changed": { actions: "refreshLeads" },
    "leads.export": { guard: "mayExport", actions: "exportInView" },
    "leads.import": { guard: "mayImport", actions: "openImport" },
    "filters.clear": { actions: ["clearSearch", "clearPriority", "clearFilters"] },
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

/** What Export Leads puts in the file: the list view's search, filter and tab, and the qualification filters and sort. */
export interface LeadsInView extends ListViewState {
  readonly filters: LeadFilters | null;
}

/**
 * The leads the list shows now. The children are missing only where the definition is walked
 * without running it (the test model's graph).
 */
function listViewOf(
  children: { readonly listView?: ActorRefFrom<typeof listViewMachine>; readonly filters?: ActorRefFrom<typeof leadFiltersMachine> } | undefined,
): LeadsInView | null {
  const view = children?.listView?.getSnapshot().context;
  if (view === undefined) return null;
  const filters = children?.filters?.getSnapshot().context ?? null;
  return { search: view.search, filter: view.filter, tab: view.tab, filters: filters === null ? null : { ...filters } };
}

/**
 * The leads as the read holds them, in pages (the remote-data machine keeps `unknown`; `leadsRead`
 * is its only writer).
 */
export const leadsOf = (snapshot: SnapshotFrom<typeof remoteDataMachine>): PagedList<Lead> | null => snapshot.context.data as PagedList<Lead> | null;
