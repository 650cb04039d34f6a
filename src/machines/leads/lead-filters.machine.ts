import { assign, setup } from "xstate";
import { isValidRating } from "../../rules/lead-qualification-rules.ts";
import { eventDay } from "../../rules/event-time.ts";
import { isCaptureKind } from "./capture-kinds.ts";
import { filtersActive, LEAD_SORTS, NO_LEAD_FILTERS, SOURCE_LABELS, type LeadFilters, type LeadSort } from "./lead-filters.ts";

/**
 * Lead Management's qualification filters and sort (minimum stars, tag, source, capture kind, capturing member,
 * owner; newest, oldest, rating, name, follow-up date). Like the list view machine it never holds the
 * leads: the view applies `applyLeadFilters` (lead-filters.ts) to the loaded list with this context.
 * The tag `filtered` says a filter narrows the list, so the view offers "Clear filters"; the sort
 * is a way of reading the list, not a filter, and "Clear filters" keeps it. Due is read in the
 * event's day (`timeZone`, which the screen passes on when it learns the event's zone).
 */

export interface LeadFiltersContext extends LeadFilters {
  /** The event's zone, which "today" of the Due filter is read in (null: not known yet, UTC). */
  readonly timeZone: string | null;
}

export interface LeadFiltersInput {
  /** The screen opened on the Due filter (the dashboard's Follow-ups due link). */
  readonly due?: boolean;
  /** The screen opened on an owner's leads (`?owner=me`: My leads). */
  readonly owner?: string | null;
  readonly timeZone?: string | null;
}

/** The filters alone, without the zone they are read in (what an export's scope carries). */
export const leadFiltersOf = ({ timeZone: _zone, ...filters }: LeadFiltersContext): LeadFilters => filters;

const today = (timeZone: string | null): string => eventDay(new Date(), timeZone);

export type LeadFiltersEvent =
  | { readonly type: "filters.rating"; readonly value: number | null }
  | { readonly type: "filters.tag"; readonly value: string | null }
  | { readonly type: "filters.source"; readonly value: string | null }
  /** How the lead was captured (capture-kinds.ts): a badge, a vCard, a business card... */
  | { readonly type: "filters.kind"; readonly value: string | null }
  | { readonly type: "filters.member"; readonly value: string | null }
  | { readonly type: "filters.sort"; readonly value: string }
  /** Whose leads: `me`, `unowned`, a member's account id; null: everyone's. */
  | { readonly type: "filters.owner"; readonly value: string | null }
  /** Due: leads whose follow-up day is today (the event's day) or earlier. */
  | { readonly type: "filters.due"; readonly value: boolean }
  /** The event's zone became known (or changed): Due is read in its day from now on. */
  | { readonly type: "filters.zone"; readonly timeZone: string | null }
  | { readonly type: "filters.clear" };

const chosen = (value: string | null): string | null => (value === null || value.trim() === "" ? null : value);

/** Each filter event carries the choice in `value`: the guard checks it, the action takes it. */
const chosenValue = <V>({ event }: { event: { readonly value: V } }) => ({ value: event.value });

export interface LeadFiltersTypes { context: LeadFiltersContext; events: LeadFiltersEvent; input: LeadFiltersInput; tags: "filtered" }

export const leadFiltersMachine = setup({
  types: {} as LeadFiltersTypes,
  guards: {
    /** Stars from 1 to 5, or none; anything else (a hand-made event) is ignored. */
    isRating: (_, params: { value: number | null }) => isValidRating(params.value),
    /** One of the contract's sources, or any. */
    isSource: (_, params: { value: string | null }) => chosen(params.value) === null || chosen(params.value)! in SOURCE_LABELS,
    /** One of the contract's capture kinds, or any. */
    isKind: (_, params: { value: string | null }) => chosen(params.value) === null || isCaptureKind(chosen(params.value)),
    isSort: (_, params: { value: string }) => (LEAD_SORTS as ReadonlyArray<string>).includes(params.value),
    narrows: ({ context }) => filtersActive(context),
  },
  actions: {
    setRating: assign({ minRating: (_, params: { value: number | null }) => params.value }),
    setTag: assign({ tag: (_, params: { value: string | null }) => chosen(params.value)?.trim().toLowerCase() ?? null }),
    setSource: assign({ source: (_, params: { value: string | null }) => chosen(params.value) }),
    setKind: assign({ kind: (_, params: { value: string | null }) => chosen(params.value) }),
    setMember: assign({ member: (_, params: { value: string | null }) => chosen(params.value) }),
    setOwner: assign({ owner: (_, params: { value: string | null }) => chosen(params.value)?.trim() ?? null }),
    setDue: assign({ due: ({ context }, params: { value: boolean }) => (params.value ? today(context.timeZone) : null) }),
    /** A Due filter on keeps its meaning, today, in the zone now known. */
    setZone: assign(({ context }, params: { timeZone: string | null }) => ({
      timeZone: params.timeZone,
      due: context.due === null ? null : today(params.timeZone),
    })),
    setSort: assign({ sort: (_, params: { value: string }) => params.value as LeadSort }),
    clear: assign(({ context }) => ({ ...NO_LEAD_FILTERS, sort: context.sort, timeZone: context.timeZone })),
  },
}).createMachine({
  id: "leadFilters",
  context: ({ input }) => {
    const timeZone = input.timeZone ?? null;
    return { ...NO_LEAD_FILTERS, owner: chosen(input.owner ?? null), due: input.due === true ? today(timeZone) : null, timeZone };
  },
  on: {
    "filters.rating": { guard: { type: "isRating", params: chosenValue }, target: ".settling", actions: { type: "setRating", params: chosenValue } },
    "filters.tag": { target: ".settling", actions: { type: "setTag", params: chosenValue } },
    "filters.source": { guard: { type: "isSource", params: chosenValue }, target: ".settling", actions: { type: "setSource", params: chosenValue } },
    "filters.kind": { guard: { type: "isKind", params: chosenValue }, target: ".settling", actions: { type: "setKind", params: chosenValue } },
    "filters.member": { target: ".settling", actions: { type: "setMember", params: chosenValue } },
    "filters.sort": { guard: { type: "isSort", params: chosenValue }, actions: { type: "setSort", params: chosenValue } },
    "filters.owner": { target: ".settling", actions: { type: "setOwner", params: chosenValue } },
    "filters.due": { target: ".settling", actions: { type: "setDue", params: chosenValue } },
    "filters.zone": { actions: { type: "setZone", params: ({ event }) => ({ timeZone: event.timeZone }) } },
    "filters.clear": { target: ".unfiltered", actions: "clear" },
  },
  initial: "settling",
  states: {
    settling: {
      description: "A filter changed: whether any filter still narrows the list decides the state.",
      always: [{ guard: "narrows", target: "filtered" }, { target: "unfiltered" }],
    },
    unfiltered: {},
    filtered: { tags: "filtered" },
  },
});
