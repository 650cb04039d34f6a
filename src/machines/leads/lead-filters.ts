import { isDue } from "../../rules/lead-follow-up-rules.ts";
import { CAPTURE_KINDS, captureKindLabel } from "./capture-kinds.ts";
import type { IndexedLead, LeadLike } from "./leads-list-view.ts";
import { MY_LEADS } from "../app/leads-address.ts";

// Lead Management's qualification filters (minimum rating, tag, source, capture kind, member, owner) and its sort, as
// pure functions over the indexed leads, so the screen filters thousands of leads without
// re-deriving anything per lead. The filter values live in `lead-filters.machine.ts`.

export const LEAD_SORTS = ["newest", "oldest", "rating", "name", "followUp"] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const SORT_LABELS: Readonly<Record<LeadSort, string>> = {
  newest: "Newest first", oldest: "Oldest first", rating: "Highest rating", name: "Name (A-Z)", followUp: "Follow-up date",
};

/** The contract's lead sources with the words the list shows. */
export const SOURCE_LABELS: Readonly<Record<string, string>> = {
  // Every code scanned at the booth, not only badges: how it was read is the lead's capture kind.
  booth_scan: "Booth scan",
  business_card: "Business card",
  manual: "Manual",
  networking: "Networking",
  referral: "Referral",
};

/** A source the contract may add later still reads as words, not as `some_code`. */
export const sourceLabel = (source: string | null | undefined): string =>
  source === null || source === undefined || source === "" ? "Unknown source" : (SOURCE_LABELS[source] ?? source.replace(/_/g, " "));

export interface LeadFilters {
  /** Leads rated at least this many stars; null: any lead, rated or not. */
  readonly minRating: number | null;
  /** A tag the lead carries (compared without case); null: any. */
  readonly tag: string | null;
  /** One of the contract's sources; null: any. */
  readonly source: string | null;
  /** How the lead was captured (capture-kinds.ts); null: any way. */
  readonly kind: string | null;
  /** The capturing member's user id; null: any member. */
  readonly member: string | null;
  /** Whose leads: `me` (My leads), `unowned`, a member's account id; null: everyone's. */
  readonly owner: string | null;
  /** Due: the event's day the follow-up date must be on or before; null: any lead. */
  readonly due: string | null;
  readonly sort: LeadSort;
}

export const NO_LEAD_FILTERS: LeadFilters = { minRating: null, tag: null, source: null, kind: null, member: null, owner: null, due: null, sort: "newest" };

/** The owner filter's own values beside a member's account id ("My leads" is the address's own). */
export { MY_LEADS };
export const UNOWNED = "unowned";

/** An owner no lead has: "My leads" before the viewer is known shows nothing rather than everyone's. */
const NO_ACCOUNT = "\u0000";

/**
 * The filters with "My leads" read as the viewer's own account id, so the list and an export made
 * from it keep the same leads (null viewer: not known yet, which keeps none).
 */
export const withViewer = (filters: LeadFilters, userId: string | null): LeadFilters =>
  filters.owner === MY_LEADS ? { ...filters, owner: userId ?? NO_ACCOUNT } : filters;

const ownedAs = (entry: IndexedLead, owner: string): boolean => (owner === UNOWNED ? entry.ownerId === null : entry.ownerId === owner);

/** Whether a filter (not the sort) narrows the list: the view then offers "Clear filters". */
export const filtersActive = (filters: LeadFilters): boolean =>
  filters.minRating !== null ||
  filters.tag !== null ||
  filters.source !== null ||
  filters.kind !== null ||
  filters.member !== null ||
  filters.owner !== null ||
  filters.due !== null;

const passes = (entry: IndexedLead, filters: LeadFilters): boolean =>
  (filters.minRating === null || (entry.rating ?? 0) >= filters.minRating) &&
  (filters.tag === null || entry.tagKeys.includes(filters.tag.toLowerCase())) &&
  (filters.source === null || entry.source === filters.source) &&
  (filters.kind === null || entry.captureKind === filters.kind) &&
  (filters.member === null || entry.memberId === filters.member) &&
  (filters.owner === null || ownedAs(entry, filters.owner)) &&
  (filters.due === null || isDue(entry.followUpDate, filters.due));

