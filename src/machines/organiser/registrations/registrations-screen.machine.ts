import { assign, setup, type SnapshotFrom } from "xstate";
import type { components } from "../../../api/schema.d.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../../not-provided.ts";

export type OrganiserRegistration = components["schemas"]["OrganiserRegistration"];
export type RegistrationStatus = components["schemas"]["RegistrationStatus"];
export type RegistrationsPage = components["schemas"]["OrganiserRegistrationListResponse"]["data"];
export type Decision = "approve" | "reject";

/** What the console starts the screen with (the address's query, the organiser's role). */
export type RegistrationsScreenInput = ConsoleScreenInput;

/** A status tab: one status, or every registration. */
export type StatusTab = RegistrationStatus | "all";

/** Rows per page: a screenful to decide in one go; the server allows up to 200. */
export const REGISTRATIONS_PAGE_SIZE = 50;

/** What the list shows: the filters and the page. */
export interface RegistrationsQuery {
  readonly status: StatusTab;
  readonly exhibitor: string | null;
  readonly passCategory: string | null;
  readonly search: string;
  readonly offset: number;
}

/** One decision on one or many registrations, and the reason a guest is told with a rejection. */
export interface DecisionRequest {
  readonly decision: Decision;
  readonly ids: ReadonlyArray<string>;
  readonly reason: string;
}

/** What the server said of a decision: its message (how many, and which were already decided). */
export interface DecisionOutcome {
  readonly message: string;
}

export const REGISTRATION_MESSAGES = {
  empty: "No registrations match these filters.",
  emptyPending: "No registrations wait for a decision.",
  decideFailed: "The decision could not be saved. Check your connection and try again.",
} as const;

export const STATUS_TAB_LABELS: Readonly<Record<StatusTab, string>> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  all: "All",
};

export interface RegistrationsScreenContext {
  readonly query: RegistrationsQuery;
  /** The search box's text, applied on `search.submit`; kept through every read. */
  readonly searchDraft: string;
  /** The page shown; kept while the next one is read. */
  readonly page: RegistrationsPage | null;
  /** Why the list could not be read (shown with Retry). */
  readonly error: string | null;
  /** Pending registrations of the page chosen for a decision on many. */
  readonly selected: ReadonlyArray<string>;
  /** The decision being confirmed or saved, with its reason. */
  readonly decision: DecisionRequest | null;
  /** Why the decision was not saved; the reason typed stays. */
  readonly decisionError: string | null;
  /** The server refused because the list is out of date (decided or gone meanwhile): read it again on closing. */
  readonly listStale: boolean;
}

export type RegistrationsScreenEvent =
  | { readonly type: "list.retry" }
  | { readonly type: "list.refresh" }
  | { readonly type: "filter.status"; readonly status: StatusTab }
  | { readonly type: "filter.exhibitor"; readonly exhibitor: string | null }
  | { readonly type: "filter.passCategory"; readonly passCategory: string | null }
  | { readonly type: "search.change"; readonly text: string }
  | { readonly type: "search.submit" }
  | { readonly type: "page.next" }
  | { readonly type: "page.previous" }
  | { readonly type: "selection.toggle"; readonly id: string }
  | { readonly type: "selection.all" }
  | { readonly type: "decision.open"; readonly decision: Decision; readonly id?: string }
  | { readonly type: "reason.change"; readonly reason: string }
  | { readonly type: "decision.confirm" }
  | { readonly type: "decision.cancel" };

export interface RegistrationsScreenTypes {
  input: RegistrationsScreenInput;
  context: RegistrationsScreenContext;
  events: RegistrationsScreenEvent;
  tags: "busy" | "error";
}

const STATUS_TABS: ReadonlyArray<StatusTab> = ["pending", "approved", "rejected", "all"];

/** The tab an address asks for (`?status=approved`); pending, the queue, by default. */
export const statusFromSearch = (search: string): StatusTab => {
  const asked = new URLSearchParams(search).get("status");
  return STATUS_TABS.find((tab) => tab === asked) ?? "pending";
};

const pendingShown = (page: RegistrationsPage | null): ReadonlyArray<string> =>
  (page?.registrations ?? []).filter((r) => r.status === "pending").map((r) => r._id);

/**
 * The organiser's queue of referral and guest registrations: the event's registrations under a
 * status tab, a company, a pass category and a search, a page at a time; approve or reject one, or
 * the pending ones chosen on the page, after a confirmation that takes the reason told to the guest.
 * After a decision the page is read again; a refusal (someone decided first) is shown in the
 * confirmation and the list is read again when it closes.
 */
export const registrationsScreenMachine = setup({
  types: {} as RegistrationsScreenTypes,
  actors: {
    /** GET /organiser/registrations, provided by the console. */
    listRegistrations: notProvidedActor<RegistrationsPage, RegistrationsQuery>("listRegistrations"),
    /** POST /organiser/registrations/{id}/decision or /organiser/registrations/decisions. */
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
    /** A decision on one pending registration of the page, or on the chosen ones when some are chosen. */
    canDecide: ({ context }, params: { id: string | undefined }) =>
      params.id === undefined ? context.selected.length > 0 : pendingShown(context.page).includes(params.id),
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
              guard: { type: "canDecide", params: ({ event }) => ({ id: event.id }) },
              description: "One pending registration of the page, or the chosen ones when some are chosen.",
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

type RegistrationsScreenSnapshot = SnapshotFrom<typeof registrationsScreenMachine>;

/** True while the first page is read (a later read keeps the page shown). */
export const registrationsFirstLoad = (snapshot: RegistrationsScreenSnapshot): boolean => snapshot.matches("loading") && snapshot.context.page === null;

/** The empty list's words, or null when there are rows (or nothing read yet). */
export const registrationsEmptyMessage = (snapshot: RegistrationsScreenSnapshot): string | null => {
  const { page, query } = snapshot.context;
  if (!snapshot.matches("ready") || page === null || page.registrations.length > 0) return null;
  const unfiltered = query.exhibitor === null && query.passCategory === null && query.search === "";
  return query.status === "pending" && unfiltered ? REGISTRATION_MESSAGES.emptyPending : REGISTRATION_MESSAGES.empty;
};

/** "1–50 of 120": the rows shown and the total under the filters. */
export const registrationsRange = (context: RegistrationsScreenContext): string | null => {
  if (context.page === null || context.page.total === 0) return null;
  const first = context.query.offset + 1;
  const last = context.query.offset + context.page.registrations.length;
  return `${first}–${last} of ${context.page.total}`;
};

/** The confirmation's question: what happens to how many. */
export const decisionQuestion = (request: DecisionRequest, page: RegistrationsPage | null): string => {
  const verb = request.decision === "approve" ? "Approve" : "Reject";
  if (request.ids.length === 1) {
    const name = page?.registrations.find((r) => r._id === request.ids[0])?.name;
    return `${verb} the registration of ${name || "this guest"}?`;
  }
  return `${verb} ${request.ids.length} registrations?`;
};

/** What the confirmation says will follow. */
export const decisionConsequence = (request: DecisionRequest): string =>
  request.decision === "approve"
    ? "The guest is told by e-mail that the registration was approved."
    : "The ticket is cancelled, the place on the pass is freed, and the guest is told by e-mail with the reason below.";
