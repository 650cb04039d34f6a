import { fromPromise } from "xstate";
import { isApiError } from "../../api/error-checks.ts";
import { loadApiCalls } from "../../api/load-api-calls.ts";
import type { ApiRunner } from "../../api/request.ts";
import { SERVED_EVENT_ELEMENT_ID } from "../../rules/served-event.ts";
import type { PortalEvent } from "./event-loading.machine.ts";


/** Session storage key of the last loaded event's id (SPEC §9). */
export const EVENT_ID_KEY = "eventId";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The event in a lookup answer: `data.domainData.event`, or `domainData` itself (SPEC §7);
 * null when there is none with an id.
 */
export const eventOfAnswer = (answer: unknown): PortalEvent | null => {
  const domainData = isRecord(answer) && isRecord(answer["data"]) ? answer["data"]["domainData"] : undefined;
  if (!isRecord(domainData)) return null;
  const event = isRecord(domainData["event"]) ? domainData["event"] : domainData;
  return typeof event["_id"] === "string" && event["_id"] !== "" ? (event as unknown as PortalEvent) : null;
};

/** Local storage key of the last loaded event, whole (for a start with no network). */
export const STORED_EVENT_KEY = "event";

/** `localStorage.event`, for the machine's input; null when absent or unreadable. */
export const storedEvent = (storage: Pick<Storage, "getItem">): PortalEvent | null => {
  try {
    return eventOfAnswer({ data: { domainData: JSON.parse(storage.getItem(STORED_EVENT_KEY) ?? "null") } });
  } catch {
    return null;
  }
};

/** The event the server wrote into the page, for the machine's input; null when there is none or it is unreadable. */
export const servedEvent = (page: Pick<Document, "getElementById">): PortalEvent | null => {
  try {
    return eventOfAnswer({ data: { domainData: JSON.parse(page.getElementById(SERVED_EVENT_ELEMENT_ID)?.textContent ?? "null") } });
  } catch {
    return null;
  }
};

/** `sessionStorage.eventId`, for the machine's input. */
export const storedEventId = (storage: Pick<Storage, "getItem">): string | null => {
  const id = storage.getItem(EVENT_ID_KEY);
  return id === null || id === "" ? null : id;
};

/**
 * The event-loading machine's effects. At the app root:
 * `eventLoadingMachine.provide(eventLoadingImplementations({ runApi, sessionStorage }))` with
 * `input: { hostname: location.hostname, storedEventId: storedEventId(sessionStorage) }`.
 */
export const eventLoadingImplementations = (deps: {
  readonly runApi: ApiRunner;
  readonly sessionStorage: Pick<Storage, "getItem" | "setItem">;
  readonly localStorage: Pick<Storage, "setItem">;
}) => ({
  actors: {
    // A 404 ("No event found for this domain") is an answer, not a failure: it resolves null so the
    // machine can fall back to the stored id. Anything else rejects ("Failed to fetch event data").
    fetchEvent: fromPromise<PortalEvent | null, { domain: string }>(async ({ input, signal }) => {
      try {
        const { query } = await loadApiCalls();
        const answer = await deps.runApi(
          query((client, abort) => client.GET("/auth/domain-event", { params: { query: { domain: input.domain } }, signal: abort })),
          { signal },
        );
        return eventOfAnswer(answer);
      } catch (error) {
        if (isApiError(error) && error._tag === "NotFound") return null;
        throw error;
      }
    }),
  },
  actions: {
    storeEvent: ({ context }: { context: { event: PortalEvent | null } }) => {
      if (context.event === null) return;
      deps.sessionStorage.setItem(EVENT_ID_KEY, context.event._id);
      deps.localStorage.setItem(STORED_EVENT_KEY, JSON.stringify(context.event));
    },
  },
});
