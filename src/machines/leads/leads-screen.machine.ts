import { assign, enqueueActions, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { refreshRead } from "../data/child-requests.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import type { ScreenLocation } from "../app/navigation.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import type { ListViewState } from "../data/list-view-state.ts";
import { listViewMachine } from "../data/list-view.machine.ts";
import type { PagedList } from "../data/paged-list.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import type { EntityChanged } from "../forms/screen-entity-dialog.ts";
import { notProvided } from "../not-provided.ts";
import { reminderSettingMachine } from "../reminder/reminder-setting.machine.ts";
import { eventClock, type EventClock } from "../app/event-clock.ts";
import { withViewer, type LeadFilters } from "./lead-filters.ts";
import { leadFiltersMachine, leadFiltersOf } from "./lead-filters.machine.ts";
import { leadAnalyticsMachine } from "./lead-analytics.machine.ts";
import { leadExportMachine } from "./lead-export.machine.ts";
import { screenLeadDialog } from "./lead-dialog.machine.ts";
import type { Lead } from "./lead-form.ts";
import { leadOffers, type LeadOffers } from "./lead-offers.ts";
import { OWNER_MESSAGES } from "./lead-owner-messages.ts";
import { leadsAddress, readLeadsAddress, type LeadsAddress } from "../app/leads-address.ts";
import { leadsViewerLookup, NO_VIEWER, type LeadsViewer, type ViewerReport } from "./leads-viewer.ts";
import { screenLeadAction, screenLeadBulk, screenLeadDelete, screenLeadDuplicate, screenLeadImport, screenLeadOwner, screenReminderSetting } from "./screen-lead-children.ts";

export { leadOffers, type LeadOffers } from "./lead-offers.ts";

export interface LeadsScreenContext {
  readonly offers: LeadOffers;
  /** What the address asked for when the screen opened (`?filter=due`, `?owner=me`, `?lead=<id>`). */
  readonly opened: LeadsAddress;
  /** A lead the address names, to open once the leads are read; null once handled. */
  readonly requestedLead: string | null;
  /** What the screen says above the list: the lead the address named is not in the list. */
  readonly notice: string | null;
  /** The signed-in member and the event's zone, as the app's actors have them. */
  readonly viewer: LeadsViewer;
  /** Today in the event's zone, with the zone to name and the note of an unknown zone. */
  readonly clock: EventClock;
}

export type LeadsScreenEvent =
  | EntityChanged
  | ViewerReport
  | ScreenLocation
  /** Export Leads: the leads the search, filter and tab show, read afresh. */
  | { readonly type: "leads.export" }
  /** Import Leads: opens the import dialog. */
  | { readonly type: "leads.import" }
  /** "Clear filters": the search, the priority filter and the qualification filters (the tab and sort stay). */
  | { readonly type: "filters.clear" }
  /** Whose leads (Everyone, My leads, a member, Unowned): the address keeps it. */
  | { readonly type: "owner.change"; readonly value: string | null }
  /** The Due filter: the address keeps it. */
  | { readonly type: "due.change"; readonly value: boolean }
  | { readonly type: "notice.dismiss" }
  /** From the owner child: a bulk hand-over is done, so the selection has served. */
  | { readonly type: "selection.done" }
  /** From the reminder child: the user's reminder changed, the session reads the user again. */
  | { readonly type: "user.changed" }
  /** From the remover: a lead is gone (its dialog closes, the list is read again). */
  | { readonly type: "lead.deleted"; readonly id: string };

type LeadsReadSnapshot = SnapshotFrom<typeof remoteDataMachine>;

/** The children by their invoke ids, so a view reads `snapshot.children.<id>` typed. */
type LeadsScreenChildren = {
  leads: "leadsRead";
  listView: "listView";
  filters: "leadFilters";
  dialog: "leadDialog";
  actions: "leadAction";
  bulk: "leadBulk";
  remover: "leadDelete";
  duplicate: "leadDuplicate";
  owner: "leadOwner";
  importer: "leadImport";
  leadsExport: "leadsExport";
  leadExport: "leadExport";
  analytics: "leadAnalytics";
  reminder: "reminderSetting";
  viewer: "viewerLookup";
};
export interface LeadsScreenTypes { input: ScreenInput; context: LeadsScreenContext; events: LeadsScreenEvent; children: LeadsScreenChildren }

/**
 * SPEC §2 Lead Management. The screen owns its read of the leads (`leads`), the search, priority
 * filter and tabs (`listView`), the rating, tag, source, member, owner and Due filters and the sort
 * (`filters`), the Add/Edit Lead dialog (`dialog`), the per-tab status buttons and Done
 * (`actions`), Bulk Actions (`bulk`), Delete on one lead (`remover`), a possible duplicate's Merge and Not the same person (`duplicate`), Assign and Take (`owner`), Import Leads (`importer`), Export
 * Leads (`leadsExport`), Analytics (`analytics`), the member's daily reminder (`reminder`), and hears who is signed in and
 * the event's zone (`viewer`), which it passes on: every "today" of the screen is the event's day.
 * Whatever changed leads on the server reads the list again, and the header's count of follow-ups
 * due. The address keeps the Due filter and the owner (`?filter=due&owner=me`) and may name a lead
 * to open (`?lead=<id>`). The role decides what is offered (`context.offers`). The view reads these
 * children and sends them events; it builds nothing.
 */
export const leadsScreenMachine = setup({
  types: {} as LeadsScreenTypes,
  actors: {
    /** GET /leads, provided at the app root. */
    leadsRead: remoteDataMachine,
    listView: listViewMachine,
    /** Minimum stars, tag, source, member, owner, Due and the sort. */
    leadFilters: leadFiltersMachine,
    /** Its calls (lead questions, POST/PUT /leads) and toasts are provided at the app root. */
    leadDialog: screenLeadDialog,
    /** POST /leads/{id}/follow-up per button, provided at the app root. */
    leadAction: screenLeadAction,
    /** POST /leads/bulk-priority or /leads/bulk-delete for the selection, provided at the app root. */
    leadBulk: screenLeadBulk,
    /** DELETE /leads/{id} after the question, provided at the app root. */
    leadDelete: screenLeadDelete,
    /** POST /leads/{id}/possible-duplicate (a merge after the question), provided at the app root. */
    leadDuplicate: screenLeadDuplicate,
    /** POST /leads/{id}/owner or /leads/bulk-owner, GET /team-members, provided at the app root. */
    leadOwner: screenLeadOwner,
    /** POST /leads/import with every row, provided at the app root. */
    leadImport: screenLeadImport,
    /** GET /leads/export at click time and the CSV download, provided at the app root. */
    leadsExport: fileExportMachine,
    /** The Export menu: GET /leads/export/file in the chosen format, provided at the app root. */
    leadExport: leadExportMachine,
    /** The footer's Analytics: GET /leads/analytics while its dialog is open, provided at the app root. */
    leadAnalytics: leadAnalyticsMachine,
    /** PUT /auth/reminder, provided at the app root. */
    reminderSetting: screenReminderSetting,
    viewerLookup: leadsViewerLookup,
  },
  guards: {
    mayExport: ({ context }) => context.offers.export,
    mayImport: ({ context }) => context.offers.import,
    /** The address names a lead that the leads read so far hold. */
    requestedFound: ({ context }, params: { snapshot: LeadsReadSnapshot }) => requestedLeadIn(context, params.snapshot) !== null,
    /** The whole list is read and the lead the address names is not in it. */
    requestedMissing: ({ context }, params: { snapshot: LeadsReadSnapshot }) =>
      context.requestedLead !== null && params.snapshot.value === "loaded" && leadsOf(params.snapshot)?.complete === true,
  },
  actions: {
    refreshLeads: refreshRead("leads"),
    /** The header's count of the member's follow-ups due, which the app runs, reads again. */
    refreshDueCount: ({ self }) => self._parent?.send({ type: "followUps.changed" }),
    /** Replaces the address (no new history entry); provided at the app root with the app's navigation actor. */
    showAddress: notProvided<{ to: string }>("showAddress"),
    /** A deleted lead's dialog has nothing left to show. */
    closeDialog: sendTo("dialog", { type: "dialog.close" }),
    openImport: sendTo("importer", { type: "import.open" }),
    exportInView: sendTo("leadsExport", ({ context, self }) => ({ type: "export.start" as const, scope: listViewOf(self.getSnapshot().children, context.viewer.userId) })),
    clearSearch: sendTo("listView", { type: "search.change", value: "" }),
    clearPriority: sendTo("listView", { type: "filter.change", value: "all" }),
    clearFilters: sendTo("filters", { type: "filters.clear" }),
    /** Whose leads: the filters change and the address says so. */
    showOwner: enqueueActions(({ event, self, enqueue }) => {
      if (event.type !== "owner.change") return;
      enqueue.sendTo("filters", { type: "filters.owner", value: event.value });
      enqueue({ type: "showAddress", params: { to: leadsAddress({ due: (filtersOf(self)?.due ?? null) !== null, owner: event.value }) } });
    }),
    /** The Due filter: the filters change and the address says so. */
    showDue: enqueueActions(({ event, self, enqueue }) => {
      if (event.type !== "due.change") return;
      enqueue.sendTo("filters", { type: "filters.due", value: event.value });
      enqueue({ type: "showAddress", params: { to: leadsAddress({ due: event.value, owner: filtersOf(self)?.owner ?? null }) } });
    }),
    clearSelection: sendTo("bulk", { type: "selection.clear" }),
    reloadUser: sendTo("viewer", { type: "user.reload" }),
    dismissNotice: assign({ notice: null }),
    openRequested: enqueueActions(({ context, event, enqueue }) => {
      // Run on the leads read's snapshot event, which the machine's own event type does not list.
      const { snapshot } = event as unknown as { readonly snapshot: LeadsReadSnapshot };
      const lead = requestedLeadIn(context, snapshot);
      if (lead !== null) enqueue.sendTo("dialog", { type: "dialog.openEdit", lead });
      enqueue.assign({ requestedLead: null, notice: null });
    }),
    reportMissing: assign({ requestedLead: null, notice: OWNER_MESSAGES.leadGone }),
    /**
     * An address of this screen heard while it shows (a link to it, or its own change): its Due
     * filter and owner apply; a lead it names that was not handled yet is opened once the list,
     * read again, holds it.
     */
    applyAddress: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== "screen.location") return;
      const address = readLeadsAddress(event.search ?? "");
      if (address.lead !== null && address.lead !== context.opened.lead) {
        enqueue.assign({ requestedLead: address.lead });
        enqueue("refreshLeads");
      }
      enqueue.assign({ opened: address });
      enqueue.sendTo("filters", { type: "filters.due", value: address.due });
      enqueue.sendTo("filters", { type: "filters.owner", value: address.owner });
    }),
    /** Who is signed in and the event's zone, passed on to the children that read them. */
    learnViewer: enqueueActions(({ event, enqueue }) => {
      if (event.type !== "viewer.report") return;
      const { viewer } = event;
      enqueue.assign({ viewer, clock: eventClock(viewer.timeZone) });
      enqueue.sendTo("filters", { type: "filters.zone", timeZone: viewer.timeZone });
      enqueue.sendTo("actions", { type: "zone.change", timeZone: viewer.timeZone });
      enqueue.sendTo("owner", { type: "viewer.change", userId: viewer.userId });
      enqueue.sendTo("reminder", { type: "reminder.known", time: viewer.reminderTime, email: viewer.email, timeZone: viewer.timeZone });
    }),
  },
}).createMachine({
  id: "leadsScreen",
  context: ({ input }) => {
    const opened = readLeadsAddress(input.search);
    return { offers: leadOffers(input.role), opened, requestedLead: opened.lead, notice: null, viewer: NO_VIEWER, clock: eventClock(null) };
  },
  invoke: [
    {
      id: "leads",
      src: "leadsRead",
      onSnapshot: [
        {
          guard: { type: "requestedFound", params: ({ event }) => ({ snapshot: event.snapshot }) },
          actions: "openRequested",
        },
        { guard: { type: "requestedMissing", params: ({ event }) => ({ snapshot: event.snapshot }) }, actions: "reportMissing" },
        { description: "No lead asked for, or the rest of the list is still on its way." },
      ],
    },
    { id: "listView", src: "listView", input: { kind: "leads" } },
    { id: "filters", src: "leadFilters", input: ({ context }) => ({ due: context.opened.due, owner: context.opened.owner }) },
    { id: "dialog", src: "leadDialog", input: ({ context }) => ({ photos: context.offers.photos }) },
    { id: "actions", src: "leadAction" },
    { id: "bulk", src: "leadBulk" },
    { id: "remover", src: "leadDelete", input: ({ context }) => ({ mayDelete: context.offers.delete }) },
    { id: "duplicate", src: "leadDuplicate" },
    { id: "owner", src: "leadOwner", input: ({ context }) => ({ assign: context.offers.assign, bulkAssign: context.offers.bulkAssign, take: context.offers.take }) },
    { id: "importer", src: "leadImport" },
    { id: "leadsExport", src: "leadsExport", input: { subject: "leads" } },
    { id: "leadExport", src: "leadExport" },
    { id: "analytics", src: "leadAnalytics" },
    { id: "reminder", src: "reminderSetting" },
    { id: "viewer", src: "viewerLookup" },
  ],
  on: {
    "entity.changed": { actions: ["refreshLeads", "refreshDueCount"] },
    "lead.deleted": { actions: ["closeDialog", "refreshLeads", "refreshDueCount"] },
    "viewer.report": { actions: "learnViewer" },
    "screen.location": { actions: "applyAddress" },
    "leads.export": { guard: "mayExport", actions: "exportInView" },
    "leads.import": { guard: "mayImport", actions: "openImport" },
    "filters.clear": { actions: ["clearSearch", "clearPriority", "clearFilters", { type: "showAddress", params: { to: leadsAddress({ due: false, owner: null }) } }] },
    "owner.change": { actions: "showOwner" },
    "due.change": { actions: "showDue" },
    "notice.dismiss": { actions: "dismissNotice" },
    "selection.done": { actions: "clearSelection" },
    "user.changed": { actions: "reloadUser" },
  },
  initial: "running",
  states: {
    running: { description: "The screen routes between its children; each dialog and read is a child's own state." },
  },
});

