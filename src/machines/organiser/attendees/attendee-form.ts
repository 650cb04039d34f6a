import type { components } from "../../../api/schema.d.ts";
import { attendeeDetailsOf, attendeeFieldMessage, attendeeProblems, ATTENDEE_FIELDS, type AttendeeField } from "../../../rules/attendee-rules.ts";
import type { EntityDialogInput, FieldErrors, FormValues } from "../../forms/entity-dialog.machine.ts";

/**
 * An imported attendee in the console's Edit dialog: the form of every detail the record has, the
 * rules the server applies to a correction (src/rules/attendee-rules.ts), and the form as the
 * contract's body. The calls are in attendees-screen.actors.ts.
 */

export type AttendeeUpdate = components["schemas"]["OrganiserAttendeeUpdate"];

const EMPTY_ATTENDEE_FORM: FormValues = Object.fromEntries(ATTENDEE_FIELDS.map((field) => [field, ""]));

const textOf = (form: FormValues, field: AttendeeField): string => String(form[field] ?? "");

const detailsOf = (form: FormValues) => attendeeDetailsOf(Object.fromEntries(ATTENDEE_FIELDS.map((field) => [field, textOf(form, field)])));

/** The first problem of each detail, as the dialog shows it beside its field. */
export const validateAttendee = (form: FormValues): FieldErrors => {
  const errors: Record<string, string> = {};
  for (const problem of attendeeProblems(detailsOf(form))) errors[problem.field] ??= attendeeFieldMessage(problem);
  return errors;
};

/** The form as PUT /organiser/attendees/{id} takes it: each detail trimmed, an empty one null. */
export const attendeeBody = (form: FormValues): AttendeeUpdate => {
  const details = detailsOf(form);
  // The rules above passed: the name and the ticket type are there.
  return { ...details, name: details.name ?? "", ticketType: details.ticketType ?? "" };
};

/** The Edit dialog's input: the attendee entity, its form and its rules. */
export const ATTENDEE_DIALOG_INPUT: EntityDialogInput = { entity: "attendee", emptyForm: EMPTY_ATTENDEE_FORM, validate: validateAttendee };
