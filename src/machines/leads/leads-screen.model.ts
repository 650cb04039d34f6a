import assert from "node:assert/strict";
import { fromPromise } from "xstate";
import { fileExportMachine, type DeliverParams } from "../data/file-export.machine.ts";
import { eventDay } from "../../rules/event-time.ts";
import { unansweredRead } from "../testing/counted-read.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { recordInto } from "../testing/record-into.ts";
import { leadFixture } from "./lead-fixtures.ts";
import { MY_LEADS, NO_LEAD_FILTERS, UNOWNED } from "./lead-filters.ts";
import { leadFiltersOf } from "./lead-filters.machine.ts";
import { OWNER_MESSAGES } from "./lead-owner-messages.ts";
import { leadsAddress, readLeadsAddress } from "../app/leads-address.ts";
import { leadOffers, leadsScreenMachine } from "./leads-screen.machine.ts";
import type { LeadsViewer } from "./leads-viewer.ts";

/** What the screen's children did through their stand-ins. */
interface World {
  /** Reads of the leads the screen asked for. */
  reads: number;
  /** Changes announced so far (each must read the leads again). */
  changes: number;
  readonly exports: DeliverParams[];
  /** The addresses the screen showed, in order. */
  readonly addresses: string[];
  /** How often the header's count was asked to read again. */
  dueCountReads: number;
  /** The lead the screen's address named last (a new one reads the list again). */
  openedLead: string | null;
}

