import { FALLBACK_MESSAGE, isApiError } from "../../api/error-checks.ts";
import type { components } from "../../api/schema.d.ts";
import { fieldErrorsOf } from "../forms/entity-dialog.machine.ts";
import { answerableFields, type FormField } from "../../rules/form-rules.ts";
import { badgeTargetOf, type BadgeTarget } from "./badge-target.ts";

/** The referral dialog's words and the messages of its outcomes (SPEC §2, §8 Referral). */

export const REFERRAL_TEXTS = {
  dialogTitle: "Referral Registration",
  submit: "Register User",
  submitting: "Registering...",
  successTitle: "Registration Successful!",
  successDefault: "Your registration is complete.",
  registerAgain: "Register Another Person",
  toastSuccessTitle: "Success",
  toastSuccess: "User registered successfully via referral!",
  toastErrorTitle: "Error",
  registerFailed: "Failed to register user via referral",
  loadFailed: "Failed to load the registration form",
  unexpected: "An unexpected error occurred",
} as const;

export type RegistrationAnswer = components["schemas"]["ReferralRegistrationResponse"];

/**
 * SPEC §8: the server's message when it sent one, else the step's fallback; a Network failure
 * carries the browser's words, not the server's, so it gets the fallback too. Anything that is not
 * an API failure (a bug) is "An unexpected error occurred".
 */
export const failureMessage = (error: unknown, fallback: string): string => {
  if (!isApiError(error)) return REFERRAL_TEXTS.unexpected;
  if (error._tag === "Network") return fallback;
  const message = typeof error.message === "string" ? error.message.trim() : "";
  return message === "" || message === FALLBACK_MESSAGE ? fallback : message;
};

/** Per-field messages of a 400 that name a field of this form; other refusals name none. */
export const serverFieldErrors = (fields: ReadonlyArray<FormField>, error: unknown): Readonly<Record<string, string>> => {
  if (!isApiError(error) || error._tag !== "Validation" || !Array.isArray(error.errors)) return {};
  const names = new Set(answerableFields(fields).map((field) => field.name));
  return Object.fromEntries(Object.entries(fieldErrorsOf(error.errors)).filter(([name]) => names.has(name)));
};

/** The server's message, or the default when it sent none. */
export const successMessageOf = (answer: RegistrationAnswer | undefined): string => {
  const message = typeof answer?.message === "string" ? answer.message.trim() : "";
  return message === "" ? REFERRAL_TEXTS.successDefault : answer!.message;
};

export type TicketEmail = components["schemas"]["TicketEmail"];

/** The ticket a registration issued, as the success view shows it (the guest page's ticket, seen by the team member). */
export interface RegisteredTicket {
  readonly guestName: string;
  /** The registration's badge: its id, ticket code and status, for the badge download. */
  readonly badge: BadgeTarget;
  readonly ticketEmail: TicketEmail;
}

export const registeredTicketOf = ({ data, ticketEmail }: RegistrationAnswer): RegisteredTicket => ({
  guestName: `${data.firstName ?? ""} ${data.lastName ?? ""}`.trim() || (data.emailId ?? ""),
  badge: badgeTargetOf(data),
  ticketEmail,
});

/** What the success view says of the ticket e-mail: the person was told as a guest on a public link is. */
export const TICKET_EMAIL_NOTES: Readonly<Record<TicketEmail, string>> = {
  queued: "The ticket and its badge were sent to the person by e-mail (and the ticket by SMS when a mobile number was given).",
  none: "No e-mail address was given, so the badge was not e-mailed: download it and hand it over, as it is the ticket.",
  failed: "The ticket could not be e-mailed. Download the badge now and hand it over, as it is the ticket.",
};
