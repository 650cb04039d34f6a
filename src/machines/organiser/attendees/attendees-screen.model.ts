import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { Conflict } from "../../../api/errors.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { OFFLINE, outcomesOf, refusal, serverDown, SIGNED_OUT } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { recordInto } from "../../testing/record-into.ts";
import {
  ATTENDEE_TEXTS,
  ATTENDEES_PAGE_SIZE,
  attendeesScreenMachine,
  type AttendeesPage,
  type CsvFile,
  type ImportOutcome,
  type OrganiserAttendee,
  type SaveBadgesParams,
} from "./attendees-screen.machine.ts";
import { attendeesEmptyMessage, attendeesFirstLoad, attendeesRange, isPrinting, printAllLabel } from "./attendees-view.ts";

const attendee = (n: number, name: string, status: OrganiserAttendee["status"] = "active"): OrganiserAttendee => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  company: "Initech",
  designation: null,
  phone: null,
  ticketType: "Visitor",
  ticketCode: `VISITO-0000000${n}`,
  badgeId: n === 1 ? "EXPO-100001" : null,
  status,
  issuedAt: "2026-01-10T09:00:00.000Z",
});

const PRIYA = attendee(1, "Priya Nair");
const TOMAS = attendee(2, "Tomás Herrera");
const GONE = attendee(3, "Gita Rao", "cancelled");

/** The first of two pages. */
const PAGE: AttendeesPage = { attendees: [PRIYA, TOMAS, GONE], total: 60, limit: ATTENDEES_PAGE_SIZE, offset: 0 };
const EMPTY: AttendeesPage = { attendees: [], total: 0, limit: ATTENDEES_PAGE_SIZE, offset: 0 };
const SERVER_DOWN = "Service unavailable: the database is not answering";

const csv = (name: string, size: number): CsvFile => ({ name, size, text: async () => "name,ticket type\nPriya Nair,Visitor\n" });
const GOOD_FILE = csv("attendees.csv", 36);
const BIG_FILE = csv("everyone.csv", 2_000_000);
const IMPORTED: ImportOutcome = { message: "Imported 2 attendees.", data: { imported: 2, kept: 0, filled: 0, unmatchedLines: [], warning: null } };
const REFUSED_MESSAGE = "Nothing was imported: fix these 2 problems in the file and import it again.";
const LINES = ["Line 3: the name is missing.", 'Line 4: "raj@" is not an e-mail address.'];
const BAD_LINES = refusal(REFUSED_MESSAGE, { "/csv": LINES[0]! });
// Two entries on one path: the refusal helper takes one word per path, so the second is added here.
const BAD_FILE = Object.assign(BAD_LINES, { errors: LINES.map((message) => ({ path: "/csv", message })) });
const PDF = new Blob(["%PDF-1.7"], { type: "application/pdf" });
const CANCELLED_MEANWHILE = "This attendee's ticket was cancelled, so it has no badge to print.";

type Snapshot = SnapshotFrom<typeof attendeesScreenMachine>;
type Event = ModelEvent<typeof attendeesScreenMachine>;

interface World {
  readonly announced: string[];
  readonly toasts: ToastParams[];
  readonly saved: SaveBadgesParams[];
}

const reads: Event[] = outcomesOf("list", { answers: [PAGE, EMPTY], failures: [serverDown(SERVER_DOWN)] }) as Event[];
const imports: Event[] = [
  { type: "import.choose", file: GOOD_FILE },
  { type: "import.choose", file: BIG_FILE },
  { type: "import.dismiss" },
  ...(outcomesOf("import", { answers: [IMPORTED], failures: [BAD_FILE, OFFLINE] }) as Event[]),
];
const prints: Event[] = [
  { type: "badge.print", id: PRIYA._id },
  { type: "badge.print", id: GONE._id },
  { type: "badges.printAll" },
  ...(outcomesOf("print", { answers: [PDF], failures: [new Conflict({ message: CANCELLED_MEANWHILE }), OFFLINE, SIGNED_OUT] }) as Event[]),
];

const atStart = (snapshot: Snapshot): boolean => {
  const { query, searchDraft } = snapshot.context;
  return query.search === "" && query.offset === 0 && searchDraft === "";
};

