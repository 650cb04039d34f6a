import type { components } from "../../../api/schema.d.ts";
import type { QueueListInput } from "../../data/queue-list.machine.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";

export type OrganiserRegistration = components["schemas"]["OrganiserRegistration"];
export type RegistrationStatus = components["schemas"]["RegistrationStatus"];
export type RegistrationsAnswer = components["schemas"]["OrganiserRegistrationListResponse"]["data"];
/** The organiser's decision, or "reopen": the decision withdrawn, the registration pending again. */
export type Decision = "approve" | "reject" | "reopen";

/** A status tab: one status, or every registration. */
export type StatusTab = RegistrationStatus | "all";

/** The queue's kind: its tabs (pending, the queue, first), its filters by the server's names, pending rows choosable. */
export const REGISTRATIONS_QUEUE = {
  tabs: ["pending", "approved", "rejected", "all"] satisfies ReadonlyArray<StatusTab>,
  filters: ["exhibitor", "passCategory"],
  choosable: { field: "status", value: "pending" satisfies RegistrationStatus },
} as const satisfies QueueListInput;

/** One decision on one or many registrations (a withdrawal, on one), and the reason a guest is told with a rejection. */
export interface DecisionRequest {
  readonly decision: Decision;
  readonly registrations: ReadonlyArray<OrganiserRegistration>;
  readonly reason: string;
}

/** What the server said of a decision: its message (how many, and which were already decided). */
export interface DecisionOutcome {
  readonly message: string;
}

export const REGISTRATION_MESSAGES = {
  empty: { unfiltered: "No registrations wait for a decision.", narrowed: "No registrations match these filters." },
  decideFailed: "The decision could not be saved. Check your connection and try again.",
} as const;

export const STATUS_TAB_LABELS: Readonly<Record<StatusTab, string>> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  all: "All",
};

export interface RegistrationsScreenContext {
  /** The address the screen opened at: its `?status=` picks the queue's tab. */
  readonly address: string;
  /** The decision being confirmed or saved, with its reason. */
  readonly decision: DecisionRequest | null;
  /** Why the decision was not saved; the reason typed stays. */
  readonly decisionError: string | null;
  /** The server refused because the list is out of date (decided or gone meanwhile): read it again on closing. */
  readonly listStale: boolean;
}

export type RegistrationsScreenEvent =
  /** Approve, Reject or Undo decision on the registrations given: a row's own, or the ones chosen. */
  | { readonly type: "decision.open"; readonly decision: Decision; readonly registrations: ReadonlyArray<OrganiserRegistration> }
  | { readonly type: "reason.change"; readonly reason: string }
  | { readonly type: "decision.confirm" }
  | { readonly type: "decision.cancel" };

export interface RegistrationsScreenTypes {
  input: ConsoleScreenInput;
  context: RegistrationsScreenContext;
  events: RegistrationsScreenEvent;
  children: { list: "registrationsList" };
  tags: "busy";
}
