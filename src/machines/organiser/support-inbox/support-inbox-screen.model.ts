import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { Conflict } from "../../../api/errors.ts";
import { OFFLINE, outcomesOf, serverDown } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { supportInboxScreenMachine } from "./support-inbox-screen.machine.ts";
import { inboxEmptyMessage, inboxExpanded, inboxFirstLoad, inboxRange } from "./support-inbox-screen.selectors.ts";
import { INBOX_MESSAGES, INBOX_PAGE_SIZE, type InboxPage, type InboxRequest } from "./support-inbox-screen.types.ts";

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
const ANSWERED: InboxRequest = {
  ...POWER,
  status: "answered",
  updatedAt: "2026-01-02T10:00:00.000Z",
  replies: [{ author: "organiser", authorName: "Priya Menon", authorUserId: null, message: "An electrician comes at 2 pm.", createdAt: "2026-01-02T10:00:00.000Z" }],
};
const CLOSED_POWER: InboxRequest = { ...POWER, status: "closed" };
const REOPENED_WIFI: InboxRequest = { ...WIFI, status: "open" };
/** The first of two pages. */
const PAGE: InboxPage = { requests: [POWER, WIFI], total: 60, counts: { open: 40, answered: 10, closed: 10 }, limit: INBOX_PAGE_SIZE, offset: 0 };
/** What a background read finds: a follow-up came in on the closed one's neighbour. */
const POLLED: InboxPage = { ...PAGE, requests: [POWER, REOPENED_WIFI] };
const EMPTY: InboxPage = { requests: [], total: 0, counts: { open: 0, answered: 0, closed: 0 }, limit: INBOX_PAGE_SIZE, offset: 0 };
const SERVER_DOWN = "Service unavailable: the database is not answering";
const CLOSED_REFUSAL = "SUP-AAAAAAAA is closed. Reopen it to answer.";

type Snapshot = SnapshotFrom<typeof supportInboxScreenMachine>;
type Event = ModelEvent<typeof supportInboxScreenMachine>;

const atStart = (snapshot: Snapshot): boolean => snapshot.context.query.status === "open" && snapshot.context.query.offset === 0;

