import { assign, setup } from "xstate";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../../not-provided.ts";
import { pendingShown, statusFromSearch } from "./registrations-query.ts";
import {
  REGISTRATION_MESSAGES,
  REGISTRATIONS_PAGE_SIZE,
  type Decision,
  type DecisionOutcome,
  type DecisionRequest,
  type RegistrationsPage,
  type RegistrationsQuery,
  type RegistrationsScreenTypes,
  type StatusTab,
} from "./registrations-screen.types.ts";

/**
 * The organiser's queue of referral and guest registrations: the event's registrations under a
 * status tab, a company, a pass category and a search, a page at a time; approve or reject one, or
 * the pending ones chosen on the page, after a confirmation that takes the reason told to the guest;
 * or withdraw the decision on one decided registration (back to pending), after a confirmation.
 * After a decision the page is read again; a refusal (someone decided first) is shown in the
 * confirmation and the list is read again when it closes.
 */
export const registrationsScreenMachine = setup({
  types: {} as RegistrationsScreenTypes,
  actors: {
    /** GET /organiser/registrations, provided by the console. */
    listRegistrations: notProvidedActor<RegistrationsPage, RegistrationsQuery>("listRegistrations"),
    /** POST /organiser/registrations/{id}/decision, /organiser/registrations/decisions or /organiser/registrations/{id}/reopen. */
    decideRegistrations: notProvidedActor<DecisionOutcome, DecisionRequest>("decideRegistrations"),
  },
  actions: {
    /** The success toast with the server's words. */
    announce: notProvided<{ message: string }>("announce"),
    startReading: assign({ error: null }),
    showPage: assign(({ context }, params: { page: RegistrationsPage }) => {
      const pending = new Set(pendingShown(params.page));
      return { page: params.page, selected: context.selected.filter((id) => pending.has(id)), listStale: false };
    }),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    setStatus: assign(({ context }, params: { status: StatusTab }) => ({ query: { ...context.query, status: params.status, offset: 0 }, selected: [] })),
    setExhibitor: assign(({ context }, params: { exhibitor: string | null }) => ({ query: { ...context.query, exhibitor: params.exhibitor, offset: 0 }, selected: [] })),
    setPassCategory: assign(({ context }, params: { passCategory: string | null }) => ({
      query: { ...context.query, passCategory: params.passCategory, offset: 0 },
      selected: [],
    })),
    changeSearch: assign((_, params: { text: string }) => ({ searchDraft: params.text })),
    applySearch: assign(({ context }) => ({ query: { ...context.query, search: context.searchDraft.trim(), offset: 0 }, selected: [] })),
    nextPage: assign(({ context }) => ({ query: { ...context.query, offset: context.query.offset + REGISTRATIONS_PAGE_SIZE }, selected: [] })),
    previousPage: assign(({ context }) => ({ query: { ...context.query, offset: Math.max(0, context.query.offset - REGISTRATIONS_PAGE_SIZE) }, selected: [] })),
    toggleSelected: assign(({ context }, params: { id: string }) => ({
      selected: context.selected.includes(params.id) ? context.selected.filter((id) => id !== params.id) : [...context.selected, params.id],
    })),
    /** Every pending registration of the page, or none when all are chosen already. */
    toggleAll: assign(({ context }) => {
      const pending = pendingShown(context.page);
      return { selected: pending.every((id) => context.selected.includes(id)) ? [] : pending };
    }),
    openDecision: assign(({ context }, params: { decision: Decision; id?: string }) => ({
      decision: { decision: params.decision, ids: params.id === undefined ? context.selected : [params.id], reason: "" },
      decisionError: null,
    })),
    changeReason: assign(({ context }, params: { reason: string }) => ({ decision: context.decision && { ...context.decision, reason: params.reason }, decisionError: null })),
    closeDecision: assign({ decision: null, decisionError: null }),
    finishDecision: assign({ decision: null, decisionError: null, selected: [] }),
    rememberDecisionFailure: assign((_, params: { error: unknown }) => {
      const tag = (params.error as { _tag?: string } | null)?._tag;
      return {
        decisionError: serverMessage(params.error) ?? REGISTRATION_MESSAGES.decideFailed,
        // Decided by someone else, or gone: what the list shows is no longer so.
        listStale: tag === "Conflict" || tag === "NotFound",
      };
    }),
  },
  guards: {
    hasNextPage: ({ context }) => context.page !== null && context.query.offset + REGISTRATIONS_PAGE_SIZE < context.page.total,
    hasPreviousPage: ({ context }) => context.query.offset > 0,
    isPendingShown: ({ context }, params: { id: string }) => pendingShown(context.page).includes(params.id),
    hasPending: ({ context }) => pendingShown(context.page).length > 0,
    /**
     * A decision on one pending registration of the page, or on the chosen ones when some are chosen;
     * a withdrawal on one decided registration of the page.
     */
    canDecide: ({ context }, params: { id: string | undefined; decision: Decision }) => {
      if (params.decision === "reopen") return context.page?.registrations.some((r) => r._id === params.id && r.status !== "pending") ?? false;
      return params.id === undefined ? context.selected.length > 0 : pendingShown(context.page).includes(params.id);
    },
    listStale: ({ context }) => context.listStale,
  },
}).createMachine({
  id: "registrationsScreen",
  context: ({ input }) => ({
    query: { status: statusFromSearch(input.search), exhibitor: null, passCategory: null, search: "", offset: 0 },
    searchDraft: "",
    page: null,
    error: null,
    selected: [],
    decision: null,
    decisionError: null,
    listStale: false,
  }),
  on: {
    "search.change": { description: "The search box is typed in at any time; the text stays through every read.", actions: { type: "changeSearch", params: ({ event }) => ({ text: event.text }) } },
  },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      description: "Reads the page under the filters; the page shown stays until the answer replaces it.",
      entry: "startReading",
      on: {
        "filter.status": { target: "loading", reenter: true, actions: { type: "setStatus", params: ({ event }) => ({ status: event.status }) } },
        "filter.exhibitor": { target: "loading", reenter: true, actions: { type: "setExhibitor", params: ({ event }) => ({ exhibitor: event.exhibitor }) } },
        "filter.passCategory": { target: "loading", reenter: true, actions: { type: "setPassCategory", params: ({ event }) => ({ passCategory: event.passCategory }) } },
        "search.submit": { target: "loading", reenter: true, actions: "applySearch" },
      },
      invoke: {
        id: "list",
        src: "listRegistrations",
        input: ({ context }) => context.query,
        onDone: { target: "ready", actions: { type: "showPage", params: ({ event }) => ({ page: event.output }) } },
        onError: { target: "failed", actions: { type: "rememberLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: "error",
      on: {
        "list.retry": "loading",
        "filter.status": { target: "loading", actions: { type: "setStatus", params: ({ event }) => ({ status: event.status }) } },
        "filter.exhibitor": { target: "loading", actions: { type: "setExhibitor", params: ({ event }) => ({ exhibitor: event.exhibitor }) } },
        "filter.passCategory": { target: "loading", actions: { type: "setPassCategory", params: ({ event }) => ({ passCategory: event.passCategory }) } },
        "search.submit": { target: "loading", actions: "applySearch" },
      },
    },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "list.refresh": "#registrationsScreen.loading",
            "filter.status": { target: "#registrationsScreen.loading", actions: { type: "setStatus", params: ({ event }) => ({ status: event.status }) } },
            "filter.exhibitor": { target: "#registrationsScreen.loading", actions: { type: "setExhibitor", params: ({ event }) => ({ exhibitor: event.exhibitor }) } },
            "filter.passCategory": {
              target: "#registrationsScreen.loading",
              actions: { type: "setPassCategory", params: ({ event }) => ({ passCategory: event.passCategory }) },
            },
            "search.submit": { target: "#registrationsScreen.loading", actions: "applySearch" },
            "page.next": { guard: "hasNextPage", target: "#registrationsScreen.loading", actions: "nextPage" },
            "page.previous": { guard: "hasPreviousPage", target: "#registrationsScreen.loading", actions: "previousPage" },
            "selection.toggle": {
              guard: { type: "isPendingShown", params: ({ event }) => ({ id: event.id }) },
              description: "Only a pending registration of the page can be chosen.",
              actions: { type: "toggleSelected", params: ({ event }) => ({ id: event.id }) },
            },
            "selection.all": { guard: "hasPending", actions: "toggleAll" },
            "decision.open": {
              guard: { type: "canDecide", params: ({ event }) => ({ id: event.id, decision: event.decision }) },
              description: "One pending registration of the page, or the chosen ones when some are chosen; a withdrawal, one decided registration.",
              target: "confirming",
              actions: { type: "openDecision", params: ({ event }) => ({ decision: event.decision, id: event.id }) },
            },
          },
        },
        confirming: {
          description: "The confirmation: what will happen to how many, and the reason told to the guest.",
          on: {
            "reason.change": { actions: { type: "changeReason", params: ({ event }) => ({ reason: event.reason }) } },
            "decision.confirm": "deciding",
            "decision.cancel": [
              { guard: "listStale", target: "#registrationsScreen.loading", actions: "closeDecision" },
              { target: "idle", actions: "closeDecision" },
            ],
          },
        },
        deciding: {
          tags: "busy",
          on: { "decision.confirm": { description: "One save at a time." } },
          invoke: {
            id: "decide",
            src: "decideRegistrations",
            input: ({ context }) => context.decision!,
            onDone: {
              target: "#registrationsScreen.loading",
              actions: [{ type: "announce", params: ({ event }) => ({ message: event.output.message }) }, "finishDecision"],
            },
            onError: { target: "confirming", actions: { type: "rememberDecisionFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
