/**
 * What a pass's referral form is made of as the organiser's form builder edits it and the server
 * receives it (SPEC §3 Form-field definition): the field types, one draft field, the settings a
 * problem can belong to, and the limits of one form.
 */

/** The types a guest fills in, in the order the builder offers them. */
export const ANSWER_FIELD_TYPES = [
  "text",
  "email",
  "number",
  "password",
  "textarea",
  "date",
  "datetime",
  "time",
  "checkbox",
  "select",
  "multiSelect",
  "image",
  "file",
  "mobilenumber",
] as const;
/** The types that only show something (SPEC §3 display-only types). */
export const DISPLAY_FIELD_TYPES = ["title", "html", "info", "line"] as const;
export const FORM_FIELD_TYPES: ReadonlyArray<string> = [...ANSWER_FIELD_TYPES, ...DISPLAY_FIELD_TYPES];

export type FieldWidth = "half" | "full" | "default";

export interface DefinitionOption {
  readonly value: string;
  readonly label: string;
}

/**
 * One field as the builder edits it and the server receives it: the contract's FormField keys, any
 * of them absent. `options` is a list, or (apiType CSV) one comma-separated string.
 */
export interface DraftField {
  readonly _id?: string | null | undefined;
  readonly name?: string | null | undefined;
  readonly type: string;
  readonly label?: string | null | undefined;
  readonly placeholder?: string | null | undefined;
  readonly sublabel?: string | null | undefined;
  readonly footnote?: string | null | undefined;
  readonly content?: string | null | undefined;
  readonly required?: boolean | null | undefined;
  readonly default?: unknown;
  readonly validation?: Readonly<Record<string, unknown>> | null | undefined;
  readonly options?: ReadonlyArray<DefinitionOption> | string | null | undefined;
  readonly selectApi?: string | null | undefined;
  readonly apiType?: string | null | undefined;
  readonly customClass?: FieldWidth | null | undefined;
  readonly minDate?: string | null | undefined;
  readonly maxDate?: string | null | undefined;
  readonly allowedFileTypes?: ReadonlyArray<string> | null | undefined;
}

/** The setting of a field a problem belongs to: the builder shows the message beside it. */
export type DefinitionKey =
  | "type"
  | "name"
  | "label"
  | "content"
  | "options"
  | "minDate"
  | "maxDate"
  | "allowedFileTypes"
  | "validation"
  | "default";

export interface DefinitionProblem {
  /** The field's place in the form (0-based). */
  readonly index: number;
  readonly key: DefinitionKey;
  /** What to fix, worded to stand beside the setting ("Add at least one option."). */
  readonly message: string;
}

/** Limits of one form, the same in the builder and the contract. */
export const MAX_FORM_FIELDS = 100;
export const MAX_FIELD_OPTIONS = 200;
export const MAX_FIELD_NAME_LENGTH = 64;
/** Answer keys: what registrations are stored under and exports are headed with. */
export const FIELD_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** Keys a registration's body already uses for itself; a field may not answer under them. */
export const RESERVED_FIELD_NAMES: ReadonlyArray<string> = ["ticketId"];

export const CHOICE_TYPES: ReadonlySet<string> = new Set(["select", "multiSelect"]);
export const DATE_TYPES: ReadonlySet<string> = new Set(["date", "datetime"]);
export const UPLOAD_TYPES: ReadonlySet<string> = new Set(["image", "file"]);
export const TEXT_RULE_TYPES: ReadonlySet<string> = new Set(["text", "email", "password", "textarea", "mobilenumber"]);
export const NUMBER_RULE_TYPES: ReadonlySet<string> = new Set(["number"]);
