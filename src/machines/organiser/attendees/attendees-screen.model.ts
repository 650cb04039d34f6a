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
import { importable, previewPlan, previewRead, type ImportPreview } from "./import-preview.ts";

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
/** What the server's dry run says of a file: two to add; a refused line; everyone there already. */
const WOULD_ADD: ImportPreview = { read: 3, added: 2, kept: 1, filled: 1, refused: [], unmatchedLines: [], warning: null };
const WOULD_REFUSE: ImportPreview = { read: 3, added: 0, kept: 0, filled: 0, refused: ["Line 3: the name is missing."], unmatchedLines: [], warning: null };
const NOTHING_NEW: ImportPreview = { read: 2, added: 0, kept: 2, filled: 0, refused: [], unmatchedLines: [], warning: null };
const PLANS: ReadonlyArray<[ImportPreview, string]> = [
  [WOULD_ADD, "2 attendees will be added; 1 already has a ticket and is left as it is, 1 of them given their badge id."],
  [WOULD_REFUSE, "1 row is refused, so nothing can be imported: fix it in the file and choose it again."],
  [NOTHING_NEW, "Everyone in the file already has a ticket: there is nothing to import."],
];
const IMPORTED: ImportOutcome = { message: "Imported 2 attendees.", data: { imported: 2, kept: 0, filled: 0, unmatchedLines: [], warning: null } };
const REFUSED_MESSAGE = "Nothing was imported: fix these 2 problems in the file and import it again.";
const LINES = ["Line 3: the name is missing.", 'Line 4: "raj@" is not an e-mail address.'];
// Two entries on one path: the refusal helper takes one word per path, so the second is added here.
const BAD_FILE = Object.assign(refusal(REFUSED_MESSAGE, { "/csv": LINES[0]! }), { errors: LINES.map((message) => ({ path: "/csv", message })) });
const PDF = new Blob(["%PDF-1.7"], { type: "application/pdf" });
const CANCELLED_MEANWHILE = "This attendee's ticket was cancelled, so it has no badge to print.";

type Event = ModelEvent<typeof attendeesScreenMachine>;

/** A correction saved (the editor) or a ticket cancelled (the canceller). */
const CHANGED: Event = { type: "entity.changed", entity: "attendee" };

interface World {
  readonly announced: string[];
  readonly toasts: ToastParams[];
  readonly saved: SaveBadgesParams[];
  readonly toList: AnyEventObject[];
  /** The imports sent when the preview last showed: Cancel sends none. */
  importsWhenPreviewed: number;
}

const imports: Event[] = [
  { type: "import.choose", file: GOOD_FILE },
  { type: "import.choose", file: BIG_FILE },
  { type: "import.dismiss" },
  { type: "import.confirm" },
  { type: "import.cancel" },
  ...(outcomesOf("preview", { answers: [WOULD_ADD, WOULD_REFUSE, NOTHING_NEW], failures: [OFFLINE] }) as Event[]),
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
    return [LISTED, NONE_FOUND, CHANGED, ...(context.printing === null ? imports : []), ...(quiet && context.file === null ? prints : [])];
  },
  controlledActors: ["previewImport", "importAttendees", "printBadges"],
  world: (): World => ({ announced: [], toasts: [], saved: [], toList: [], importsWhenPreviewed: 0 }),
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
        const reloads = world.toList.filter((sent) => sent.type === "list.reload").length;
        assert.equal(reloads, world.announced.length, "only an import that succeeded reads the list again");
      }
      if (event.type === "import.dismiss") assert.deepEqual([context.imported, context.importRefusal], [null, null]);
      if (event.type === "import.cancel") {
        // Cancel puts the file back and writes nothing.
        assert.deepEqual([context.file, context.preview], [null, null]);
        assert.equal(actors["importAttendees"]!.calls.length, world.importsWhenPreviewed);
      }
      if (event.type === "xstate.error.actor.preview") assert.deepEqual(context.importRefusal, { message: ATTENDEE_TEXTS.previewFailed, lines: [] });
      // A saved correction or a cancelled ticket: the page is read again.
      if (event.type === "entity.changed") assert.deepEqual(world.toList.at(-1), { type: "list.refresh" });
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
    previewing: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["previewImport"]!.pending("preview")?.input, { file: GOOD_FILE });
      assert.deepEqual([snapshot.context.imported, snapshot.context.importRefusal], [null, null], "the last outcome is cleared when a file is chosen");
      assert.ok(actors["importAttendees"]!.calls.every((call) => call.settled), "choosing a file imports nothing");
      assert.equal(snapshot.can({ type: "badges.printAll" }), false);
    },
    reviewing: (snapshot, { actors, world }) => {
      const { preview, file } = snapshot.context;
      assert.ok(preview !== null && file !== null);
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(previewRead(file.name, preview), `attendees.csv: ${preview.read} rows read.`);
      assert.equal(previewPlan(preview), PLANS.find(([shown]) => shown.read === preview.read && shown.added === preview.added && shown.refused.length === preview.refused.length)![1]);
      // Import only when it would add someone and no line is refused; Cancel always.
      assert.equal(snapshot.can({ type: "import.confirm" }), importable(preview));
      assert.equal(importable(preview), preview === WOULD_ADD || (preview.refused.length === 0 && preview.added > 0));
      assert.ok(snapshot.can({ type: "import.cancel" }));
      world.importsWhenPreviewed = actors["importAttendees"]!.calls.length;
    },
    importing: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["importAttendees"]!.pending("import")?.input, { file: GOOD_FILE });
      assert.ok(importable(snapshot.context.preview!), "only a file whose preview offered Import is imported");
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
