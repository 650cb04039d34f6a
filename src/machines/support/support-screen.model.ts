import assert from "node:assert/strict";
import { createMachine, type AnyEventObject } from "xstate";
import { Conflict } from "../../api/errors.ts";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import {
  SUPPORT_TICKET_MESSAGES,
  supportCanReply,
  supportEmptyMessage,
  supportListLoading,
  supportScreenMachine,
  type SupportTicket,
} from "./support-screen.machine.ts";
import { conversationOf, YOU } from "./support-conversation.ts";

/** The signed-in member, and a colleague of the same company. */
const ME = "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b";
const SAM = "1c2d3e4f-5061-4728-9bac-1d2e3f4a5b6c";

const ANSWERED: SupportTicket = {
  ticketId: "SUP-AAAAAAAA",
  subject: "Booth power",
  category: "technical",
  priority: "high",
  status: "answered",
  message: "We need a second power outlet at B-204.",
  authorName: "Asha Rao",
  authorUserId: ME,
  createdAt: "2026-01-02T09:00:00.000Z",
  updatedAt: "2026-01-02T10:00:00.000Z",
  replies: [{ author: "organiser", authorName: "Event Support", authorUserId: null, message: "An electrician comes at 2 pm.", createdAt: "2026-01-02T10:00:00.000Z" }],
};
/** A colleague's request: the company's requests are shared by its team. */
const CLOSED: SupportTicket = { ...ANSWERED, ticketId: "SUP-BBBBBBBB", subject: "Wi-Fi", status: "closed", authorName: "Sam Booth", authorUserId: SAM, replies: [] };
/** The answered request after the exhibitor's follow-up: open again, the reply appended. */
const FOLLOWED: SupportTicket = {
  ...ANSWERED,
  status: "open",
  updatedAt: "2026-01-02T11:00:00.000Z",
  replies: [...ANSWERED.replies, { author: "exhibitor", authorName: "Sam Booth", authorUserId: SAM, message: "Thanks", createdAt: "2026-01-02T11:00:00.000Z" }],
};
/** The followed-up request as a background read finds it: the organiser has answered again. */
const ANSWERED_AGAIN: SupportTicket = {
  ...FOLLOWED,
  status: "answered",
  updatedAt: "2026-01-02T12:00:00.000Z",
  replies: [...FOLLOWED.replies, { author: "organiser", authorName: "Event Support", authorUserId: null, message: "See you at 2.", createdAt: "2026-01-02T12:00:00.000Z" }],
};
const CLOSED_MESSAGE = "This support request is closed. Please submit a new request.";
const SERVER_DOWN = "Service unavailable: the database is not answering";

interface World {
  /** What the form child was told. */
  readonly form: string[];
}

/** A child that only keeps what it is told (the form's own flow has its model). */
const listener = (heard: string[]) =>
  createMachine({ on: { "*": { actions: ({ event }: { event: AnyEventObject }) => void heard.push(event.type) } } });

