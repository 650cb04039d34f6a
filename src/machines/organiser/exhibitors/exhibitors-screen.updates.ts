import { withRow } from "../../data/with-row.ts";
import { isValidationError, serverMessage } from "../../forms/form-helpers.ts";
import {
  allocatedIn,
  EXHIBITOR_FIELDS,
  exhibitorFormOf,
  fieldErrorsOf,
  PASS_FIELDS,
  passFormOf,
  type ExhibitorField,
  type OrganiserExhibitor,
  type PassField,
} from "./exhibitors-form.ts";
import { EXHIBITORS_MESSAGES, type ExhibitorSaved, type ExhibitorsScreenContext } from "./exhibitors-screen.types.ts";

// What the Exhibitors screen's actions change in its context, as pure functions of it.

type Context = ExhibitorsScreenContext;

/** The list's order, which places an added exhibitor. */
export const byName = (a: OrganiserExhibitor, b: OrganiserExhibitor) => a.name.localeCompare(b.name);

const rowOf = (context: Context, id: string | null) => context.exhibitors.find((shown) => shown._id === id);

/** The edit dialog on one exhibitor's values. */
export const editOpened = (context: Context, id: string): Partial<Context> => ({
  selected: id,
  form: exhibitorFormOf(rowOf(context, id)!),
  formErrors: {},
  dialogError: null,
  notice: null,
});

/** One field typed: its error goes until the next check. */
export const formChanged = (context: Context, field: ExhibitorField, value: string): Partial<Context> => {
  const { [field]: _dropped, ...rest } = context.formErrors;
  return { form: { ...context.form, [field]: value }, formErrors: rest, dialogError: null };
};

/** A saved exhibitor in the list, and the server's sentence about it. */
export const exhibitorSaved = (context: Context, saved: ExhibitorSaved): Partial<Context> => ({
  exhibitors: withRow(context.exhibitors, saved.exhibitor, byName),
  notice: { tone: "success", text: saved.message },
  dialogError: null,
});

/** A refused save: the server's words, each field's under it; what was typed stays. */
export const saveRefused = (error: unknown, fallback: string): Partial<Context> => ({
  formErrors: fieldErrorsOf(isValidationError(error) ? error.errors : [], EXHIBITOR_FIELDS),
  dialogError: serverMessage(error) ?? fallback,
});

/** The passes dialog on what one exhibitor has. */
export const passesOpened = (context: Context, id: string): Partial<Context> => ({
  selected: id,
  passForm: passFormOf(rowOf(context, id)!, context.categories),
  passErrors: {},
  dialogError: null,
  notice: null,
});

/** One passes field typed; choosing another category shows what the exhibitor has in it. */
export const passesChanged = (context: Context, field: PassField, value: string): Partial<Context> => {
  const { [field]: _dropped, ...rest } = context.passErrors;
  const passForm = { ...context.passForm, [field]: value };
  const row = rowOf(context, context.selected);
  if (field === "categoryId" && value !== "" && row) passForm.numberOfPasses = String(allocatedIn(row, value));
  return { passForm, passErrors: rest, dialogError: null };
};

/** A refused allocation: the server's words, each field's under it. */
export const passesRefused = (error: unknown): Partial<Context> => ({
  passErrors: fieldErrorsOf(isValidationError(error) ? error.errors : [], PASS_FIELDS),
  dialogError: serverMessage(error) ?? EXHIBITORS_MESSAGES.passesFailed,
});
