import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import { Conflict } from "../../../api/errors.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { OFFLINE, outcomesOf, refusal, SIGNED_OUT } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { recordInto } from "../../testing/record-into.ts";
import { recordingChild } from "../../testing/recording-child.ts";
import type { queueListMachine } from "../../data/queue-list.machine.ts";
import { attendeesScreenMachine } from "./attendees-screen.machine.ts";
import { ATTENDEE_TEXTS, type CsvFile, type ImportOutcome, type OrganiserAttendee, type SaveBadgesParams } from "./attendees-screen.types.ts";
import { isPrinting, printAllLabel } from "./attendees-view.ts";

export const attendeeFixture = (n: number, name: string, status: OrganiserAttendee["status"] = "active"): OrganiserAttendee => ({
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

const PRIYA = attendeeFixture(1, "Priya Nair");
const TOMAS = attendeeFixture(2, "Tomás Herrera");
const GONE = attendeeFixture(3, "Gita Rao", "cancelled");

/** The queue reporting what it shows: the search applied and how many it finds (the rows are the queue's model's). */
const listShows = (search: string, total: number) =>
  ({ type: "xstate.snapshot.list", snapshot: { value: "ready", context: { query: { search }, page: { rows: [], total } } } }) as unknown as ModelEvent<
    typeof attendeesScreenMachine
  >;
const LISTED = listShows("", 60);
const NONE_FOUND = listShows("nair", 0);

const csv = (name: string, size: number): CsvFile => ({ name, size, text: async () => "name,ticket type\nPriya Nair,Visitor\n" });
const GOOD_FILE = csv("attendees.csv", 36);
const BIG_FILE = csv("everyone.csv", 2_000_000);
const IMPORTED: ImportOutcome = { message: "Imported 2 attendees.", data: { imported: 2, kept: 0, filled: 0, unmatchedLines: [], warning: null } };
const REFUSED_MESSAGE = "Nothing was imported: fix these 2 problems in the file and import it again.";
const LINES = ["Line 3: the name is missing.", 'Line 4: "raj@" is not an e-mail address.'];
// Two entries on one path: the refusal helper takes one word per path, so the second is added here.
const BAD_FILE = Object.assign(refusal(REFUSED_MESSAGE, { "/csv": LINES[0]! }), { errors: LINES.map((message) => ({ path: "/csv", message })) });
const PDF = new Blob(["%PDF-1.7"], { type: "application/pdf" });
const CANCELLED_MEANWHILE = "This attendee's ticket was cancelled, so it has no badge to print.";

type Event = ModelEvent<typeof attendeesScreenMachine>;

interface World {
  readonly announced: string[];
  readonly toasts: ToastParams[];
  readonly saved: SaveBadgesParams[];
  readonly toList: AnyEventObject[];
}

const imports: Event[] = [
  { type: "import.choose", file: GOOD_FILE },
  { type: "import.choose", file: BIG_FILE },
  { type: "import.dismiss" },
  ...(outcomesOf("import", { answers: [IMPORTED], failures: [BAD_FILE, OFFLINE] }) as Event[]),
];
const prints: Event[] = [
  { type: "badge.print", attendee: PRIYA },
  { type: "badge.print", attendee: GONE },
  { type: "badges.printAll" },
  ...(outcomesOf("print", { answers: [PDF], failures: [new Conflict({ message: CANCELLED_MEANWHILE }), OFFLINE, SIGNED_OUT] }) as Event[]),
];

export const attendeesScreenModel = defineModel({
  name: "attendees-screen",
  machine: attendeesScreenMachine,
  inputs: { organiser: { search: "", role: "organiser" }, staff: { search: "", role: "organiser-staff" } },
  // The import and the prints are each walked from a screen with no outcome shown, so the graph
  // stays the size of the flows rather than of every combination of them.
  events: (snapshot) => {
    const { context } = snapshot;
    const quiet = context.imported === null && context.importRefusal === null;
    return [LISTED, NONE_FOUND, ...(context.printing === null ? imports : []), ...(quiet && context.file === null ? prints : [])];
  },
  controlledActors: ["importAttendees", "printBadges"],
  world: (): World => ({ announced: [], toasts: [], saved: [], toList: [] }),
  implementations: (world) => ({
    actors: { attendeesList: recordingChild<typeof queueListMachine>(world.toList, { query: { search: "" }, page: null }) },
    actions: {
      announce: (_: unknown, params: { message: string }) => void world.announced.push(params.message),
      notify: recordInto(world.toasts),
      saveBadges: recordInto(world.saved),
    },
  }),
  assertions: {
    idle: (snapshot, { event, world, actors }) => {
      const { context } = snapshot;
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(context.printing, null);
      assert.equal(context.file, null);
      assert.equal(printAllLabel(context), context.listed.search === "" ? "Print all badges" : "Print these badges");
      assert.equal(snapshot.can({ type: "badges.printAll" }), context.listed.total > 0, "Print all only when the search finds someone");
      // A cancelled ticket's badge is never asked for.
      assert.equal(snapshot.can({ type: "badge.print", attendee: GONE }), false);
      assert.ok(snapshot.can({ type: "badge.print", attendee: TOMAS }));
      for (const call of actors["printBadges"]!.calls) assert.notDeepEqual(call.input, { kind: "one", id: GONE._id, ticketCode: GONE.ticketCode });
      if (event.type === "import.choose" && (event as unknown as { file: CsvFile }).file.size === BIG_FILE.size) {
        assert.deepEqual(context.importRefusal, { message: ATTENDEE_TEXTS.tooLarge, lines: [] });
        assert.ok(actors["importAttendees"]!.calls.every((call) => (call.input as { file: CsvFile }).file.size !== BIG_FILE.size), "a file too large is never sent");
      }
      if (event.type === "xstate.done.actor.import") {
        // The list is read again from its first page; the outcome stays for the view, and the toast says it.
        assert.equal(context.imported, IMPORTED);
        assert.equal(world.announced.at(-1), IMPORTED.message);
        assert.deepEqual(world.toList.at(-1), { type: "list.reload" });
      }
      if (event.type === "xstate.error.actor.import") {
        const error = (event as unknown as { error: unknown }).error;
        // The server's words and each line to fix; without an answer, the general words. The list is left as it was.
        assert.deepEqual(context.importRefusal, error === OFFLINE ? { message: ATTENDEE_TEXTS.importFailed, lines: [] } : { message: REFUSED_MESSAGE, lines: LINES });
        assert.equal(context.imported, null);
        assert.equal(world.toList.length, world.announced.length, "only an import that succeeded reads the list again");
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
    importing: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["importAttendees"]!.pending("import")?.input, { file: GOOD_FILE });
      assert.deepEqual([snapshot.context.imported, snapshot.context.importRefusal], [null, null], "the last outcome is cleared when a file is chosen");
      assert.equal(snapshot.can({ type: "badges.printAll" }), false);
    },
    printing: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["printBadges"]!.pending("print");
      assert.deepEqual(call?.input, snapshot.context.printing);
      assert.ok(isPrinting(snapshot, PRIYA._id) || isPrinting(snapshot, "all"));
      assert.ok(!isPrinting(snapshot, TOMAS._id));
      if (isPrinting(snapshot, "all")) assert.deepEqual(snapshot.context.printing, { kind: "all", search: snapshot.context.listed.search });
    },
  },
});
