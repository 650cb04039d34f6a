import type { RunningUploads, UploadFieldSpec, UploadReport } from "./upload-fields.ts";

/**
 * What a screen gives `createFormMachine` (its values, rules, texts and calls' shapes) and what its
 * view reads back (context, events, tags).
 */

export type FieldOf<V> = keyof V & string;
export type FieldErrors<V> = Partial<Record<FieldOf<V>, string>>;

/** What a failed submit shows. */
export interface FailureShown<V> {
  /** Kept beside the form (`context.error`) until the next change or submit; null for none. */
  readonly message: string | null;
  /** The toast's description; null for no toast. */
  readonly toast: string | null;
  /** The server's messages for this form's fields. */
  readonly errors?: FieldErrors<V>;
}

/** A failure shown the same way beside the form and in the toast. */
export const toastedFailure = (message: string): FailureShown<never> => ({ message, toast: message });

/** A form that edits a stored record: it is loaded first and reloaded after each save. */
export interface FormLoad<V, L> {
  /** The form of the loaded record. */
  readonly values: (loaded: L) => V;
  /** Why the record could not be loaded. */
  readonly failure: (error: unknown) => string;
}

/** A form split in sections (tabs): a refused submit shows the first section with a message. */
export interface FormSections<V, S extends string> {
  readonly initial: S;
  /** Each section's fields, in screen order. */
  readonly fields: Readonly<Record<S, ReadonlyArray<FieldOf<V>>>>;
}

export interface FormOptions<V, O, B = V, L = never, S extends string = never> {
  /** The machine's id (the inspector's name for it). */
  readonly id: string;
  /** The form before anything is typed, and after a successful submit of a form without `load`. */
  readonly empty: V;
  /** The screen's rules (SPEC §5): one message per field to fix; empty when the form may be sent. */
  readonly validate: (values: V) => FieldErrors<V>;
  readonly messages: { readonly successTitle: string; readonly failureTitle: string };
  /** The `submit` actor's input; the values themselves when left out. */
  readonly body?: (values: V) => B;
  /** The success toast's description. */
  readonly success: (values: V, answer: O) => string;
  readonly failure: (error: unknown) => FailureShown<V>;
  readonly load?: FormLoad<V, L>;
  readonly sections?: FormSections<V, S>;
  /** The form's file fields: the form runs one upload field for each, and Save waits while one uploads. */
  readonly uploads?: ReadonlyArray<UploadFieldSpec>;
}

/** The first section (in the order given) holding a field with a message; null when none does. */
export const firstSectionWithError = <V, S extends string>(
  fields: Readonly<Record<S, ReadonlyArray<FieldOf<V>>>>,
  errors: FieldErrors<V>,
): S | null => (Object.keys(fields) as S[]).find((section) => fields[section].some((field) => errors[field] !== undefined)) ?? null;

type Section<S> = [S] extends [never] ? null : S;

export interface FormContext<V, O, S extends string = never> {
  readonly values: V;
  /** Messages beside the fields: the screen's rules, or the server's refusal. */
  readonly errors: FieldErrors<V>;
  /** Fields changed since the last submit; they win over what follows it. */
  readonly edits: Partial<V>;
  /** The last failure's message (a failed load's too); cleared by the next change or submit. */
  readonly error: string | null;
  /** The last successful submit's answer. */
  readonly answer: O | null;
  /** The section shown; null for a form without sections. */
  readonly section: Section<S>;
  /** The file fields whose upload runs (none for a form without file fields). */
  readonly uploading: RunningUploads;
}

/** `form.retry` loads again after a failed load; `section.change` shows another section. */
export type FormEvent<V, L = never, S extends string = never> =
  | { readonly type: "form.change"; readonly field: FieldOf<V>; readonly value: string }
  | { readonly type: "form.submit" }
  | ([L] extends [never] ? never : { readonly type: "form.retry" })
  | ([S] extends [never] ? never : { readonly type: "section.change"; readonly section: S })
  | UploadReport;

export type FormTag = "loading" | "busy" | "submitting" | "error";

export interface FormTypes<V, O, L = never, S extends string = never> { context: FormContext<V, O, S>; events: FormEvent<V, L, S>; tags: FormTag }
