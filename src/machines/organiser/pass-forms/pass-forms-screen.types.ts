import type { DefinitionProblem, FieldWidth } from "../../../rules/form-definition-types.ts";
import type { FieldValue, FormValues } from "../../../rules/form-rules.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import type { UploadReport } from "../../forms/upload-fields.ts";
import { hiddenAnswerTotal, type BuilderField, type PassForm, type PassFormFieldInput, type PassFormSummary, type TextSetting } from "./pass-form-draft.ts";

// The Pass forms screen's input, context, events and messages (the machine is pass-forms-screen.machine.ts).

/** `search`: `?form=<id>` opens that form; `role`: organiser staff read, organisers edit. */
export type PassFormsScreenInput = ConsoleScreenInput;

export interface PassFormSave {
  readonly formId: string;
  readonly fields: ReadonlyArray<PassFormFieldInput>;
  readonly hideAnswers?: number | undefined;
}

export interface PassFormSaved {
  readonly message: string;
  readonly form: PassForm;
}

export const PASS_FORMS_TEXTS = {
  listFailed: "The pass forms could not be loaded. Check your connection and try again.",
  formFailed: "The form could not be loaded. Check your connection and try again.",
  saveFailed: "The form could not be saved. Check your connection and try again: your changes are still here.",
  fixProblems: "The guest page could not show this form yet: fix the settings marked below, then save.",
  unsaved: "Save or discard your changes before opening another form.",
  saved: "Pass form saved",
  readOnly: "Only organisers can change pass forms; you can look at them and their preview.",
} as const;

/** "Removing "visitDate" (3 answers) hides 3 answers registrations already gave." */
export const hideQuestion = (hidden: Readonly<Record<string, number>>): string => {
  const total = hiddenAnswerTotal(hidden);
  const which = Object.entries(hidden)
    .map(([name, n]) => `"${name}" (${n} ${n === 1 ? "answer" : "answers"})`)
    .join(", ");
  return `Removing ${which} hides ${total} ${total === 1 ? "answer" : "answers"} that registrations already gave. They stay stored but no longer show with the registrations.`;
};

export interface PassFormsContext {
  /** The address's query when the screen opened (`?form=<id>`). */
  readonly search: string;
  readonly canEdit: boolean;
  readonly forms: ReadonlyArray<PassFormSummary>;
  readonly formId: string | null;
  /** The form as last read or saved. */
  readonly form: PassForm | null;
  /** The fields being edited, in order. */
  readonly fields: ReadonlyArray<BuilderField>;
  /** The field whose settings are open (its key). */
  readonly selected: string | null;
  /** Shown beside the fields once a save found them; kept up to date while the organiser fixes them. */
  readonly problems: ReadonlyArray<DefinitionProblem>;
  readonly checked: boolean;
  /** Above the builder: a failure, what to fix, or that the form was saved. */
  readonly message: string | null;
  readonly saved: boolean;
  /** The answers the save would hide, by field name, while the organiser is asked. */
  readonly hiding: Readonly<Record<string, number>>;
  /** What the preview holds, as a guest would have typed it. */
  readonly previewValues: FormValues;
  /** The preview's upload fields (their names), children `upload.<name>`. */
  readonly previewUploads: ReadonlyArray<string>;
  readonly nextKey: number;
}

export type PassFormsEvent =
  | { readonly type: "form.pick"; readonly formId: string }
  | { readonly type: "data.retry" }
  | { readonly type: "field.add"; readonly fieldType: string }
  | { readonly type: "field.select"; readonly key: string | null }
  | { readonly type: "field.remove"; readonly key: string }
  | { readonly type: "field.move"; readonly key: string; readonly offset: -1 | 1 }
  | { readonly type: "field.text"; readonly key: string; readonly setting: TextSetting; readonly value: string }
  | { readonly type: "field.type"; readonly key: string; readonly fieldType: string }
  | { readonly type: "field.required"; readonly key: string; readonly required: boolean }
  | { readonly type: "field.width"; readonly key: string; readonly width: FieldWidth }
  | { readonly type: "options.mode"; readonly key: string; readonly mode: "list" | "csv" }
  | { readonly type: "options.csv"; readonly key: string; readonly value: string }
  | { readonly type: "option.add"; readonly key: string }
  | { readonly type: "option.change"; readonly key: string; readonly option: number; readonly part: "value" | "label"; readonly value: string }
  | { readonly type: "option.remove"; readonly key: string; readonly option: number }
  | { readonly type: "preview.change"; readonly name: string; readonly value: FieldValue }
  | { readonly type: "form.save" }
  | { readonly type: "form.discard" }
  | { readonly type: "hide.confirm" }
  | { readonly type: "hide.cancel" }
  | UploadReport;

/** The events that change one setting of one field. */
export type FieldEdit = Extract<
  PassFormsEvent,
  { type: "field.text" | "field.type" | "field.required" | "field.width" | "options.mode" | "options.csv" | "option.add" | "option.change" | "option.remove" }
>;
