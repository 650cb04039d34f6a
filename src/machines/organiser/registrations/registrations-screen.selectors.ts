import type { SnapshotFrom } from "xstate";
import type { registrationsScreenMachine } from "./registrations-screen.machine.ts";
import {
  REGISTRATION_MESSAGES,
  type DecisionRequest,
  type OrganiserRegistration,
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

const VERBS = { approve: "Approve", reject: "Reject" } as const;

/** The confirmation's question: what happens to how many. */
export const decisionQuestion = (request: DecisionRequest, page: RegistrationsPage | null): string => {
  const name = page?.registrations.find((r) => r._id === request.ids[0])?.name || "this guest";
  if (request.decision === "reopen") return `Set the registration of ${name} back to pending?`;
  const verb = VERBS[request.decision];
  return request.ids.length === 1 ? `${verb} the registration of ${name}?` : `${verb} ${request.ids.length} registrations?`;
};

/** How the chosen guests are told, as the server tells them: e-mail, else SMS, else not at all. */
const channelOf = (registration: OrganiserRegistration): "email" | "sms" | "none" =>
  registration.email ? "email" : registration.phoneCode && registration.mobile ? "sms" : "none";

/** "The guest is told by SMS." / "The guests are told: 2 by e-mail, 1 by SMS; 1 gave no e-mail address or mobile number and is not told." */
export const toldSentence = (chosen: ReadonlyArray<OrganiserRegistration>): string => {
  const count = { email: 0, sms: 0, none: 0 };
  for (const registration of chosen) count[channelOf(registration)] += 1;
  if (chosen.length === 1) {
    return count.none === 1 ? "The guest gave no e-mail address or mobile number and is not told." : `The guest is told by ${count.email === 1 ? "e-mail" : "SMS"}.`;
  }
  if (count.none === chosen.length) return "None of these guests gave an e-mail address or mobile number: none is told.";
  const ways = [count.email > 0 ? `${count.email} by e-mail` : null, count.sms > 0 ? `${count.sms} by SMS` : null].filter((way) => way !== null);
  const untold = count.none === 0 ? "" : `; ${count.none} gave no e-mail address or mobile number and ${count.none === 1 ? "is" : "are"} not told`;
  return `The guests are told: ${ways.join(", ")}${untold}.`;
};

const WHAT_FOLLOWS: Readonly<Record<DecisionRequest["decision"], (registration: OrganiserRegistration | undefined) => string>> = {
  // The question says it all; only how the guests hear of it follows.
  approve: () => "",
  reject: () => "The ticket is cancelled and the place on the pass is freed; the reason below is told to the guest.",
  reopen: (registration) =>
    registration?.status === "rejected"
      ? "The rejection is withdrawn: the ticket is valid again and takes its place on the pass back, and the registration waits for a decision."
      : "The approval is withdrawn and the registration waits for a decision.",
};

/** What the confirmation says will follow, and how each chosen guest will hear of it. */
export const decisionConsequence = (request: DecisionRequest, page: RegistrationsPage | null): string => {
  const chosen = (page?.registrations ?? []).filter((r) => request.ids.includes(r._id));
  return [WHAT_FOLLOWS[request.decision](chosen[0]), toldSentence(chosen)].filter(Boolean).join(" ");
};
