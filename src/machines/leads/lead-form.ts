import type { components } from "../../api/schema.d.ts";
import type { EntityRecord, FormRules, FormValue, FormValues } from "../forms/entity-dialog.machine.ts";
import { leadPersonErrors } from "../../rules/lead-rules.ts";

// The lead dialog's form (no calls: those are in lead-calls.ts, so views and machines can use the
// form without the API layer). The dialog edits one flat form; the contract nests the person under
// `person` (architecture.md "Leads"): the form becomes the body, and a listed lead becomes the form.

export type Lead = components["schemas"]["Lead"];
export type LeadCreate = components["schemas"]["LeadCreate"];
export type LeadPriority = Lead["priority"];

export const LEAD_PRIORITIES: ReadonlyArray<LeadPriority> = ["high", "medium", "low"];
/** The contract's defaults: a new lead is of medium priority and not yet handled. */
export const DEFAULT_LEAD_PRIORITY: LeadPriority = "medium";
export const DEFAULT_LEAD_STATUS = "new";

/** The dialog's fields with the values of "Add Lead". */
export const EMPTY_LEAD_FORM: FormValues = {
  fullName: "",
  emailId: "",
  companyName: "",
  designation: "",
  phone: "",
  priority: DEFAULT_LEAD_PRIORITY,
  status: DEFAULT_LEAD_STATUS,
  remarks: "",
};

/** The form fields that live under `person` in the contract. */
const PERSON_FIELDS = ["fullName", "emailId", "companyName", "designation", "phone"] as const;

const textOf = (value: FormValue | undefined): string =>
  value === null || value === undefined ? "" : String(value).trim();

/** Optional text: an empty field is sent as null, which clears it on an update (contract convention). */
const optional = (value: FormValue | undefined): string | null => {
  const text = textOf(value);
  return text === "" ? null : text;
};

const priorityOf = (value: FormValue | undefined): LeadPriority => {
  const text = textOf(value).toLowerCase();
  return LEAD_PRIORITIES.find((priority) => priority === text) ?? DEFAULT_LEAD_PRIORITY;
};

/**
 * The body of POST and PUT: every field, so an edit also clears what was emptied. The name is
 * sent as typed (trimmed): a blank one is the server's to refuse, and its message lands on the field.
 */
export const leadBody = (form: FormValues): LeadCreate => ({
  priority: priorityOf(form["priority"]),
  status: textOf(form["status"]) || DEFAULT_LEAD_STATUS,
  remarks: optional(form["remarks"]),
  person: {
    fullName: textOf(form["fullName"]),
    emailId: optional(form["emailId"]),
    companyName: optional(form["companyName"]),
    designation: optional(form["designation"]),
    phone: optional(form["phone"]),
  },
});

/** A listed lead as the dialog's record: the person's fields lifted beside the lead's own, for the edit form. */
export const leadRecord = (lead: Lead): EntityRecord => ({
  _id: lead._id,
  priority: lead.priority,
  status: lead.status,
  remarks: lead.remarks,
  ...Object.fromEntries(PERSON_FIELDS.map((field) => [field, lead.user[field]])),
});

/**
 * The lead dialog's client rules, checked before any call: a full name ("Full name is required")
 * and an e-mail that is valid or empty ("Valid email is required"), as the server and the CSV
 * import judge them (lead-rules.ts).
 */
export const validateLead: FormRules = (form) =>
  leadPersonErrors({ fullName: textOf(form["fullName"]), emailId: textOf(form["emailId"]) });