const GRACE = leadFixture({ _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", fullName: "Grace Liu" });
const GONE = "3b4c5d6e-7f80-4a9b-8c1d-2e3f4a5b6c7d";
const ME = "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b";
const VIEWER: LeadsViewer = { userId: ME, email: "asha@acme.example", reminderTime: "07:30", timeZone: "Asia/Kolkata" };

/** The leads read reporting the whole list (its own read answers nothing the screen looks at). */
const leadsLoaded = {
  type: "xstate.snapshot.leads",
  snapshot: { value: "loaded", context: { data: { pages: [[GRACE]], complete: true } } },
} as unknown as ModelEvent<typeof leadsScreenMachine>;

/** The list view a fresh screen starts with: no search, all priorities, the All tab, no qualification filter, newest first. */
const FRESH_VIEW = { search: "", filter: "all", tab: "all", filters: NO_LEAD_FILTERS };

export const leadsScreenModel = defineModel({
  name: "leads-screen",
  machine: leadsScreenMachine,
  // The owner may export and import; booth staff and lead scanners may do neither.
  inputs: {
    default: { search: "", role: "owner" },
    staff: { search: "", role: "staff" },
    scanner: { search: "", role: "scanner" },
    // A reminder e-mail's link to a lead, and one to a lead no longer in the list.
    link: { search: `?lead=${GRACE._id}`, role: "owner" },
    gone: { search: `?lead=${GONE}`, role: "staff" },
    // The header's count: the member's own leads due.
    mineDue: { search: "?filter=due&owner=me", role: "scanner" },
  },
  events: [
    leadsLoaded,
    { type: "viewer.report", viewer: VIEWER },
    { type: "owner.change", value: MY_LEADS },
    { type: "owner.change", value: UNOWNED },
    { type: "due.change", value: true },
    { type: "screen.location", path: "/leads", search: "?filter=due&owner=me" },
    { type: "screen.location", path: "/leads", search: `?lead=${GRACE._id}` },
    { type: "notice.dismiss" },
    { type: "selection.done" },
    { type: "user.changed" },
    { type: "entity.changed", entity: "lead" },
    { type: "lead.deleted", id: GRACE._id },
    { type: "leads.export" },
    { type: "leads.import" },
    { type: "filters.clear" },
  ],
  controlledActors: [],
  world: (input): World => ({ reads: 0, changes: 0, exports: [], addresses: [], dueCountReads: 0, openedLead: readLeadsAddress(input.search).lead }),
  implementations: (world) => ({
    actors: {
      // The read never answers here: the list arrives as the path's own snapshot events.
      leadsRead: unansweredRead(() => void (world.reads += 1)),
      leadsExport: fileExportMachine.provide({
        actors: { collect: fromPromise<unknown, void>(async () => []) },
        actions: { deliver: recordInto(world.exports), notify: () => undefined },
      }),
    },
    actions: {
      showAddress: (_, { to }) => void world.addresses.push(to),
      refreshDueCount: () => void (world.dueCountReads += 1),
    },
  }),
  assertions: {
    running: (snapshot, { event, world, input }) => {
      const { leads, listView, filters, dialog, actions, bulk, importer, leadsExport, owner, reminder, remover, analytics } = snapshot.children;
      const role = input === "default" || input === "link" ? "owner" : input === "staff" || input === "gone" ? "staff" : "scanner";
      // What the screen offers is the contract's x-roles for the person's role.
      assert.deepEqual(snapshot.context.offers, leadOffers(role));
      assert.equal(snapshot.context.offers.export, role === "owner");
      assert.equal(snapshot.context.offers.import, role === "owner");
      assert.equal(snapshot.context.offers.bulkDelete, role === "owner");
      assert.equal(snapshot.context.offers.bulkPriority, role !== "scanner");
      // Delete on one lead: the roles that may delete in bulk, and the remover knows it.
      assert.equal(snapshot.context.offers.delete, snapshot.context.offers.bulkDelete);
      assert.equal(remover!.getSnapshot().context.mayDelete, role === "owner");
      assert.ok(
        [leads, listView, filters, dialog, actions, bulk, importer, leadsExport].every((child) => child !== undefined),
        "the read, the list view, the filters, the dialog, the status actions, bulk, import and export run",
      );
      assert.equal(listView!.getSnapshot().context.kind, "leads");
      assertAddressAndViewer(snapshot, event, world);
      // Only a lead the address names opens, once the list holds it; one it does not hold says so.
      const opened = dialog!.getSnapshot().hasTag("open");
      assert.equal(opened, dialog!.getSnapshot().context.lead?._id === GRACE._id);
      if (event.type === "xstate.snapshot.leads") {
        if (world.openedLead === GRACE._id) assert.ok(opened || snapshot.context.requestedLead === null);
        if (world.openedLead === GONE) assert.equal(snapshot.context.notice, OWNER_MESSAGES.leadGone);
        assert.equal(snapshot.context.requestedLead, null);
      }
      if (event.type === "notice.dismiss") assert.equal(snapshot.context.notice, null);
      // Assign and Take follow the role: owners assign, staff take, scanners neither.
      assert.deepEqual(
        [owner!.getSnapshot().context.assign, owner!.getSnapshot().context.take],
        [role === "owner", role === "staff"],
      );
      assert.ok(reminder!.getSnapshot().matches("closed"));
      // Analytics reads the server's figures only while its dialog is open (every role may open it).
      assert.ok(analytics!.getSnapshot().matches("closed"));
      if (event.type === "filters.clear") {
        // Clear filters empties the search, the priority filter and the qualification filters.
        const view = listView!.getSnapshot().context;
        assert.deepEqual({ search: view.search, filter: view.filter }, { search: "", filter: "all" });
        assert.deepEqual(leadFiltersOf(filters!.getSnapshot().context), NO_LEAD_FILTERS);
        assert.ok(!filters!.getSnapshot().hasTag("filtered"));
        assert.equal(world.addresses.at(-1), leadsAddress({ due: false, owner: null }));
      }
      // Whatever changed leads on the server reads them again, once, and the header's count too;
      // a link to another lead reads the list again to find it.
      if (event.type === "entity.changed" || event.type === "lead.deleted") world.changes += 1;
      // A deleted lead's dialog closes.
      if (event.type === "lead.deleted") assert.ok(!dialog!.getSnapshot().hasTag("open"));
      assert.equal(world.dueCountReads, world.changes);
      if (event.type === "screen.location") {
        const lead = readLeadsAddress(event.search ?? "").lead;
        if (lead !== null && lead !== world.openedLead) world.changes += 1;
        world.openedLead = lead;
      }
      assert.equal(world.reads, 1 + world.changes);
      if (event.type === "leads.export") {
        // The export reads afresh (here its read answers at once, so the file is delivered) and keeps
        // what the list shows when it was asked for; a role that may not export starts nothing.
        assert.equal(world.exports.length > 0, role === "owner");
        // My leads goes into the file as the viewer's own account.
        const filtersNow = leadFiltersOf(filters!.getSnapshot().context);
        const expected = { ...FRESH_VIEW, filters: { ...filtersNow, owner: filtersNow.owner === MY_LEADS ? (snapshot.context.viewer.userId ?? "\u0000") : filtersNow.owner } };
        if (role === "owner") assert.deepEqual(leadsExport!.getSnapshot().context.scope, expected);
      }
      if (event.type === "leads.import") assert.equal(importer!.getSnapshot().hasTag("open"), role === "owner");
      if (role !== "owner") assert.equal(world.exports.length, 0);
      assert.ok(world.exports.every((delivered) => (delivered.scope as { tab: string }).tab === FRESH_VIEW.tab));
    },
  },
});

type ScreenSnapshot = Parameters<(typeof leadsScreenModel)["assertions"]["running"]>[0];

/** The address follows the Due filter and the owner; the viewer's zone reaches every child that reads "today". */
function assertAddressAndViewer(snapshot: ScreenSnapshot, event: { readonly type: string }, world: World): void {
  const { filters, actions, owner, reminder } = snapshot.children;
  const now = leadFiltersOf(filters!.getSnapshot().context);
  if (event.type === "owner.change" || event.type === "due.change") {
    assert.equal(world.addresses.at(-1), leadsAddress({ due: now.due !== null, owner: now.owner }));
  }
  if (event.type === "screen.location") {
    const address = readLeadsAddress((event as { search?: string }).search ?? "");
    assert.deepEqual([now.due !== null, now.owner], [address.due, address.owner]);
  }
  const { viewer, clock } = snapshot.context;
  const zone = viewer.timeZone;
  assert.equal(clock.today, eventDay(new Date(), zone));
  assert.equal(filters!.getSnapshot().context.timeZone, zone);
  assert.ok(now.due === null || now.due === clock.today, "Due is the event's day");
  assert.equal(actions!.getSnapshot().context.timeZone, zone);
  assert.equal(owner!.getSnapshot().context.me, viewer.userId);
  if (event.type === "viewer.report") assert.equal(reminder!.getSnapshot().context.time, VIEWER.reminderTime);
}
