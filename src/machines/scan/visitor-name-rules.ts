import type { CountryCode } from "libphonenumber-js/min";
import { CAPTURE_MESSAGES } from "../../rules/capture-code.ts";
import { normalisePhone } from "../../rules/contact-card.ts";
import { isAcceptedEmail, LEAD_RULE_MESSAGES } from "../../rules/lead-rules.ts";
import type { CapturedPerson } from "../outbox/outbox-types.ts";

// The details a person types for a visitor whose code holds only text: the name, which the lead
// needs, and optionally an e-mail, a company and a phone. The limits are the contract's CapturedPerson.

export type VisitorField = "fullName" | "emailId" | "companyName" | "phone";

export type VisitorForm = Readonly<Record<VisitorField, string>>;

export type VisitorErrors = Readonly<Partial<Record<VisitorField, string>>>;

export const EMPTY_VISITOR_FORM: VisitorForm = { fullName: "", emailId: "", companyName: "", phone: "" };

export const VISITOR_LIMITS: Readonly<Record<VisitorField, number>> = { fullName: 200, emailId: 254, companyName: 200, phone: 40 };

const LABELS: Readonly<Record<VisitorField, string>> = { fullName: "Name", emailId: "Email", companyName: "Company", phone: "Phone" };

export const visitorTooLong = (field: VisitorField): string => `${LABELS[field]} must be at most ${VISITOR_LIMITS[field]} characters`;

/** What keeps the details from being saved, by field; empty when they can be. */
export const visitorErrors = (form: VisitorForm): VisitorErrors => {
  const errors: Partial<Record<VisitorField, string>> = {};
  for (const field of Object.keys(VISITOR_LIMITS) as VisitorField[]) {
    if (form[field].trim().length > VISITOR_LIMITS[field]) errors[field] = visitorTooLong(field);
  }
  if (form.fullName.trim() === "") errors.fullName = CAPTURE_MESSAGES.needsName;
  if (errors.emailId === undefined && !isAcceptedEmail(form.emailId)) errors.emailId = LEAD_RULE_MESSAGES.emailInvalid;
  return errors;
};

export const hasVisitorErrors = (errors: VisitorErrors): boolean => Object.keys(errors).length > 0;

/** The details as the scan sends them: only the fields typed, the phone in E.164 when it is a valid number. */
export const visitorPersonOf = (form: VisitorForm, country: CountryCode): CapturedPerson => {
  const email = form.emailId.trim().toLowerCase();
  const company = form.companyName.trim();
  const phone = form.phone.trim() === "" ? null : normalisePhone(form.phone, country);
  return {
    fullName: form.fullName.trim(),
    ...(email !== "" ? { emailId: email } : {}),
    ...(company !== "" ? { companyName: company } : {}),
    ...(phone !== null ? { phone } : {}),
  };
};
