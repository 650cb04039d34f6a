import type { SnapshotFrom } from "xstate";
import type { registrationsScreenMachine } from "./registrations-screen.machine.ts";
import {
  REGISTRATION_MESSAGES,
  type DecisionRequest,
  type RegistrationsPage,
  type RegistrationsScreenContext,
} from "./registrations-screen.types.ts";

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