export const supportScreenModel = defineModel({
  name: "support-screen",
  machine: supportScreenMachine,
  inputs: { default: { search: "", role: "staff" } },
  events: [
    ...outcomesOf("list", { answers: [[ANSWERED, CLOSED], []], failures: [serverDown(SERVER_DOWN)] }),
    { type: "xstate.after.supportPoll.supportScreen.loaded.freshness.waiting" },
    ...outcomesOf("poll", { answers: [[ANSWERED_AGAIN, CLOSED]], failures: [OFFLINE] }),
    ...outcomesOf("reply", { answers: [FOLLOWED], failures: [new Conflict({ message: CLOSED_MESSAGE }), OFFLINE] }),
    { type: "list.retry" },
    { type: "viewer.report", userId: ME },
    { type: "requests.refresh" },
    { type: "request.toggle", ticketId: ANSWERED.ticketId },
    { type: "request.toggle", ticketId: CLOSED.ticketId },
    { type: "reply.change", message: "Thanks" },
    { type: "reply.submit" },
  ],
  controlledActors: ["listRequests", "sendReply"],
  world: (): World => ({ form: [] }),
  implementations: (world) => ({ actors: { supportForm: listener(world.form) as never } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["listRequests"]!.pending("list") !== undefined, "the list is being read");
      assert.equal(snapshot.context.error, null);
      assert.equal(snapshot.context.refreshPending, false);
      // A first read shows the loading state; a refresh keeps the shown requests.
      assert.equal(supportListLoading(snapshot), snapshot.context.tickets.length === 0);
      assert.equal(supportEmptyMessage(snapshot), null);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
      assert.equal(supportEmptyMessage(snapshot), null);
    },
    loaded: (snapshot) => {
      assert.ok(snapshot.children.form !== undefined, "the request form runs beside the list");
      const { tickets, expanded } = snapshot.context;
      assert.equal(supportEmptyMessage(snapshot), tickets.length === 0 ? SUPPORT_TICKET_MESSAGES.empty : null);
      assert.equal(supportListLoading(snapshot), false);
      if (expanded !== null) assert.ok(tickets.some((t) => t.ticketId === expanded), "only a shown request is expanded");
      // "You" on the signed-in member's own messages only: a colleague's and the organiser's are named.
      for (const ticket of tickets) {
        for (const entry of conversationOf(ticket, snapshot.context.me, "UTC")) {
          const mine = snapshot.context.me === ME && entry.author === "exhibitor" && entry.key === "0" && ticket.authorUserId === ME;
          assert.equal(entry.who === YOU, mine, `${ticket.ticketId} #${entry.key}`);
          if (entry.author === "organiser") assert.equal(entry.who, "Event Support (Organiser)");
          if (!mine && entry.author === "exhibitor") assert.ok(["Asha Rao", "Sam Booth"].includes(entry.who));
          assert.match(entry.when, /^[A-Z][a-z]{2} \d{1,2}, \d{2}:\d{2} [AP]M$/, "the portal's one date format, no seconds");
        }
      }
      assert.deepEqual(tickets.map(supportCanReply), tickets.map((t) => t.status !== "closed"));
    },
    "loaded.conversation.idle": (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      const { context } = snapshot;
      if (event.type === "reply.submit") {
        // Without an expanded request there is no reply box: nothing happens.
        assert.equal(context.replyError, context.expanded === null ? null : SUPPORT_TICKET_MESSAGES.replyRequired, "an empty reply is not sent");
      }
      if (event.type === "xstate.error.actor.reply") {
        // The server's reason (a closed request), else the fallback (no answer arrived).
        assert.ok([CLOSED_MESSAGE, SUPPORT_TICKET_MESSAGES.replyFailed].includes(context.replyError!));
        assert.equal(context.draft, "Thanks", "the typed reply stays");
      }
      if (event.type === "xstate.done.actor.reply") {
        assert.deepEqual(context.tickets[0], FOLLOWED, "the request shows the reply and is open again");
        assert.equal(context.draft, "");
        assert.equal(context.replyError, null);
      }
      if (event.type === "request.toggle") assert.equal(context.draft, "");
    },
    "loaded.freshness.waiting": (snapshot, { actors, event }) => {
      assert.equal(actors["listRequests"]!.pending("poll"), undefined, "no background read runs");
      // A background read's answer replaces the list; a failed one leaves it as it was.
      if (event.type === "xstate.done.actor.poll") assert.deepEqual(snapshot.context.tickets, [ANSWERED_AGAIN, CLOSED]);
      if (event.type === "xstate.error.actor.poll") assert.equal(snapshot.context.error, null, "a failed background read says nothing");
    },
    "loaded.freshness.reading": (snapshot, { actors }) => {
      assert.ok(actors["listRequests"]!.pending("poll") !== undefined, "the list is read again in the background");
      // In the background: busy only while a reply is being sent.
      assert.equal(snapshot.hasTag("busy"), snapshot.matches({ loaded: { conversation: "replying" } }));
    },
    "loaded.conversation.replying": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const call = actors["sendReply"]!.pending("reply");
      assert.ok(call !== undefined, "the reply is being sent");
      assert.deepEqual(call.input, { ticketId: snapshot.context.expanded, message: "Thanks" });
      assert.ok(!snapshot.can({ type: "reply.submit" }) || snapshot.matches({ loaded: { conversation: "replying" } }));
    },
  },
});
