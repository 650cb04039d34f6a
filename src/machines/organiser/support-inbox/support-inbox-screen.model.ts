import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import { Conflict } from "../../../api/errors.ts";
import type { QueuePage } from "../../data/queue-query.ts";
import { OFFLINE, outcomesOf } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { recordingChild } from "../../testing/recording-child.ts";
import type { queueListMachine } from "../../data/queue-list.machine.ts";
import { supportInboxScreenMachine } from "./support-inbox-screen.machine.ts";
import { INBOX_MESSAGES, type InboxRequest } from "./support-inbox-screen.types.ts";

const ACME = { _id: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b", name: "Acme Robotics" };

const POWER: InboxRequest = {
  ticketId: "SUP-AAAAAAAA",
  subject: "Booth power",
  category: "technical",
  priority: "high",
  status: "open",
  message: "We need a second power outlet at B-204.",
  authorName: "Asha Rao",
  authorUserId: "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b",
  email: "asha@acme.example",
  exhibitor: ACME,
  createdAt: "2026-01-02T09:00:00.000Z",
  updatedAt: "2026-01-02T09:00:00.000Z",
  replies: [],
};
const WIFI: InboxRequest = { ...POWER, ticketId: "SUP-BBBBBBBB", subject: "Wi-Fi", priority: "low", status: "closed" };
const ANSWER = "An electrician comes at 2 pm.";
const ANSWERED: InboxRequest = {
  ...POWER,
  status: "answered",
  updatedAt: "2026-01-02T10:00:00.000Z",
  replies: [{ author: "organiser", authorName: "Priya Menon", authorUserId: null, message: ANSWER, createdAt: "2026-01-02T10:00:00.000Z" }],
};
const CLOSED_POWER: InboxRequest = { ...POWER, status: "closed" };
const REOPENED_WIFI: InboxRequest = { ...WIFI, status: "open" };
const CLOSED_REFUSAL = "SUP-AAAAAAAA is closed. Reopen it to answer.";
const ANSWERED_WORDS = "Answered SUP-AAAAAAAA; asha@acme.example is told by e-mail.";

const page = (rows: ReadonlyArray<InboxRequest>): QueuePage<InboxRequest> => ({ rows, total: rows.length, counts: { open: 1, answered: 0, closed: 1 }, choices: null });
/** The queue reporting what it shows (its own read and background reads are the queue's model's). */
const listShows = (rows: ReadonlyArray<InboxRequest>) =>
  ({ type: "xstate.snapshot.list", snapshot: { value: { ready: "waiting" }, context: { page: page(rows) } } }) as unknown as ModelEvent<typeof supportInboxScreenMachine>;
/** A background read found a follow-up on the closed request: it is open again. */
const FOLLOWED_UP = listShows([POWER, REOPENED_WIFI]);
/** Another tab: the open conversation's request is not on it. */
const OTHER_TAB = listShows([WIFI]);

interface World {
  readonly announced: string[];
  readonly toList: AnyEventObject[];
}

export const supportInboxScreenModel = defineModel({
  name: "support-inbox-screen",
  machine: supportInboxScreenMachine,
  inputs: { default: { search: "", role: "organiser-staff" }, closedTab: { search: "?status=closed", role: "organiser" } },
  events: [
    { type: "request.toggle", request: POWER },
    { type: "request.toggle", request: WIFI },
    { type: "reply.change", message: ANSWER },
    { type: "reply.submit" },
    { type: "request.close" },
    { type: "request.reopen" },
    FOLLOWED_UP,
    OTHER_TAB,
    ...(outcomesOf("reply", { answers: [{ request: ANSWERED, message: ANSWERED_WORDS }], failures: [new Conflict({ message: CLOSED_REFUSAL }), OFFLINE] }) as ModelEvent<
      typeof supportInboxScreenMachine
    >[]),
    ...(outcomesOf("close", { answers: [{ request: CLOSED_POWER, message: "Closed SUP-AAAAAAAA." }], failures: [OFFLINE] }) as ModelEvent<typeof supportInboxScreenMachine>[]),
    ...(outcomesOf("reopen", { answers: [{ request: REOPENED_WIFI, message: "Reopened SUP-BBBBBBBB; it waits for an answer again." }], failures: [OFFLINE] }) as ModelEvent<
      typeof supportInboxScreenMachine
    >[]),
  ],
  controlledActors: ["sendReply", "closeRequest", "reopenRequest"],
  world: (): World => ({ announced: [], toList: [] }),
  implementations: (world) => ({
    actors: { inboxList: recordingChild<typeof queueListMachine>(world.toList, { page: null }) },
    actions: { announce: (_: unknown, params: { message: string }) => void world.announced.push(params.message) },
  }),
  assertions: {
    idle: (snapshot, { event, world, input }) => {
      assert.equal(snapshot.context.address, input === "closedTab" ? "?status=closed" : "", "the queue opens on the address's tab");
      const { context } = snapshot;
      const shown = context.open;
      assert.ok(!snapshot.hasTag("busy"));
      // Close is offered on an open or answered request, Reopen on a closed one, neither without one.
      assert.equal(snapshot.can({ type: "request.close" }), shown !== null && shown.status !== "closed");
      assert.equal(snapshot.can({ type: "request.reopen" }), shown !== null && shown.status === "closed");
      if (event.type === "reply.submit" && shown !== null && shown.status !== "closed") assert.equal(context.actionError, INBOX_MESSAGES.replyRequired, "an empty answer is not sent");
      if (event.type === "xstate.error.actor.reply") {
        assert.ok([CLOSED_REFUSAL, INBOX_MESSAGES.replyFailed].includes(context.actionError!));
        assert.equal(context.draft, ANSWER, "the typed answer stays");
      }
      if (event.type === "xstate.error.actor.close" || event.type === "xstate.error.actor.reopen") assert.equal(context.actionError, INBOX_MESSAGES.changeFailed);
      if (event.type.startsWith("xstate.done.actor.")) {
        // Saved: the queue shows the request as the server answered it, and the toast says so.
        const { request, message } = (event as unknown as { output: { request: InboxRequest; message: string } }).output;
        assert.deepEqual(world.toList.at(-1), { type: "row.replace", row: request });
        // The conversation shows the request as it now stands (unless a read meanwhile left it off the page).
        if (shown?.ticketId === request.ticketId) assert.equal(shown, request, "the conversation shows the request as it now stands");
        assert.equal(world.announced.at(-1), message);
      }
      if (event.type === "xstate.done.actor.reply") assert.equal(context.draft, "");
      if (event.type === "request.toggle") assert.equal(context.draft, "");
      // The conversation follows the queue: changed by a background read, or closed when its request is not shown.
      if (event.type === "xstate.snapshot.list") {
        const rows = (event as unknown as { snapshot: { context: { page: QueuePage<InboxRequest> } } }).snapshot.context.page.rows;
        if (shown !== null) assert.deepEqual(shown, rows.find((row) => row.ticketId === shown.ticketId), "the open request as the queue shows it");
      }
    },
    replying: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["sendReply"]!.pending("reply")?.input, { ticketId: POWER.ticketId, message: ANSWER });
    },
    closing: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal((actors["closeRequest"]!.pending("close")?.input as { ticketId: string }).ticketId, snapshot.context.open!.ticketId);
    },
    reopening: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal((actors["reopenRequest"]!.pending("reopen")?.input as { ticketId: string }).ticketId, snapshot.context.open!.ticketId);
    },
  },
});
