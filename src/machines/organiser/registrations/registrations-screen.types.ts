import type { components } from "../../../api/schema.d.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";

export type OrganiserRegistration = components["schemas"]["OrganiserRegistration"];
export type RegistrationStatus = components["schemas"]["RegistrationStatus"];
export type RegistrationsPage = components["schemas"]["OrganiserRegistrationListResponse"]["data"];
/** The organiser's decision, or "reopen": the decision withdrawn, the registration pending again. */
export type Decision = "approve" | "reject" | "reopen";

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

/** One decision on one or many registrations (a withdrawal, on one), and the reason a guest is told with a rejection. */
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
