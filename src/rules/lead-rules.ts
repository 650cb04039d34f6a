import { isEmailAddress } from "./field-rules.ts";

/**
 * What the server accepts for a lead (openapi/exhibitor-portal.yaml `LeadCreate`, and the handler's
 * "not blank" rule for the name), as pure checks the browser can run before it sends anything: the
 * CSV import checks every row with them, and the lead dialog's client validation uses the same
 * words. Keep these in step with the contract; the e-mail check is the shared one (field-rules.ts),
 * which is the server's own.
 */

export const LEAD_RULE_MESSAGES = {
  fullNameRequired: "Full name is required",
  emailInvalid: "Valid email is required",
  priorityInvalid: "Priority must be high, medium or low",
} as const;

/** The contract's maxLength of each text. */
export const LEAD_MAX_LENGTHS = {
  fullName: 200,
  emailId: 254,
  companyName: 200,
  designation: 200,
  phone: 50,
  status: 50,
  remarks: 5000,
} as const;

export type LeadTextField = keyof typeof LEAD_MAX_LENGTHS;

const LABELS: Readonly<Record<LeadTextField, string>> = {
  fullName: "Full name",
  emailId: "Email",
  companyName: "Company",
  designation: "Designation",
  phone: "Phone",
  status: "Status",
  remarks: "Remarks",
};

/** "Company must be at most 200 characters" */
export const tooLongMessage = (field: LeadTextField): string => `${LABELS[field]} must be at most ${LEAD_MAX_LENGTHS[field]} characters`;

/** Empty is allowed (the contract's `const: ""` and null); anything else must be an address the server takes. */
export const isAcceptedEmail = (email: string): boolean => {
  const trimmed = email.trim();
  return trimmed === "" || isEmailAddress(trimmed);
};

/** What is wrong with a lead's person, by field; the server words "blank" its own way (server/handlers/leads-handlers.ts). */
export interface LeadPersonProblems {
  readonly fullName?: "blank" | "tooLong";
  readonly emailId?: "invalid";
}

/**
 * SPEC §5 style rules for the person of a lead: a full name that is not blank, and an e-mail that is
 * valid or empty. A field that is absent is not judged (a partial update leaves it as it is).
 */
export const leadPersonProblems = (person: { readonly fullName?: string; readonly emailId?: string | null }): LeadPersonProblems => {
  const name = person.fullName?.trim();
  const fullName = name === undefined ? undefined : name === "" ? "blank" : name.length > LEAD_MAX_LENGTHS.fullName ? "tooLong" : undefined;
  const emailId = typeof person.emailId === "string" && !isAcceptedEmail(person.emailId) ? "invalid" : undefined;
  return { ...(fullName && { fullName }), ...(emailId && { emailId }) };
};

/** Messages keyed by the lead's field (`fullName`, `emailId`), the first problem of each; empty when the person is acceptable. */
export type LeadFieldErrors = Readonly<Record<string, string>>;

/** The person's problems worded for the lead dialog and the import preview. */
export const leadPersonErrors = (person: { readonly fullName: string; readonly emailId: string }): LeadFieldErrors => {
  const problems = leadPersonProblems(person);
  const errors: Record<string, string> = {};
  if (problems.fullName === "blank") errors.fullName = LEAD_RULE_MESSAGES.fullNameRequired;
  if (problems.fullName === "tooLong") errors.fullName = tooLongMessage("fullName");
  if (problems.emailId === "invalid") errors.emailId = LEAD_RULE_MESSAGES.emailInvalid;
  return errors;
};
