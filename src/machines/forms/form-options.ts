import type { RunningUploads, UploadFieldSpec, UploadReport } from "./upload-fields.ts";

/**
 * What a screen gives `createFormMachine` (its values, rules, texts and calls' shapes) and what its
 * view reads back (context, events, tags).
 */

export type FieldOf<V> = keyof V & string;
/** The fields typed into (`form.change`); a list field changes only through the form's `edits`. */
export type TextFieldOf<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;
/** A form's values: texts, and lists changed by its `edits` (an event's extra domains). */
export type FormValues = Readonly<Record<string, string | ReadonlyArray<string>>>;
/** The loaded record as the rules see it: null for a form that loads none. */
export type LoadedOf<L> = [L] extends [never] ? null : L;
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
  /** Discard changes: `form.reset` shows the loaded record's form again. */
  readonly reset?: boolean;
  /**
   * For a file field whose upload call itself stores the file on the record (`savesRecord`): the
   * record with that file (or none, after Remove), and why a Remove failed.
   */
  readonly recordUploads?: {
    readonly stored: (loaded: L, field: string, path: string | null) => L;
    readonly removalFailure: (error: unknown) => string;
  };
}

/** What an edit beyond typing (adding to a list, removing from it) makes of the form: new values, or why not. */
export type FormEditResult<V> = { readonly values: V } | { readonly errors: FieldErrors<V> };
export type FormEditRule<V, L> = (values: V, loaded: LoadedOf<L>, value: string | undefined) => FormEditResult<V>;

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
  readonly validate: (values: V, loaded: LoadedOf<L>) => FieldErrors<V>;
  readonly messages: { readonly successTitle: string; readonly failureTitle: string };
  /** The `submit` actor's input; the values themselves when left out. */
  readonly body?: (values: V, loaded: LoadedOf<L>) => B;
  /** The success toast's description. */
  readonly success: (values: V, answer: O) => string;
  readonly failure: (error: unknown, values: V) => FailureShown<V>;
  readonly load?: FormLoad<V, L>;
  /** Nothing to send (the form shows the loaded record): Save then sends nothing and says nothing. */
  readonly unchanged?: (values: V, loaded: LoadedOf<L>) => boolean;
  /**
   * What a save would do beyond the form, each in a sentence: when any, a valid Save asks first
   * (state `confirming`, tag `confirm`, `context.consequences`), `save.confirm` sends, `save.cancel` edits on.
   */
  readonly consequences?: (values: V, loaded: LoadedOf<L>) => ReadonlyArray<string>;
  /** Edits beyond typing, by name, sent as `form.edit` (with a value when the edit takes one). */
  readonly edits?: Readonly<Record<string, FormEditRule<V, L>>>;
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

export interface FormContext<V, O, S extends string = never, L = never> {
  readonly values: V;
  /** The record as loaded (and as stored by a save's reload, or an upload that saves it); null before. */
  readonly loaded: L | null;
  /** What the save being asked about would do (`confirming`); empty otherwise. */
  readonly consequences: ReadonlyArray<string>;
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
  /** The `savesRecord` file field whose Remove runs (`removingUpload`); null otherwise. */
  readonly removing: string | null;
}

/**
 * `form.retry` loads again after a failed load; `section.change` shows another section; `form.edit`,
 * `form.reset`, `save.confirm` and `save.cancel` do something only in a form that has `edits`,
 * `load.reset` or `consequences`.
 */
export type FormEvent<V, L = never, S extends string = never> =
  | { readonly type: "form.change"; readonly field: TextFieldOf<V>; readonly value: string }
  | { readonly type: "form.submit" }
  | { readonly type: "form.edit"; readonly edit: string; readonly value?: string }
  | { readonly type: "form.reset" }
  | { readonly type: "save.confirm" }
  | { readonly type: "save.cancel" }
  | ([L] extends [never] ? never : { readonly type: "form.retry" })
  | ([S] extends [never] ? never : { readonly type: "section.change"; readonly section: S })
  | UploadReport;

export type FormTag = "loading" | "busy" | "submitting" | "error" | "confirm" | "removing";

export interface FormTypes<V, O, L = never, S extends string = never> { context: FormContext<V, O, S, L>; events: FormEvent<V, L, S>; tags: FormTag }
