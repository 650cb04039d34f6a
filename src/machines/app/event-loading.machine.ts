import { assign, setup } from "xstate";
import type { components } from "../../api/schema.d.ts";
import { domainForHost } from "./event-domain.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { fetchState } from "./fetch-state.ts";
import { eventLook, type EventLook } from "../../rules/event-look.ts";

export interface EventLoadingTypes { input: EventLoadingInput; context: EventLoadingContext; events: { type: "event.retry" }; tags: "busy" | "error" }

/** The event the portal is served for; a fallback from session storage has only `_id` and `title`. */
export type PortalEvent = Pick<components["schemas"]["Event"], "_id" | "title"> &
  Partial<Omit<components["schemas"]["Event"], "_id" | "title">>;

export const NO_EVENT_MESSAGE = "No event found for this domain";
export const FETCH_FAILED_MESSAGE = "Failed to fetch event data";
/** Title of the event rebuilt from a stored id (SPEC §4: the lookup returned nothing). */
export const FALLBACK_EVENT_TITLE = "Event";

export interface EventLoadingInput {
  /** `location.hostname`. */
  readonly hostname: string;
  /** `sessionStorage.eventId` when the machine starts: the fallback when the lookup finds nothing. */
  readonly storedEventId: string | null;
  /** The event last loaded on this device (`localStorage.event`): shown at once while the lookup brings it up to date. */
  readonly storedEvent?: PortalEvent | null;
  /** The event the server wrote into the page it served for this host: no lookup is needed then. */
  readonly servedEvent?: PortalEvent | null;
}

export interface EventLoadingContext {
  readonly domain: string;
  readonly storedEventId: string | null;
  readonly storedEvent: PortalEvent | null;
  readonly servedEvent: PortalEvent | null;
  readonly event: PortalEvent | null;
  /** The event's logo and colours, as the views draw them (the portal's own look when it has none). */
  readonly look: EventLook;
  readonly error: string | null;
}

/** The event and its look, always set together. */
const withLook = (event: PortalEvent | null) => ({ event, look: eventLook(event) });

/**
 * Host name -> event (SPEC §4 "Event loading"). `fetchEvent` resolves with the event, or with null
 * when the domain has none (a 404 included); it rejects only when the lookup itself failed.
 */
/** The lookup of the host's event, and what its event does: both lookups keep it, here and on the device. */
const eventLookup = {
  id: "fetchEvent",
  input: ({ context }: { context: EventLoadingContext }) => ({ domain: context.domain }),
  found: { target: "loaded", take: "keepEvent", actions: ["storeEvent"] },
} as const;

export const eventLoadingMachine = setup({
  types: {} as EventLoadingTypes,
  actors: {
    fetchEvent: notProvidedActor<PortalEvent | null, { domain: string }>("fetchEvent"),
  },
  actions: {
    /**
     * Keeps the machine's event on the device: its id in session storage (`eventId`) for the next
     * lookup that finds nothing, the whole event in `localStorage.event` for a start with no network.
     */
    storeEvent: notProvided("storeEvent"),
    /** The lookup's event is the portal's (then kept on the device with `storeEvent`). */
    keepEvent: assign((_, params: { output: PortalEvent | null }) => withLook(params.output)),
    /** The event the server wrote into the page. */
    useServedEvent: assign(({ context }) => withLook(context.servedEvent)),
    /** The event kept on this device from an earlier visit. */
    useKeptEvent: assign(({ context }) => withLook(context.storedEvent)),
    clearError: assign({ error: null }),
    useStoredEventId: assign(({ context }) => withLook({ _id: context.storedEventId!, title: FALLBACK_EVENT_TITLE })),
    sayNoEvent: assign({ error: NO_EVENT_MESSAGE }),
    sayFetchFailed: assign({ error: FETCH_FAILED_MESSAGE }),
  },
  guards: {
    wasServed: ({ context }) => context.servedEvent !== null,
    isFound: (_, params: { output: PortalEvent | null }) => params.output !== null,
    hasStoredEventId: ({ context }) => context.storedEventId !== null,
    /** An earlier visit kept the whole event on this device (this origin's storage: this host's event). */
    wasKept: ({ context }) => context.storedEvent !== null,
  },
}).createMachine({
  id: "eventLoading",
  context: ({ input }) => ({
    domain: domainForHost(input.hostname),
    storedEventId: input.storedEventId,
    storedEvent: input.storedEvent ?? null,
    servedEvent: input.servedEvent ?? null,
    ...withLook(null),
    error: null,
  }),
  initial: "starting",
  states: {
    starting: {
      description: "The page came with its event (the server wrote it in): the form paints without waiting for a lookup.",
      always: [
        {
          guard: "wasServed",
          target: "loaded",
          actions: ["useServedEvent", "storeEvent"],
        },
        {
          guard: "wasKept",
          target: "refreshing",
          actions: "useKeptEvent",
        },
        { target: "loading" },
      ],
    },
    refreshing: {
      description:
        "The event kept from the last visit shows at once (the service worker's copy of the page has none written in); the lookup brings it up to date. Offline, or if the lookup fails, the kept event stands.",
      ...fetchState({
        ...eventLookup,
        missing: [{ target: "loaded", description: "The domain has no event now: the kept one stands until the next visit." }],
        failed: [{ target: "loaded" }],
      }),
    },
    loading: {
      tags: "busy",
      entry: "clearError",
      ...fetchState({
        ...eventLookup,
        missing: [
          {
            guard: "hasStoredEventId",
            target: "loaded",
            description: "The lookup found nothing: the event id kept from an earlier visit stands in.",
            actions: ["useStoredEventId"],
          },
          { target: "error", actions: ["sayNoEvent"] },
        ],
        failed: [{ target: "error", actions: ["sayFetchFailed"] }],
      }),
    },
    loaded: {},
    error: {
      tags: "error",
      on: { "event.retry": "loading" },
    },
  },
});