export const attendeesScreenModel = defineModel({
  name: "attendees-screen",
  machine: attendeesScreenMachine,
  inputs: { organiser: { search: "", role: "organiser" }, staff: { search: "", role: "organiser-staff" } },
  // Search, pages, the import and the prints are each walked from the list as it opens, so the graph
  // stays the size of the flows rather than of every combination of them.
  events: (snapshot) => {
    const fresh = atStart(snapshot);
    const { context } = snapshot;
    return [
      ...reads,
      { type: "list.retry" },
      ...(fresh ? [{ type: "search.change", text: "nair" } as Event] : context.searchDraft !== context.query.search ? [{ type: "search.submit" } as Event] : []),
      ...(fresh || context.query.offset > 0 ? [{ type: "page.next" } as Event, { type: "page.previous" } as Event] : []),
      ...(fresh && context.printing === null ? imports : []),
      ...(fresh && context.file === null && context.imported === null && context.importRefusal === null ? prints : []),
    ];
  },
  controlledActors: ["listAttendees", "importAttendees", "printBadges"],
  world: (): World => ({ announced: [], toasts: [], saved: [] }),
  implementations: (world) => ({
    actions: {
      announce: (_: unknown, params: { message: string }) => void world.announced.push(params.message),
      notify: recordInto(world.toasts),
      saveBadges: recordInto(world.saved),
    },
  }),
  assertions: {
    loading: (snapshot, { actors, event, world }) => {
      assert.ok(snapshot.hasTag("busy"));
      if (event.type === "xstate.done.actor.import") {
        // The list is read again from its first page; the outcome stays for the view, and the toast says it.
        assert.equal(snapshot.context.imported, IMPORTED);
        assert.equal(world.announced.at(-1), IMPORTED.message);
        assert.equal(snapshot.context.query.offset, 0);
      }
      const call = actors["listAttendees"]!.pending("list");
      assert.ok(call !== undefined, "the page is being read");
      assert.deepEqual(call.input, snapshot.context.query, "the read asks for the search and page in view");
      assert.equal(attendeesFirstLoad(snapshot), snapshot.context.page === null);
      assert.equal(attendeesEmptyMessage(snapshot), null);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
    },
    ready: (snapshot) => {
      const { context } = snapshot;
      assert.ok(context.page !== null);
      const empty = context.page.attendees.length === 0;
      assert.equal(attendeesEmptyMessage(snapshot), empty ? (context.query.search === "" ? ATTENDEE_TEXTS.empty : ATTENDEE_TEXTS.noMatch) : null);
      assert.equal(attendeesRange(context), context.page.total === 0 ? null : `${context.query.offset + 1}–${context.query.offset + context.page.attendees.length} of ${context.page.total}`);
      assert.equal(printAllLabel(context), context.query.search === "" ? "Print all badges" : "Print these badges");
      assert.equal(snapshot.can({ type: "page.next" }), snapshot.matches({ ready: "idle" }) && context.query.offset + ATTENDEES_PAGE_SIZE < context.page.total);
      assert.equal(snapshot.can({ type: "badges.printAll" }), snapshot.matches({ ready: "idle" }) && context.page.total > 0);
    },
    "ready.idle": (snapshot, { event, world, actors }) => {
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(context.printing, null);
      assert.equal(context.file, null);
      // A cancelled ticket's badge is never asked for.
      assert.equal(snapshot.can({ type: "badge.print", id: GONE._id }), false);
      for (const call of actors["printBadges"]!.calls) assert.notDeepEqual(call.input, { kind: "one", id: GONE._id, ticketCode: GONE.ticketCode });
      if (event.type === "import.choose" && (event as unknown as { file: CsvFile }).file === BIG_FILE) {
        assert.deepEqual(context.importRefusal, { message: ATTENDEE_TEXTS.tooLarge, lines: [] });
        assert.equal(actors["importAttendees"]!.calls.length, 0, "a file too large is never sent");
      }
      if (event.type === "xstate.error.actor.import") {
        const error = (event as unknown as { error: unknown }).error;
        // The server's words and each line to fix; without an answer, the general words.
        assert.deepEqual(context.importRefusal, error === OFFLINE ? { message: ATTENDEE_TEXTS.importFailed, lines: [] } : { message: REFUSED_MESSAGE, lines: LINES });
        assert.equal(context.imported, null);
        assert.equal(world.announced.length, 0);
      }
      if (event.type === "import.dismiss") assert.deepEqual([context.imported, context.importRefusal], [null, null]);
      if (event.type === "xstate.done.actor.print") {
        const saved = world.saved.at(-1)!;
        assert.equal(saved.file, PDF);
        assert.ok(["badge-VISITO-00000001.pdf", "attendee-badges.pdf"].includes(saved.fileName));
      }
      if (event.type === "xstate.error.actor.print") {
        const error = (event as unknown as { error: unknown }).error;
        assert.equal(world.saved.length, 0);
        if (error === SIGNED_OUT) assert.equal(world.toasts.length, 0, "the session's own message says it");
        else assert.deepEqual(world.toasts.at(-1), { title: "Error", description: error === OFFLINE ? ATTENDEE_TEXTS.printFailed : CANCELLED_MEANWHILE, variant: "destructive" });
      }
    },
    "ready.importing": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["importAttendees"]!.pending("import")?.input, { file: GOOD_FILE });
      assert.deepEqual([snapshot.context.imported, snapshot.context.importRefusal], [null, null], "the last outcome is cleared when a file is chosen");
      assert.equal(snapshot.can({ type: "badges.printAll" }), false);
    },
    "ready.printing": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["printBadges"]!.pending("print");
      assert.deepEqual(call?.input, snapshot.context.printing);
      assert.ok(isPrinting(snapshot, PRIYA._id) || isPrinting(snapshot, "all"));
      assert.ok(!isPrinting(snapshot, TOMAS._id));
    },
  },
});

