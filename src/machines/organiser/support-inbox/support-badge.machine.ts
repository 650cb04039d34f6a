import { assign, setup, type SnapshotFrom } from "xstate";
import { notProvidedActor } from "../../not-provided.ts";

/** How often the header reads the count of open support requests. */
export const SUPPORT_BADGE_POLL_MS = 60_000;

export interface SupportBadgeContext {
  /** Requests waiting for the organiser; null until first read. */
  readonly open: number | null;
}

export type SupportBadgeEvent = { readonly type: "badge.refresh" };

export interface SupportBadgeTypes {
  context: SupportBadgeContext;
  events: SupportBadgeEvent;
}

/**
 * The console header's count of open support requests (GET /organiser/support/open-count): read on
 * start, every `SUPPORT_BADGE_POLL_MS`, and at once on `badge.refresh` (the inbox emits
 * `support.open-count.changed` after an answer, a close or a reopen). A failed read keeps the count
 * shown; the next read tries again.
 */
export const supportBadgeMachine = setup({
  types: {} as SupportBadgeTypes,
  actors: {
    /** GET /organiser/support/open-count. */
    countOpen: notProvidedActor<number>("countOpen"),
  },
  delays: { badgePoll: SUPPORT_BADGE_POLL_MS },
  actions: {
    showCount: assign((_, params: { open: number }) => ({ open: params.open })),
  },
}).createMachine({
  id: "supportBadge",
  context: { open: null },
  initial: "reading",
  states: {
    reading: {
      on: { "badge.refresh": { target: "reading", reenter: true, description: "Read again: a change may have begun after this read." } },
      invoke: {
        id: "count",
        src: "countOpen",
        onDone: { target: "waiting", actions: { type: "showCount", params: ({ event }) => ({ open: event.output }) } },
        onError: { target: "waiting", description: "The count shown stays; the next read tries again." },
      },
    },
    waiting: {
      after: { badgePoll: "reading" },
      on: { "badge.refresh": "reading" },
    },
  },
});

/** The badge's text: nothing when none wait (or before the first read), "99+" past 99. */
export const supportBadgeText = (snapshot: SnapshotFrom<typeof supportBadgeMachine>): string | null => {
  const { open } = snapshot.context;
  if (open === null || open === 0) return null;
  return open > 99 ? "99+" : String(open);
};
