import { answerableFields, initialValue, type FormValues } from "../../../rules/form-rules.ts";
import { builderField, draftProblems, hiddenAnswers, newField, previewFields, type BuilderField, type PassForm } from "./pass-form-draft.ts";
import type { FieldEdit, PassFormSaved, PassFormsContext } from "./pass-forms-screen.types.ts";

/**
 * What the Pass forms screen's events make of its context, as pure functions: the machine's
 * actions assign what these return.
 */

export const formIdOfSearch = (search: string): string | null => new URLSearchParams(search).get("form");

/** One field's change by an edit event. */
const edited = (field: BuilderField, event: FieldEdit): BuilderField => {
  switch (event.type) {
    case "field.text":
      return { ...field, [event.setting]: event.value };
    case "field.type":
      return { ...newField(event.fieldType, field.key, []), ...sharedSettings(field), type: event.fieldType, options: field.options };
    case "field.required":
      return { ...field, required: event.required };
    case "field.width":
      return { ...field, customClass: event.width };
    case "options.mode": {
      const { options } = field;
      if (event.mode === "csv") return typeof options === "string" ? field : { ...field, options: options.map((option) => option.value).join(", ") };
      if (typeof options !== "string") return field;
      const values = options.split(",").map((part) => part.trim()).filter((part) => part !== "");
      return { ...field, options: values.map((value) => ({ value, label: value })) };
    }
    case "options.csv":
      return { ...field, options: event.value };
    case "option.add": {
      const list = typeof field.options === "string" ? [] : field.options;
      const value = `Option ${list.length + 1}`;
      return { ...field, options: [...list, { value, label: value }] };
    }
    case "option.change": {
      if (typeof field.options === "string") return field;
      return { ...field, options: field.options.map((option, at) => (at === event.option ? { ...option, [event.part]: event.value } : option)) };
    }
    case "option.remove":
      if (typeof field.options === "string") return field;
      return { ...field, options: field.options.filter((_, at) => at !== event.option) };
  }
};

/** What a field keeps when its type changes: who it is and how it is worded. */
const sharedSettings = (field: BuilderField) => ({
  id: field.id,
  name: field.name,
  label: field.label,
  placeholder: field.placeholder,
  sublabel: field.sublabel,
  footnote: field.footnote,
  required: field.required,
  customClass: field.customClass,
});

export const withFields = (context: PassFormsContext, fields: ReadonlyArray<BuilderField>) => ({
  fields,
  saved: false,
  problems: context.checked && context.form !== null ? draftProblems(fields, context.form.sharedFields) : context.problems,
});

/** The guest page the preview draws. */
export const previewOf = (context: Pick<PassFormsContext, "form" | "fields">) => previewFields(context.fields, context.form?.sharedFields ?? []);

/** The preview's values for the fields it now has: what was typed stays, a new or retyped field starts afresh. */
export const previewValuesFor = (context: PassFormsContext, fields: ReadonlyArray<BuilderField>, cleared: ReadonlyArray<string> = []): FormValues =>
  Object.fromEntries(
    answerableFields(previewFields(fields, context.form?.sharedFields ?? [])).map((field) => [
      field.name,
      Object.hasOwn(context.previewValues, field.name) && !cleared.includes(field.name) ? context.previewValues[field.name]! : initialValue(field),
    ]),
  );

/** A form as read: its fields become the draft, nothing selected or checked yet. */
export const openedForm = (context: PassFormsContext, form: PassForm): Partial<PassFormsContext> => {
  const fields = form.fields.map(builderField);
  return {
    form,
    fields,
    selected: null,
    problems: [],
    checked: false,
    hiding: {},
    previewValues: previewValuesFor({ ...context, form, previewValues: {} }, fields),
  };
};

/** The saved form as stored; the list's counts follow it. */
export const savedForm = (context: PassFormsContext, saved: PassFormSaved): Partial<PassFormsContext> => {
  const { form } = saved;
  const fields = form.fields.map(builderField);
  const selectedIndex = context.fields.findIndex((field) => field.key === context.selected);
  return {
    form,
    fields,
    selected: selectedIndex >= 0 ? (fields[selectedIndex]?.key ?? null) : null,
    problems: [],
    checked: false,
    hiding: {},
    message: saved.message,
    saved: true,
    forms: context.forms.map((summary) => (summary.formId === form.formId ? { ...summary, fieldCount: form.fieldCount } : summary)),
    previewValues: previewValuesFor({ ...context, form }, fields),
  };
};

/** The form being edited with the answer counts of a fresh read: the draft stays as typed. */
export const withFreshCounts = (context: Pick<PassFormsContext, "form">, fresh: PassForm): PassForm =>
  context.form === null ? fresh : { ...context.form, answerCounts: fresh.answerCounts };

export const addedField = (context: PassFormsContext, fieldType: string): Partial<PassFormsContext> => {
  const key = `new-${context.nextKey}`;
  const taken = [...context.fields.map((field) => field.name), ...(context.form?.sharedFields ?? []).map((field) => field.name ?? "")];
  const fields = [...context.fields, newField(fieldType, key, taken)];
  return { ...withFields(context, fields), selected: key, nextKey: context.nextKey + 1, previewValues: previewValuesFor(context, fields) };
};

export const removedField = (context: PassFormsContext, key: string): Partial<PassFormsContext> => {
  const fields = context.fields.filter((field) => field.key !== key);
  return { ...withFields(context, fields), selected: context.selected === key ? null : context.selected, previewValues: previewValuesFor(context, fields) };
};

export const editedField = (context: PassFormsContext, edit: FieldEdit): Partial<PassFormsContext> => {
  const before = context.fields.find((field) => field.key === edit.key);
  const fields = context.fields.map((field) => (field.key === edit.key ? edited(field, edit) : field));
  // A field whose type changed starts its preview answer afresh (a tick is not a date).
  const cleared = edit.type === "field.type" && before !== undefined ? [before.name] : [];
  return { ...withFields(context, fields), previewValues: previewValuesFor(context, fields, cleared) };
};
