import { ALL, matchesSearch, searchQuery, type ListViewState } from "../data/list-view-state.ts";

/** The person fields a lead may carry under `user`, `ticketRegistration` or `exhibitor` (SPEC §3 Lead). */
export interface LeadPersonSource {
  readonly fullName?: string | null;
  readonly emailId?: string | null;
  readonly companyName?: string | null;
  readonly designation?: string | null;
}

export interface LeadLike {
  readonly priority: string;
  readonly user?: LeadPersonSource | null;
  readonly ticketRegistration?: LeadPersonSource | null;
  readonly exhibitor?: LeadPersonSource | null;
  // The qualification fields of the contract's Lead; optional so older shapes (SPEC §3) still index.
  readonly createdAt?: string | null;
  readonly rating?: number | null;
  readonly tags?: ReadonlyArray<string> | null;
  readonly source?: string | null;
  readonly followUpDate?: string | null;
  readonly capturedBy?: { readonly userId: string; readonly name: string } | null;
  /** The member who follows the lead up; older shapes have none. */
  readonly owner?: { readonly userId: string; readonly name: string } | null;
  /** How the lead was captured (the contract's `capture.kind`); older shapes have none. */
  readonly capture?: { readonly kind: string } | null;
}

export interface LeadPerson {
  readonly fullName: string;
  readonly emailId: string | null;
  readonly companyName: string | null;
  readonly designation: string | null;
}

export const UNKNOWN_NAME = "Unknown";

const text = (value: string | null | undefined): string | null =>
  typeof value === "string" && value.trim() !== "" ? value : null;

/** SPEC §3: the person from user, ticketRegistration or exhibitor, whichever is present first; the name falls back to "Unknown". */
export const leadPerson = (lead: LeadLike): LeadPerson => {
  const source = lead.user ?? lead.ticketRegistration ?? lead.exhibitor ?? {};
  return {
    fullName: text(source.fullName) ?? UNKNOWN_NAME,
    emailId: text(source.emailId),
    companyName: text(source.companyName),
    designation: text(source.designation),
  };
};

const hasPriority = (lead: LeadLike, value: string): boolean => value === ALL || lead.priority.toLowerCase() === value;

/** The leads shown: search over name, email and company, and the priority filter and the tab, all at once. */
export const selectLeads = <T extends LeadLike>(items: ReadonlyArray<T>, state: ListViewState): T[] => {
  const query = searchQuery(state.search);
  return items.filter((lead) => {
    if (!hasPriority(lead, state.filter) || !hasPriority(lead, state.tab)) return false;
    const person = leadPerson(lead);
    return matchesSearch(query, [person.fullName, person.emailId, person.companyName]);
  });
};

/**
 * A lead with what the list needs precomputed once per load: its person, its priority in lower
 * case and one lower-case search text. A screen with thousands of leads filters this on every
 * keystroke without re-deriving the person or lower-casing a string per lead.
 */
export interface IndexedLead<T extends LeadLike = LeadLike> {
  readonly lead: T;
  readonly person: LeadPerson;
  readonly priority: string;
  /** Name, e-mail and company in lower case, joined by a character no search can contain. */
  readonly searchText: string;
  /** What the qualification filters and the sort read (lead-filters.ts). */
  readonly rating: number | null;
  readonly tags: ReadonlyArray<string>;
  /** The tags in lower case, trimmed, in the same order as `tags`. */
  readonly tagKeys: ReadonlyArray<string>;
  readonly source: string | null;
  /** The capture kind; leads without one were added by hand (`manual`). */
  readonly captureKind: string;
  readonly memberId: string | null;
  readonly memberName: string | null;
  /** The owner's account id and name; null: nobody owns the lead. */
  readonly ownerId: string | null;
  readonly ownerName: string | null;
  /** ISO time; empty when unknown, so it sorts as the oldest. */
  readonly createdAt: string;
  readonly followUpDate: string | null;
  /** The name in lower case, for the A-Z sort. */
  readonly sortName: string;
}

/** NUL never comes from a search box, so a query cannot match across two fields. */
const FIELD_SEPARATOR = "\u0000";

export const indexLeads = <T extends LeadLike>(items: ReadonlyArray<T>): IndexedLead<T>[] =>
  items.map((lead) => {
    const person = leadPerson(lead);
    const tags = Array.isArray(lead.tags) ? lead.tags.filter((tag): tag is string => typeof tag === "string") : [];
    return {
      lead,
      person,
      priority: lead.priority.toLowerCase(),
      searchText: [person.fullName, person.emailId ?? "", person.companyName ?? ""].join(FIELD_SEPARATOR).toLowerCase(),
      rating: typeof lead.rating === "number" ? lead.rating : null,
      tags,
      tagKeys: tags.map((tag) => tag.trim().toLowerCase()),
      source: text(lead.source),
      captureKind: text(lead.capture?.kind) ?? "manual",
      memberId: lead.capturedBy?.userId ?? null,
      memberName: lead.capturedBy?.name ?? null,
      ownerId: lead.owner?.userId ?? null,
      ownerName: lead.owner?.name ?? null,
      createdAt: typeof lead.createdAt === "string" ? lead.createdAt : "",
      followUpDate: text(lead.followUpDate),
      sortName: person.fullName.toLowerCase(),
    };
  });

/** `selectLeads` over an index: the same leads in the same order, without per-keystroke derivations. */
export const selectIndexedLeads = <T extends LeadLike>(index: ReadonlyArray<IndexedLead<T>>, state: ListViewState): IndexedLead<T>[] => {
  const query = searchQuery(state.search);
  const { filter, tab } = state;
  if (query === "" && filter === ALL && tab === ALL) return [...index];
  return index.filter(
    (entry) =>
      (filter === ALL || entry.priority === filter) && (tab === ALL || entry.priority === tab) && (query === "" || entry.searchText.includes(query)),
  );
};

/** Each page is indexed once, however many times the pages after it arrive. */
const indexedPages = new WeakMap<ReadonlyArray<LeadLike>, ReadonlyArray<IndexedLead>>();

/**
 * One page's index, made once: the read indexes each page in the task that brought it, so the screen
 * finds every page of a long list already indexed.
 */
export const indexLeadPage = <T extends LeadLike>(page: ReadonlyArray<T>): ReadonlyArray<IndexedLead<T>> => {
  const known = indexedPages.get(page) as ReadonlyArray<IndexedLead<T>> | undefined;
  if (known !== undefined) return known;
  const indexed = indexLeads(page);
  indexedPages.set(page, indexed);
  return indexed;
};

/** The index of a list read in pages, each page's from `indexLeadPage`. */
export const indexLeadPages = <T extends LeadLike>(pages: ReadonlyArray<ReadonlyArray<T>>): IndexedLead<T>[] => pages.flatMap(indexLeadPage);