/** What Export Leads puts in the file: the list view's search, filter and tab, and the qualification filters and sort. */
export interface LeadsInView extends ListViewState {
  readonly filters: LeadFilters | null;
}

type ScreenChildren = {
  readonly listView?: ActorRefFrom<typeof listViewMachine>;
  readonly filters?: ActorRefFrom<typeof leadFiltersMachine>;
};

/** The filters as they are now; missing only where the definition is walked without running it. */
function filtersOf(self: { getSnapshot(): { children?: object } }): LeadFilters | null {
  const filters = (self.getSnapshot().children as ScreenChildren | undefined)?.filters?.getSnapshot().context;
  return filters === undefined ? null : leadFiltersOf(filters);
}

/**
 * The leads the list shows now, "My leads" read as the viewer's own. The children are missing only
 * where the definition is walked without running it (the test model's graph).
 */
function listViewOf(children: ScreenChildren | undefined, userId: string | null): LeadsInView | null {
  const view = children?.listView?.getSnapshot().context;
  if (view === undefined) return null;
  const filters = children?.filters?.getSnapshot().context;
  return { search: view.search, filter: view.filter, tab: view.tab, filters: filters === undefined ? null : withViewer(leadFiltersOf(filters), userId) };
}

/** The lead the address asked for, once the leads read holds it. */
function requestedLeadIn(context: LeadsScreenContext, snapshot: LeadsReadSnapshot): Lead | null {
  const id = context.requestedLead;
  if (id === null) return null;
  for (const page of leadsOf(snapshot)?.pages ?? []) {
    const found = page.find((lead) => lead._id === id);
    if (found !== undefined) return found;
  }
  return null;
}

/**
 * The leads as the read holds them, in pages (the remote-data machine keeps `unknown`; `leadsRead`
 * is its only writer).
 */
export const leadsOf = (snapshot: Pick<SnapshotFrom<typeof remoteDataMachine>, "context">): PagedList<Lead> | null => snapshot.context.data as PagedList<Lead> | null;
