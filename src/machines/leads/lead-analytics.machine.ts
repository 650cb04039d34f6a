import { assign, setup } from "xstate";
import type { components } from "../../api/schema.d.ts";
import { loadErrorMessage } from "../data/remote-data.machine.ts";
import { notProvidedActor } from "../not-provided.ts";

export type LeadAnalytics = components["schemas"]["LeadAnalytics"];

export interface LeadAnalyticsContext {
  /** The last figures read; kept while they are read again, so the dialog never blanks. */
  readonly figures: LeadAnalytics | null;
  readonly error: string | null;
}

export type LeadAnalyticsEvent = { readonly type: "analytics.open" } | { readonly type: "analytics.close" } | { readonly type: "analytics.retry" };

export interface LeadAnalyticsTypes { context: LeadAnalyticsContext; events: LeadAnalyticsEvent; tags: "open" | "busy" | "error" }

/**
 * Lead Management's Analytics (the footer's button): the figures of every lead the person may see
 * (a lead scanner: their own), read from the server each time the dialog opens (GET
 * /leads/analytics), by priority, status, source, how captured, member, owner, rating, and the
 * trend over the show's days. The view reads the tags `open`, `busy` and `error`, `context.figures`
 * and `context.error`, and sends the events above.
 */
export const leadAnalyticsMachine = setup({
  types: {} as LeadAnalyticsTypes,
  /** GET /leads/analytics, provided at the app root. */
  actors: { readAnalytics: notProvidedActor<LeadAnalytics>("readAnalytics") },
  actions: {
    clearError: assign({ error: null }),
    showFigures: assign((_, params: { figures: LeadAnalytics }) => ({ figures: params.figures })),
    showError: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
  },
}).createMachine({
  id: "leadAnalytics",
  context: { figures: null, error: null },
  initial: "closed",
  states: {
    closed: {
      on: { "analytics.open": "open" },
    },
    open: {
      tags: "open",
      on: { "analytics.close": "closed" },
      initial: "reading",
      states: {
        reading: {
          tags: "busy",
          description: "Read afresh on every opening: leads change all day at a booth.",
          entry: "clearError",
          invoke: {
            id: "readAnalytics",
            src: "readAnalytics",
            onDone: { target: "shown", actions: { type: "showFigures", params: ({ event }) => ({ figures: event.output }) } },
            onError: { target: "failed", actions: { type: "showError", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {},
        failed: { tags: "error", on: { "analytics.retry": "reading" } },
      },
    },
  },
});
