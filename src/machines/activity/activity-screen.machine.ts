import { assign, setup, type SnapshotFrom } from "xstate";
import type { ScreenInput } from "../screen/screen-input.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { notProvidedActor } from "../not-provided.ts";
import {
  ACTIVITY_EMPTY_MESSAGE,
  ACTIVITY_NO_MATCH_MESSAGE,
  type ActivityActor,
  type ActivityCategory,
  type ActivityEntry,
  type ActivityPage,
  type ActivityPageRequest,
} from "./activity-entry.ts";

export interface ActivityScreenContext {
  /** The person filter: a user id, or null for everyone. */
  readonly actor: string | null;
  /** The kind filter, or null for every kind. */
  readonly category: ActivityCategory | null;
  /** Every page read so far under the current filters, newest first. */
  readonly entries: ReadonlyArray<ActivityEntry>;
  /** Everyone in the company's log (the person filter's choices); kept across filter changes. */
  readonly actors: ReadonlyArray<ActivityActor>;
  /** Where the next page starts; null when the last page is shown. */
  readonly nextCursor: string | null;
  /** Why the first page failed (the whole list shows it, with Retry). */
  readonly error: string | null;
  /** Why the next page failed (shown under the list, whose entries stay). */
  readonly moreError: string | null;
}

export type ActivityScreenEvent =
  | { type: "filter.person"; userId: string | null }
  | { type: "filter.kind"; category: ActivityCategory | null }
  | { type: "list.retry" }
  | { type: "page.more" };

const firstPage = ({ context }: { context: ActivityScreenContext }): ActivityPageRequest => ({
  actor: context.actor,
  category: context.category,
  before: null,
});

// What a read of a page answered, or why it failed, as the actions that keep it take it.
const pageOf = ({ event }: { event: { readonly output: ActivityPage } }) => ({ page: event.output });
const errorOf = ({ event }: { event: { readonly error: unknown } }) => ({ error: event.error });

export interface ActivityScreenTypes { input: ScreenInput; context: ActivityScreenContext; events: ActivityScreenEvent; tags: "busy" | "error" }

/**
 * Issue #12 Activity screen: the company's activity log, newest first, a page at a time, narrowed by
 * person and by kind. The log is read in keyset pages that append to what is shown, so it reads its
 * pages itself instead of through the remote-data machine (whose one answer a reload replaces): a
 * failed next page keeps every entry shown and retries only that page, and a new filter starts over.
 */
export const activityScreenMachine = setup({
  types: {} as ActivityScreenTypes,
  /** GET /activity with the filters and the cursor, provided at the app root. */
  actors: { fetchPage: notProvidedActor<ActivityPage, ActivityPageRequest>("fetchPage") },
  actions: {
    filterByPerson: assign((_, params: { actor: ActivityScreenContext["actor"] }) => ({ actor: params.actor })),
    filterByKind: assign((_, params: { category: ActivityScreenContext["category"] }) => ({ category: params.category })),
    clearList: assign({ entries: [], nextCursor: null, error: null, moreError: null }),
    showFirstPage: assign((_, params: { page: ActivityPage }) => ({
      entries: params.page.entries,
      actors: params.page.actors,
      nextCursor: params.page.nextCursor,
    })),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    clearMoreError: assign({ moreError: null }),
    appendPage: assign(({ context }, params: { page: ActivityPage }) => ({
      entries: [...context.entries, ...params.page.entries],
      actors: params.page.actors,
      nextCursor: params.page.nextCursor,
    })),
    rememberMoreFailure: assign((_, params: { error: unknown }) => ({ moreError: loadErrorMessage(params.error) })),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: "activityScreen",
  context: { actor: null, category: null, entries: [], actors: [], nextCursor: null, error: null, moreError: null },
  initial: "loading",
  // A new filter reads the log again from its newest entry, whatever the list was doing.
  on: {
    "filter.person": { target: ".loading", reenter: true, actions: { type: "filterByPerson", params: ({ event }) => ({ actor: event.userId }) } },
    "filter.kind": { target: ".loading", reenter: true, actions: { type: "filterByKind", params: ({ event }) => ({ category: event.category }) } },
  },
  states: {
    loading: {
      tags: "busy",
      description: "Reads the newest page under the current filters; what an older filter showed is cleared.",
      entry: "clearList",
      invoke: {
        id: "firstPage",
        src: "fetchPage",
        input: firstPage,
        onDone: { target: "loaded", actions: { type: "showFirstPage", params: pageOf } },
        onError: { target: "failed", actions: { type: "rememberLoadFailure", params: errorOf } },
      },
    },
    failed: { tags: "error", on: { "list.retry": "loading" } },
    loaded: {
      initial: "idle",
      states: {
        idle: { on: { "page.more": { guard: "hasMore", target: "loadingMore" } } },
        loadingMore: {
          tags: "busy",
          description: "Reads the page below the last entry shown; the shown entries stay.",
          entry: "clearMoreError",
          on: {
            "page.more": { description: "The next page is already on its way (a scroll fires this often)." },
          },
          invoke: {
            id: "nextPage",
            src: "fetchPage",
            input: ({ context }) => ({ actor: context.actor, category: context.category, before: context.nextCursor }),
            onDone: { target: "idle", actions: { type: "appendPage", params: pageOf } },
            onError: { target: "moreFailed", actions: { type: "rememberMoreFailure", params: errorOf } },
          },
        },
        moreFailed: {
          tags: "error",
          description: "The entries shown stay; Load more tries the same page again.",
          on: { "page.more": "loadingMore" },
        },
      },
    },
  },
});

type ActivitySnapshot = SnapshotFrom<typeof activityScreenMachine>;

/** What an empty list says: nothing logged at all, or nothing under these filters. Null when not empty. */
export const activityEmptyMessage = (snapshot: ActivitySnapshot): string | null => {
  if (!snapshot.matches("loaded") || snapshot.context.entries.length > 0) return null;
  return snapshot.context.actor === null && snapshot.context.category === null ? ACTIVITY_EMPTY_MESSAGE : ACTIVITY_NO_MATCH_MESSAGE;
};

/** True when a further page exists and none is being read: the view offers Load more. */
export const activityCanLoadMore = (snapshot: ActivitySnapshot): boolean => snapshot.can({ type: "page.more" });

/**
 * True when scrolling to the end of the list should read the next page by itself: a further page
 * exists and nothing failed (after a failure the person asks again with Load more).
 */
export const activityLoadsOnScroll = (snapshot: ActivitySnapshot): boolean =>
  snapshot.matches({ loaded: "idle" }) && snapshot.context.nextCursor !== null;
