import { isApiError } from "../../api/error-checks.ts";
import type { Conflict, FieldError, Forbidden, Validation } from "../../api/errors.ts";
import type { EntityKind, EntityVerb } from "./entity-messages.ts";
import type { RunningUploads, UploadFieldSpec, UploadReport } from "./upload-fields.ts";

/**
 * The entity dialog's form, its records and the server's refusals: the types and pure helpers of
 * `entity-dialog.machine.ts`, kept apart so the machine file holds the flow.
 */

/** A file chosen in the form, sent by the save's first step: a browser File (a Blob with a name in tests). */
export type ChosenFile = Blob & { readonly name: string };

export type FormValue = string | number | boolean | null | ChosenFile;
export type FormValues = Readonly<Record<string, FormValue>>;

/** A listed record as the server sent it; only `_id` is relied on, the rest prefills the form. */
export interface EntityRecord {
  readonly _id: string;
  readonly [key: string]: unknown;
}

/** Field messages keyed by form field; empty when there is nothing to fix. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * A screen's client-side rules: a pure function of the form giving one message per field to fix,
 * each saying what to do ("Full name is required"). It must not read anything but the form.
 */
export type FormRules = (form: FormValues) => FieldErrors;

/** The default: no rules, every form goes to the server (which still validates). */
export const noRules: FormRules = () => ({});

/**
 * A call a save makes before the record's own (a file chosen in the form is stored first), and how
 * its answer lands in the form. Taken only while `needed`, so a save retried after a failure does
 * not send the file again.
 */
export interface FirstStep {
  readonly needed: (form: FormValues) => boolean;
  readonly done: (form: FormValues, output: unknown) => FormValues;
}

export interface EntityDialogInput {
  readonly entity: EntityKind;
  /** The form of "Add": every field the dialog edits, with its default. */
  readonly emptyForm: FormValues;
  /** Checked on every submit before any call; defaults to `noRules`. */
  readonly validate?: FormRules;
  /** The form's file fields: the dialog runs one upload field for each (`upload-fields.ts`). */
  readonly uploads?: ReadonlyArray<UploadFieldSpec>;
  /** The toasts' and the failures' words; SPEC §8's for the entity by default (`entityWording`). */
  readonly wording?: DialogWording;
  readonly firstStep?: FirstStep;
  /** Fields whose rule speaks as soon as they change (a chosen file of a type not taken), not only on Save. */
  readonly checkedAtOnce?: ReadonlyArray<string>;
}

export interface EntityDialogContext {
  readonly entity: EntityKind;
  readonly emptyForm: FormValues;
  readonly validate: FormRules;
  readonly form: FormValues;
  /** The record being edited or about to be deleted; null while adding or closed. */
  readonly selected: EntityRecord | null;
  readonly error: string | null;
  /** The rules' or the server's messages keyed by form field (first message per field). */
  readonly fieldErrors: FieldErrors;
  readonly uploads: ReadonlyArray<UploadFieldSpec>;
  /** The file fields whose upload runs: Save waits for them. */
  readonly uploading: RunningUploads;
  readonly wording: DialogWording;
  readonly firstStep: FirstStep | null;
  readonly checkedAtOnce: ReadonlyArray<string>;
}

export type EntityDialogEvent =
  | { readonly type: "dialog.openAdd" }
  | { readonly type: "dialog.openEdit"; readonly record: EntityRecord }
  | { readonly type: "dialog.close" }
  | { readonly type: "form.change"; readonly field: string; readonly value: FormValue }
  | { readonly type: "form.submit" }
  | { readonly type: "delete.request"; readonly record: EntityRecord }
  | { readonly type: "delete.confirm" }
  | { readonly type: "delete.cancel" }
  | UploadReport;

export interface CreateInput {
  readonly entity: EntityKind;
  readonly form: FormValues;
}
export interface UpdateInput extends CreateInput {
  readonly id: string;
}
export interface RemoveInput {
  readonly entity: EntityKind;
  readonly id: string;
}

/** `open`: the add/edit dialog; `confirmDelete`: the delete question; `busy`: a call is running. */
export type EntityDialogTag = "open" | "confirmDelete" | "busy";

export interface RefreshParams {
  readonly entity: EntityKind;
}

const isFormValue = (value: unknown): value is FormValue =>
  value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";

/** The edit form: each field of the empty form, taken from the record when it holds a usable value. */
export const prefillForm = (emptyForm: FormValues, record: EntityRecord): FormValues =>
  Object.fromEntries(
    Object.entries(emptyForm).map(([field, empty]) => {
      const value = record[field];
      return [field, isFormValue(value) && value !== null ? value : empty];
    }),
  );

/**
 * The form field a server error belongs to. The contract's errors carry JSON pointers (`/fullName`)
 * and the server's Ajv messages dotted paths (`fullName`, `members.0.mobile`); either way the first
 * segment names the field. An empty path is about the whole body and belongs to no field.
 */
export const fieldOfPath = (path: string): string | null => {
  const segments = path.startsWith("/") ? path.slice(1).split("/") : path.split(".");
  const first = (segments[0] ?? "").replace(/~1/g, "/").replace(/~0/g, "~");
  return first === "" ? null : first;
};

export const fieldErrorsOf = (errors: ReadonlyArray<FieldError>): Readonly<Record<string, string>> => {
  const byField: Record<string, string> = {};
  for (const { path, message } of errors) {
    const field = fieldOfPath(path);
    if (field !== null && !(field in byField)) byField[field] = message;
  }
  return byField;
};

export interface Failure {
  readonly error: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/**
 * A refusal about the request's content: 400/422 validation or a 409 conflict; or of the person: a
 * 403, whose message says who may (the role changed since the screen offered the action). Its message
 * says what to fix, so the dialog shows it instead of "Please try again", which would be wrong advice there.
 */
export const isRefusal = (error: unknown): error is Validation | Conflict | Forbidden => {
  if (!isApiError(error) || typeof error.message !== "string") return false;
  // The shape is checked too: a look-alike without `errors` must not break the field mapping.
  return error._tag === "Conflict" || error._tag === "Forbidden" || (error._tag === "Validation" && Array.isArray(error.errors));
};

/** The refusal's message (the §8 text if it is blank) and, for validation, its per-field errors. */
export const refusalShown = (error: Validation | Conflict | Forbidden, fallback: string): Failure => ({
  error: error.message.trim() === "" ? fallback : error.message,
  fieldErrors: error._tag === "Validation" ? fieldErrorsOf(error.errors) : {},
});

/** A call the entity dialog makes: the save or delete of its record, or the step a save takes first. */
export type DialogCall = EntityVerb | "firstStep";

/** What a failed call shows in the dialog, and whether a toast says it too. */
export interface FailureShown extends Failure {
  readonly toast: boolean;
}

/**
 * How an entity dialog words its outcomes. The portal's screens say SPEC §8's sentences for their
 * entity (`entityWording`); the console's records answer with a sentence of their own, which it
 * shows as it is (`serverWording`); both in `dialog-wording.ts`.
 */
export interface DialogWording {
  /** The Success toast's sentence after a call of `verb` answered `output`. */
  readonly done: (verb: EntityVerb, output: unknown) => string;
  readonly failed: (call: DialogCall, error: unknown) => FailureShown;
}
