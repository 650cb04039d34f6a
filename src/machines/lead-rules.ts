/**
 * What the server accepts for a lead (openapi/exhibitor-portal.yaml `LeadCreate`, and the handler's
 * "not blank" rule for the name), as pure checks the browser can run before it sends anything: the
 * CSV import checks every row with them, and the lead dialog's client validation uses the same
 * words. Keep these in step with the contract; `lead-rules.test.ts` checks the e-mail pattern
 * against the server's own (ajv-formats).
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

/**
 * The server's `format: email` check: ajv-formats' "full" e-mail pattern, which `addFormats(ajv)`
 * installs (server/http/ajv.ts). Copied rather than imported so the browser bundle does not carry
 * every other format of that package.
 */
export const SERVER_EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** Empty is allowed (the contract's `const: ""` and null); anything else must be an address. */
export const isAcceptedEmail = (email: string): boolean => {
  const trimmed = email.trim();
  return trimmed === "" || (trimmed.length <= LEAD_MAX_LENGTHS.emailId && SERVER_EMAIL_PATTERN.test(trimmed));
};

/** Messages keyed by the lead's field, the first problem of each; empty when the person is acceptable. */
export type LeadFieldErrors = Partial<Record<"fullName" | "emailId", string>>;

/** SPEC §5 style rules for the person of a lead: a full name, and an e-mail that is valid or empty. */
export const leadPersonErrors = (person: { readonly fullName: string; readonly emailId: string }): LeadFieldErrors => {
  const errors: { fullName?: string; emailId?: string } = {};
  const name = person.fullName.trim();
  if (name === "") errors.fullName = LEAD_RULE_MESSAGES.fullNameRequired;
  else if (name.length > LEAD_MAX_LENGTHS.fullName) errors.fullName = tooLongMessage("fullName");
  if (!isAcceptedEmail(person.emailId)) errors.emailId = LEAD_RULE_MESSAGES.emailInvalid;
  return errors;
};