export const supportInboxScreenModel = defineModel({
  name: "support-inbox-screen",
  machine: supportInboxScreenMachine,
  inputs: { default: { search: "", role: "organiser-staff" } },
  events: (snapshot) => {
    const fresh = atStart(snapshot);
    const events: Event[] = [
      ...outcomesOf("list", { answers: [PAGE, EMPTY], failures: [serverDown(SERVER_DOWN)] }),
      { type: "list.retry" },
      { type: "list.refresh" },
      { type: "xstate.after.inboxPoll.supportInboxScreen.ready.freshness.waiting" },
      ...outcomesOf("poll", { answers: [POLLED], failures: [OFFLINE] }),
    ];
    // Tabs and pages are walked from the inbox as it opens; conversations on its first page.
    if (fresh || snapshot.context.query.offset > 0) events.push({ type: "page.next" }, { type: "page.previous" });
    if (!fresh) return events;
    const more: Event[] = [
      { type: "filter.status", status: "closed" },
      { type: "request.toggle", ticketId: POWER.ticketId },
      { type: "request.toggle", ticketId: WIFI.ticketId },
      { type: "reply.change", message: "An electrician comes at 2 pm." },
      { type: "reply.submit" },
      { type: "request.close" },
      { type: "request.reopen" },
      ...outcomesOf("reply", { answers: [{ request: ANSWERED, message: "Answered SUP-AAAAAAAA; asha@acme.example is told by e-mail." }], failures: [new Conflict({ message: CLOSED_REFUSAL }), OFFLINE] }),
      ...outcomesOf("close", { answers: [{ request: CLOSED_POWER, message: "Closed SUP-AAAAAAAA." }], failures: [OFFLINE] }),
      ...outcomesOf("reopen", { answers: [{ request: REOPENED_WIFI, message: "Reopened SUP-BBBBBBBB; it waits for an answer again." }], failures: [OFFLINE] }),
    ];
    return [...events, ...more];
  },
  controlledActors: ["listInbox", "sendReply", "closeRequest", "reopenRequest"],
  world: () => ({ announced: [] as string[] }),
  implementations: (world) => ({ actions: { announce: (_: unknown, params: { message: string }) => void world.announced.push(params.message) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["listInbox"]!.pending("list");
      assert.ok(call !== undefined, "the inbox is being read");
      assert.deepEqual(call.input, snapshot.context.query);
      assert.equal(snapshot.context.error, null);
      assert.equal(inboxFirstLoad(snapshot), snapshot.context.page === null);
      assert.equal(inboxEmptyMessage(snapshot), null);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
    },
    ready: (snapshot) => {
      const { context } = snapshot;
      assert.ok(context.page !== null);
      if (context.expanded !== null) assert.ok(inboxExpanded(context) !== null, "only a shown request's conversation is open");
      assert.equal(inboxEmptyMessage(snapshot), context.page.requests.length > 0 ? null : atStart(snapshot) ? INBOX_MESSAGES.emptyOpen : INBOX_MESSAGES.empty);
      assert.equal(inboxRange(context), context.page.total === 0 ? null : `${context.query.offset + 1}–${context.query.offset + context.page.requests.length} of ${context.page.total}`);
    },
    "ready.conversation.idle": (snapshot, { event, world }) => {
      const { context } = snapshot;
      const shown = inboxExpanded(context);
      // Close is offered on an open or answered request, Reopen on a closed one, neither without one.
      assert.equal(snapshot.can({ type: "request.close" }), shown !== null && shown.status !== "closed");
      assert.equal(snapshot.can({ type: "request.reopen" }), shown !== null && shown.status === "closed");
      if (event.type === "reply.submit" && shown !== null && shown.status !== "closed") assert.equal(context.actionError, INBOX_MESSAGES.replyRequired, "an empty answer is not sent");
      if (event.type === "xstate.error.actor.reply") {
        assert.ok([CLOSED_REFUSAL, INBOX_MESSAGES.replyFailed].includes(context.actionError!));
        assert.equal(context.draft, "An electrician comes at 2 pm.", "the typed answer stays");
      }
      if (event.type === "xstate.error.actor.close" || event.type === "xstate.error.actor.reopen") assert.equal(context.actionError, INBOX_MESSAGES.changeFailed);
      if (event.type === "xstate.done.actor.reply") {
        assert.deepEqual(shown, ANSWERED, "the request shows the answer, answered");
        assert.equal(context.draft, "");
        assert.equal(world.announced.at(-1), "Answered SUP-AAAAAAAA; asha@acme.example is told by e-mail.");
      }
      if (event.type === "xstate.done.actor.close" || event.type === "xstate.done.actor.reopen") {
        const { request } = (event as unknown as { output: { request: InboxRequest } }).output;
        assert.ok(context.page!.requests.some((r) => r === request), "the request shown is the one the server answered");
      }
      if (event.type === "request.toggle") assert.equal(context.draft, "");
    },
    "ready.conversation.replying": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["sendReply"]!.pending("reply")?.input, { ticketId: POWER.ticketId, message: "An electrician comes at 2 pm." });
    },
    "ready.conversation.closing": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["closeRequest"]!.pending("close")?.input, { ticketId: snapshot.context.expanded });
    },
    "ready.conversation.reopening": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["reopenRequest"]!.pending("reopen")?.input, { ticketId: snapshot.context.expanded });
    },
    "ready.freshness.waiting": (snapshot, { actors, event }) => {
      assert.equal(actors["listInbox"]!.pending("poll"), undefined, "no background read runs");
      if (event.type === "xstate.error.actor.poll") assert.equal(snapshot.context.error, null, "a failed background read says nothing");
    },
    "ready.freshness.reading": (snapshot, { actors }) => {
      assert.ok(actors["listInbox"]!.pending("poll") !== undefined, "the inbox is read again in the background");
      assert.equal(snapshot.hasTag("busy"), !snapshot.matches({ ready: { conversation: "idle" } }));
    },
  },
});
