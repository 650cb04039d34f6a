import { Effect } from "effect";
import { Validation, type ApiError, type FieldError } from "../../api/errors.ts";
import { mutation } from "../../api/request.ts";
import type { components } from "../../api/schema.d.ts";
import type { EntityCalls } from "../forms/entity-dialog.actors.ts";
import type { EntityRecord, FormRules, FormValue, FormValues } from "../forms/entity-dialog.machine.ts";
import { leadPersonErrors } from "../../rules/lead-rules.ts";

// The lead dialog's calls (POST/PUT/DELETE /leads). The dialog edits one flat form; the contract
// nests the person under `person` (architecture.md "Leads"), so this module turns one into the
// other both ways: the form into the body, a listed lead into the form, and the server's field
// errors on `/person/fullName` back onto the form's `fullName`.

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
 * `/person/fullName` (the contract's pointer) or `person.fullName` (the handler's dotted path) ->
 * `/fullName`, the form's field; any other path is left as it is.
 */
export const leadFieldPath = (path: string): string => {
  const pointer = /^\/person\/(.+)$/.exec(path);
  if (pointer) return `/${pointer[1]}`;
  const dotted = /^person\.(.+)$/.exec(path);
  return dotted ? (dotted[1] ?? path) : path;
};

/** The dialog's labels for the contract's names, so a message reads "Email must be ..." and not "person.emailId must be ...". */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  fullName: "Full name",
  emailId: "Email",
  companyName: "Company",
  designation: "Designation",
  phone: "Phone",
  priority: "Priority",
  status: "Status",
  remarks: "Remarks",
};

/**
 * The server's validation sentences start with the field's contract path ("person.fullName must
 * not be empty", several joined with "; "); each such start becomes the dialog's label.
 */
export const leadMessage = (message: string): string =>
  message.replace(
    /(^|; )(?:person\.)?(fullName|emailId|companyName|designation|phone|priority|status|remarks)(?= )/g,
    (_match, start: string, field: string) => `${start}${FIELD_LABELS[field] ?? field}`,
  );

/** A refusal with its field errors on the form's fields and the form's words in its messages. */
export const withLeadFieldPaths = (error: ApiError): ApiError =>
  error._tag === "Validation"
    ? new Validation({
        message: leadMessage(error.message),
        errors: error.errors.map((entry): FieldError => ({ path: leadFieldPath(entry.path), message: leadMessage(entry.message) })),
      })
    : error;

/**
 * The lead dialog's client rules, checked before any call: a full name ("Full name is required")
 * and an e-mail that is valid or empty ("Valid email is required"), as the server and the CSV
 * import judge them (lead-rules.ts).
 */
export const validateLead: FormRules = (form) =>
  leadPersonErrors({ fullName: textOf(form["fullName"]), emailId: textOf(form["emailId"]) });

/** POST /leads, PUT /leads/{id}, DELETE /leads/{id} for the entity-dialog machine. */
export const leadCalls: EntityCalls = {
  create: (form) =>
    mutation((client, signal) => client.POST("/leads", { body: leadBody(form), signal })).pipe(
      Effect.mapError(withLeadFieldPaths),
    ),
  update: (id, form) =>
    mutation((client, signal) => client.PUT("/leads/{id}", { params: { path: { id } }, body: leadBody(form), signal })).pipe(
      Effect.mapError(withLeadFieldPaths),
    ),
  remove: (id) => mutation((client, signal) => client.DELETE("/leads/{id}", { params: { path: { id } }, signal })),
};
