import { isEmailAddress } from "./field-rules.ts";

/**
 * An imported attendee's details, as a line of the organiser's CSV gives them and as the console's
 * edit dialog corrects them: which are required, how long each may be, and the e-mail's form. The
 * server checks every CSV line and every correction with these; the dialog checks before sending.
 * Each side words the problems its own way (a line of a file, a field of a form).
 */

export type AttendeeField = "name" | "email" | "company" | "designation" | "phone" | "ticketType" | "badgeId";

/** The details, trimmed, each null when empty. */
export type AttendeeDetails = Readonly<Record<AttendeeField, string | null>>;

export const ATTENDEE_FIELDS: ReadonlyArray<AttendeeField> = ["name", "email", "company", "designation", "phone", "ticketType", "badgeId"];

/** The most characters each detail may have. */
export const ATTENDEE_LIMITS: Readonly<Record<AttendeeField, number>> = { name: 200, email: 254, company: 200, designation: 200, phone: 40, ticketType: 100, badgeId: 200 };

/** Every attendee has a name and a ticket type; the rest is optional. */
export const REQUIRED_ATTENDEE_FIELDS: ReadonlyArray<AttendeeField> = ["name", "ticketType"];

export type AttendeeProblem = { readonly field: AttendeeField; readonly kind: "missing" | "tooLong" } | { readonly field: "email"; readonly kind: "notEmail"; readonly value: string };

/** What is wrong with one attendee's details, in the fields' order: too long, then missing, then a bad e-mail. */
export const attendeeProblems = (details: AttendeeDetails): ReadonlyArray<AttendeeProblem> => {
  const problems: AttendeeProblem[] = [];
  for (const field of ATTENDEE_FIELDS) {
    const value = details[field];
    if (value !== null && value.length > ATTENDEE_LIMITS[field]) problems.push({ field, kind: "tooLong" });
  }
  for (const field of REQUIRED_ATTENDEE_FIELDS) if (details[field] === null) problems.push({ field, kind: "missing" });
  if (details.email !== null && !isEmailAddress(details.email)) problems.push({ field: "email", kind: "notEmail", value: details.email });
  return problems;
};

/** A detail as typed or read, trimmed; null when nothing is left. */
export const attendeeDetail = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? "").trim();
  return trimmed === "" ? null : trimmed;
};

/** Each detail's name on a form (the console's edit dialog, the server's refusal of a correction). */
export const ATTENDEE_FIELD_LABELS: Readonly<Record<AttendeeField, string>> = {
  name: "Name",
  email: "Email",
  company: "Company",
  designation: "Job title",
  phone: "Phone",
  ticketType: "Ticket type",
  badgeId: "Badge id",
};

/** A problem as a form says it beside its field. */
export const attendeeFieldMessage = (problem: AttendeeProblem): string => {
  if (problem.kind === "missing") return `${ATTENDEE_FIELD_LABELS[problem.field]} is required`;
  if (problem.kind === "tooLong") return `At most ${ATTENDEE_LIMITS[problem.field]} characters`;
  return "Enter a valid e-mail address";
};

/** Details as typed or sent, each trimmed and null when empty. */
export const attendeeDetailsOf = (values: Readonly<Partial<Record<AttendeeField, string | null | undefined>>>): AttendeeDetails =>
  Object.fromEntries(ATTENDEE_FIELDS.map((field) => [field, attendeeDetail(values[field])])) as AttendeeDetails;