/** Missing values (no rating, no follow-up date) go last whichever way the sort runs. */
const compare: Readonly<Record<LeadSort, (a: IndexedLead, b: IndexedLead) => number>> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt),
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0) || b.createdAt.localeCompare(a.createdAt),
  name: (a, b) => a.sortName.localeCompare(b.sortName, "en") || b.createdAt.localeCompare(a.createdAt),
  followUp: (a, b) => {
    if (a.followUpDate === b.followUpDate) return b.createdAt.localeCompare(a.createdAt);
    if (a.followUpDate === null) return 1;
    if (b.followUpDate === null) return -1;
    return a.followUpDate.localeCompare(b.followUpDate);
  },
};

/**
 * The entries that pass the filters, in the chosen order. The server answers newest first, so
 * with no filter and that sort the list is returned as it is (no copy, no sort).
 */
export const applyLeadFilters = <T extends LeadLike>(entries: ReadonlyArray<IndexedLead<T>>, filters: LeadFilters): ReadonlyArray<IndexedLead<T>> => {
  const kept = filtersActive(filters) ? entries.filter((entry) => passes(entry, filters)) : entries;
  if (filters.sort === "newest" && isNewestFirst(kept)) return kept;
  return [...kept].sort(compare[filters.sort]);
};

const isNewestFirst = (entries: ReadonlyArray<IndexedLead>): boolean => {
  for (let index = 1; index < entries.length; index += 1) {
    if (entries[index - 1]!.createdAt < entries[index]!.createdAt) return false;
  }
  return true;
};

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/** A choice with how many of the loaded leads it keeps. */
export interface CountedChoice extends Choice {
  readonly count: number;
}

export interface FilterChoices {
  readonly tags: ReadonlyArray<Choice>;
  readonly sources: ReadonlyArray<Choice>;
  /** The capture kinds of the loaded leads, in the order of CAPTURE_KINDS (unknown ones last), with their counts. */
  readonly kinds: ReadonlyArray<CountedChoice>;
  readonly members: ReadonlyArray<Choice>;
  /** The members who own loaded leads, by name. */
  readonly owners: ReadonlyArray<Choice>;
}

const byLabel = (a: Choice, b: Choice): number => a.label.localeCompare(b.label, "en");

/** Known kinds in their fixed order, then any kind a newer server sends, by name. */
const kindOrder = (kind: string): number => {
  const index = (CAPTURE_KINDS as ReadonlyArray<string>).indexOf(kind);
  return index === -1 ? CAPTURE_KINDS.length : index;
};

/**
 * What the filters offer: the tags, sources, capture kinds and capturing members the loaded leads
 * have, so no choice ever gives an empty list by itself. Tags keep the spelling first seen.
 */
export const filterChoices = (entries: ReadonlyArray<IndexedLead>): FilterChoices => {
  const tags = new Map<string, string>();
  const sources = new Set<string>();
  const kinds = new Map<string, number>();
  const members = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const entry of entries) {
    entry.tags.forEach((tag, index) => {
      const key = entry.tagKeys[index]!;
      if (!tags.has(key)) tags.set(key, tag.trim());
    });
    if (entry.source !== null) sources.add(entry.source);
    kinds.set(entry.captureKind, (kinds.get(entry.captureKind) ?? 0) + 1);
    if (entry.memberId !== null && !members.has(entry.memberId)) members.set(entry.memberId, entry.memberName ?? "Former member");
    if (entry.ownerId !== null && !owners.has(entry.ownerId)) owners.set(entry.ownerId, entry.ownerName ?? "Former member");
  }
  return {
    tags: [...tags].map(([value, label]) => ({ value, label })).sort(byLabel),
    sources: [...sources].map((value) => ({ value, label: sourceLabel(value) })).sort(byLabel),
    kinds: [...kinds]
      .map(([value, count]) => ({ value, label: captureKindLabel(value), count }))
      .sort((a, b) => kindOrder(a.value) - kindOrder(b.value) || byLabel(a, b)),
    members: [...members].map(([value, label]) => ({ value, label })).sort(byLabel),
    owners: [...owners].map(([value, label]) => ({ value, label })).sort(byLabel),
  };
};
