import { and, assign, not, setup, type SnapshotFrom } from "xstate";
import { isApiError } from "../../../api/error-checks.ts";
import { problemsOfField } from "../../../rules/form-definition-messages.ts";
import type { DefinitionKey, DefinitionProblem, FieldWidth } from "../../../rules/form-definition-types.ts";
import { answerableFields, initialValue, normaliseValue, type FieldValue, type FormValues } from "../../../rules/form-rules.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { formUploads } from "../../forms/form-uploads.ts";
import { spawnUploadFields, uploadActorId, type UploadEnqueue, type UploadReport } from "../../forms/upload-fields.ts";
import { uploadMachine } from "../../forms/upload.machine.ts";
import { notProvidedActor } from "../../not-provided.ts";
import {
  builderField,
  definitionsOf,
  draftChanged,
  draftProblems,
  hiddenAnswers,
  hiddenAnswerTotal,
  moved,
  newField,
  previewFields,
  problemsOfRefusal,
  type BuilderField,
  type PassForm,
  type PassFormFieldInput,
  type PassFormSummary,
  type TextSetting,
} from "./pass-form-draft.ts";

/**
 * The organiser console's Pass forms (issue 34): pick a pass form (the part every pass shares, or a
 * category's own), edit its fields (add, change each setting, remove, reorder) beside a live preview
 * drawn with the guest page's own fields, and save the whole form. The rule the server applies
 * (src/rules/form-definition-rules.ts) is checked before sending; a refused save keeps every typed
 * setting and shows each problem beside its field. Removing fields that registrations answered asks
 * first, saying how many answers it hides. Organiser staff read the forms; only organisers edit.
 */

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

type FieldEdit = Extract<
  PassFormsEvent,
  { type: "field.text" | "field.type" | "field.required" | "field.width" | "options.mode" | "options.csv" | "option.add" | "option.change" | "option.remove" }
>;

const formIdOfSearch = (search: string): string | null => new URLSearchParams(search).get("form");

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

const withFields = (context: PassFormsContext, fields: ReadonlyArray<BuilderField>) => ({
  fields,
  saved: false,
  problems: context.checked && context.form !== null ? draftProblems(fields, context.form.sharedFields) : context.problems,
});

/** The guest page the preview draws. */
export const previewOf = (context: Pick<PassFormsContext, "form" | "fields">) => previewFields(context.fields, context.form?.sharedFields ?? []);

/** The preview's values for the fields it now has: what was typed stays, a new or retyped field starts afresh. */
const previewValuesFor = (context: PassFormsContext, fields: ReadonlyArray<BuilderField>, cleared: ReadonlyArray<string> = []): FormValues =>
  Object.fromEntries(
    answerableFields(previewFields(fields, context.form?.sharedFields ?? [])).map((field) => [
      field.name,
      Object.hasOwn(context.previewValues, field.name) && !cleared.includes(field.name) ? context.previewValues[field.name]! : initialValue(field),
    ]),
  );

const passFormsSetup = setup({
  types: {} as {
    input: PassFormsScreenInput;
    context: PassFormsContext;
    events: PassFormsEvent;
    tags: "busy" | "error";
  },
  actors: {
    /** GET /organiser/pass-forms. */
    listForms: notProvidedActor<ReadonlyArray<PassFormSummary>>("listForms"),
    /** GET /organiser/pass-forms/{formId}. */
    loadForm: notProvidedActor<PassForm, { formId: string }>("loadForm"),
    /** PUT /organiser/pass-forms/{formId}. */
    saveForm: notProvidedActor<PassFormSaved, PassFormSave>("saveForm"),
    /** The preview's upload fields: the guest page's own, given an upload that stores nothing. */
    upload: uploadMachine,
  },
  actions: {
    showForms: assign((_, params: { forms: ReadonlyArray<PassFormSummary> }) => ({ forms: params.forms })),
    pickForm: assign((_, params: { formId: string }) => ({ formId: params.formId, message: null, saved: false })),
    pickFirstForm: assign(({ context }) => {
      const wanted = formIdOfSearch(context.search);
      const formId = context.forms.some((form) => form.formId === wanted) ? wanted : (context.forms[0]?.formId ?? null);
      return { formId };
    }),
    showForm: assign(({ context }, params: { form: PassForm }) => {
      const fields = params.form.fields.map(builderField);
      const next = { ...context, form: params.form };
      return {
        form: params.form,
        fields,
        selected: null,
        problems: [],
        checked: false,
        hiding: {},
        previewValues: previewValuesFor({ ...next, previewValues: {} }, fields),
      };
    }),
    /** The saved form as stored; the list's counts follow it. */
    showSaved: assign(({ context }, params: { saved: PassFormSaved }) => {
      const { form } = params.saved;
      const fields = form.fields.map(builderField);
      const selectedIndex = context.fields.findIndex((field) => field.key === context.selected);
      return {
        form,
        fields,
        selected: selectedIndex >= 0 ? (fields[selectedIndex]?.key ?? null) : null,
        problems: [],
        checked: false,
        hiding: {},
        message: params.saved.message,
        saved: true,
        forms: context.forms.map((summary) => (summary.formId === form.formId ? { ...summary, fieldCount: form.fieldCount } : summary)),
        previewValues: previewValuesFor({ ...context, form }, fields),
      };
    }),
    /** Only the answer counts of a fresh read: the draft stays as typed. */
    showCounts: assign(({ context }, params: { form: PassForm }) => ({
      form: context.form === null ? params.form : { ...context.form, answerCounts: params.form.answerCounts },
      hiding: hiddenAnswers(context.form === null ? params.form : { ...context.form, answerCounts: params.form.answerCounts }, context.fields),
    })),
    discard: assign(({ context }) => {
      const fields = (context.form?.fields ?? []).map(builderField);
      return { fields, selected: null, problems: [], checked: false, message: null, saved: false, previewValues: previewValuesFor(context, fields) };
    }),
    addField: assign(({ context }, params: { fieldType: string }) => {
      const key = `new-${context.nextKey}`;
      const taken = [...context.fields.map((field) => field.name), ...(context.form?.sharedFields ?? []).map((field) => field.name ?? "")];
      const fields = [...context.fields, newField(params.fieldType, key, taken)];
      return { ...withFields(context, fields), selected: key, nextKey: context.nextKey + 1, previewValues: previewValuesFor(context, fields) };
    }),
    selectField: assign((_, params: { key: string | null }) => ({ selected: params.key })),
    removeField: assign(({ context }, params: { key: string }) => {
      const fields = context.fields.filter((field) => field.key !== params.key);
      return { ...withFields(context, fields), selected: context.selected === params.key ? null : context.selected, previewValues: previewValuesFor(context, fields) };
    }),
    moveField: assign(({ context }, params: { key: string; offset: -1 | 1 }) => {
      const index = context.fields.findIndex((field) => field.key === params.key);
      return withFields(context, moved(context.fields, index, index + params.offset));
    }),
    editField: assign(({ context }, params: { edit: FieldEdit }) => {
      const before = context.fields.find((field) => field.key === params.edit.key);
      const fields = context.fields.map((field) => (field.key === params.edit.key ? edited(field, params.edit) : field));
      // A field whose type changed starts its preview answer afresh (a tick is not a date).
      const cleared = params.edit.type === "field.type" && before !== undefined ? [before.name] : [];
      return { ...withFields(context, fields), previewValues: previewValuesFor(context, fields, cleared) };
    }),
    changePreview: assign(({ context }, params: { name: string; value: FieldValue }) => {
      const field = answerableFields(previewOf(context)).find((candidate) => candidate.name === params.name);
      if (field === undefined) return {};
      return { previewValues: { ...context.previewValues, [params.name]: normaliseValue(field, params.value) } };
    }),
    showProblems: assign(({ context }) => ({
      problems: draftProblems(context.fields, context.form?.sharedFields ?? []),
      checked: true,
      message: PASS_FORMS_TEXTS.fixProblems,
      saved: false,
    })),
    askToHide: assign(({ context }) => ({ hiding: hiddenAnswers(context.form, context.fields), message: null })),
    stopAsking: assign({ hiding: {} }),
    startSaving: assign({ message: null, saved: false }),
    say: assign((_, params: { message: string }) => ({ message: params.message, saved: false })),
    showRefusal: assign((_, params: { error: unknown }) => {
      const errors = isApiError(params.error) && params.error._tag === "Validation" ? params.error.errors : [];
      return { problems: problemsOfRefusal(errors), checked: true, message: serverMessage(params.error) ?? PASS_FORMS_TEXTS.fixProblems, saved: false };
    }),
    showFailure: assign((_, params: { error: unknown; fallback: string }) => ({ message: serverMessage(params.error) ?? params.fallback, saved: false })),
    showLoadFailure: assign((_, params: { error: unknown }) => ({ message: loadErrorMessage(params.error) })),
  },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    changed: ({ context }) => draftChanged(context.form, context.fields),
    hasProblems: ({ context }) => draftProblems(context.fields, context.form?.sharedFields ?? []).length > 0,
    hidesAnswers: ({ context }) => hiddenAnswerTotal(hiddenAnswers(context.form, context.fields)) > 0,
    isOtherForm: ({ context, event }) => event.type === "form.pick" && event.formId !== context.formId,
    hidesAnswersOf: ({ context }, params: { form: PassForm }) =>
      hiddenAnswerTotal(hiddenAnswers(context.form === null ? params.form : { ...context.form, answerCounts: params.form.answerCounts }, context.fields)) > 0,
    refused: (_, params: { error: unknown }) => isApiError(params.error) && params.error._tag === "Validation",
    countsChanged: (_, params: { error: unknown }) => isApiError(params.error) && params.error._tag === "Conflict",
  },
});

/** The preview's upload fields follow the draft: one per image or file field, by name. */
const syncPreviewUploads = passFormsSetup.enqueueActions(({ context, enqueue }) => {
  const specs = formUploads(previewOf(context)).filter((spec, at, all) => all.findIndex((other) => other.name === spec.name) === at);
  const wanted = specs.map((spec) => spec.name);
  for (const name of context.previewUploads) if (!wanted.includes(name)) enqueue.stopChild(uploadActorId(name));
  const added = specs.filter((spec) => !context.previewUploads.includes(spec.name));
  spawnUploadFields(enqueue as unknown as UploadEnqueue, added);
  enqueue.assign({ previewUploads: wanted });
});

const edit = <T extends FieldEdit["type"]>(type: T) => ({
  guard: "canEdit" as const,
  actions: [{ type: "editField" as const, params: ({ event }: { event: PassFormsEvent }) => ({ edit: event as Extract<FieldEdit, { type: T }> }) }, "syncPreviewUploads" as const],
});

export const passFormsScreenMachine = passFormsSetup.extend({ actions: { syncPreviewUploads } }).createMachine({
  id: "passFormsScreen",
  context: ({ input }) => ({
    search: input.search,
    canEdit: input.role === "organiser",
    forms: [],
    formId: null,
    form: null,
    fields: [],
    selected: null,
    problems: [],
    checked: false,
    message: null,
    saved: false,
    hiding: {},
    previewValues: {},
    previewUploads: [],
    nextKey: 1,
  }),
  initial: "loadingList",
  states: {
    loadingList: {
      tags: ["busy"],
      invoke: {
        id: "listForms",
        src: "listForms",
        onDone: {
          target: "loadingForm",
          actions: [
            { type: "showForms", params: ({ event }) => ({ forms: event.output }) },
            "pickFirstForm",
          ],
        },
        onError: { target: "listFailed", actions: { type: "showLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    listFailed: {
      tags: ["error"],
      description: "The list of forms could not be read: Retry reads it again.",
      on: { "data.retry": { target: "loadingList" } },
    },
    loadingForm: {
      tags: ["busy"],
      invoke: {
        id: "loadForm",
        src: "loadForm",
        input: ({ context }) => ({ formId: context.formId ?? "" }),
        onDone: { target: "editing", actions: [{ type: "showForm", params: ({ event }) => ({ form: event.output }) }, "syncPreviewUploads"] },
        onError: { target: "formFailed", actions: { type: "showLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    formFailed: {
      tags: ["error"],
      description: "The picked form could not be read: Retry, or pick another.",
      on: {
        "data.retry": { target: "loadingForm" },
        "form.pick": { target: "loadingForm", actions: { type: "pickForm", params: ({ event }) => event } },
      },
    },
    editing: {
      on: {
        "form.pick": [
          {
            guard: and(["isOtherForm", "changed"]),
            description: "Unsaved changes are never dropped by picking another form: save or discard first.",
            actions: { type: "say", params: { message: PASS_FORMS_TEXTS.unsaved } },
          },
          { guard: "isOtherForm", target: "loadingForm", actions: { type: "pickForm", params: ({ event }) => event } },
        ],
        "field.add": { guard: "canEdit", actions: [{ type: "addField", params: ({ event }) => event }, "syncPreviewUploads"] },
        "field.select": { actions: { type: "selectField", params: ({ event }) => event } },
        "field.remove": { guard: "canEdit", actions: [{ type: "removeField", params: ({ event }) => event }, "syncPreviewUploads"] },
        "field.move": { guard: "canEdit", actions: { type: "moveField", params: ({ event }) => event } },
        "field.text": edit("field.text"),
        "field.type": edit("field.type"),
        "field.required": edit("field.required"),
        "field.width": edit("field.width"),
        "options.mode": edit("options.mode"),
        "options.csv": edit("options.csv"),
        "option.add": edit("option.add"),
        "option.change": edit("option.change"),
        "option.remove": edit("option.remove"),
        "preview.change": { actions: { type: "changePreview", params: ({ event }) => event } },
        "form.discard": { guard: and(["canEdit", "changed"]), actions: ["discard", "syncPreviewUploads"] },
        "form.save": [
          { guard: not("canEdit"), actions: { type: "say", params: { message: PASS_FORMS_TEXTS.readOnly } } },
          { guard: "hasProblems", description: "What the guest page could not show is marked beside its field; nothing is sent.", actions: "showProblems" },
          { guard: "hidesAnswers", target: "confirmingHide", actions: "askToHide" },
          { target: "saving" },
        ],
      },
    },
    confirmingHide: {
      description: "Removed or renamed fields were answered: the organiser is told how many answers the save hides.",
      on: {
        "hide.confirm": { target: "saving" },
        "hide.cancel": { target: "editing", actions: "stopAsking" },
      },
    },
    saving: {
      tags: ["busy"],
      entry: "startSaving",
      invoke: {
        id: "saveForm",
        src: "saveForm",
        input: ({ context }) => {
          const hide = hiddenAnswerTotal(context.hiding);
          return { formId: context.formId ?? "", fields: definitionsOf(context.fields), ...(hide > 0 ? { hideAnswers: hide } : {}) };
        },
        onDone: { target: "editing", actions: [{ type: "showSaved", params: ({ event }) => ({ saved: event.output }) }, "syncPreviewUploads"] },
        onError: [
          {
            guard: { type: "refused", params: ({ event }) => ({ error: event.error }) },
            target: "editing",
            description: "The server found what the builder could not (an option list the event lacks): shown beside the fields, the draft kept.",
            actions: ["stopAsking", { type: "showRefusal", params: ({ event }) => ({ error: event.error }) }],
          },
          {
            guard: { type: "countsChanged", params: ({ event }) => ({ error: event.error }) },
            target: "recounting",
            description: "Registrations arrived since the form was read: count the answers again before asking anew.",
            actions: { type: "showFailure", params: ({ event }) => ({ error: event.error, fallback: PASS_FORMS_TEXTS.saveFailed }) },
          },
          {
            target: "editing",
            actions: ["stopAsking", { type: "showFailure", params: ({ event }) => ({ error: event.error, fallback: PASS_FORMS_TEXTS.saveFailed }) }],
          },
        ],
      },
    },
    recounting: {
      tags: ["busy"],
      invoke: {
        id: "recount",
        src: "loadForm",
        input: ({ context }) => ({ formId: context.formId ?? "" }),
        onDone: [
          {
            guard: { type: "hidesAnswersOf", params: ({ event }) => ({ form: event.output }) },
            target: "confirmingHide",
            actions: { type: "showCounts", params: ({ event }) => ({ form: event.output }) },
          },
          { target: "editing", actions: ["stopAsking", { type: "showCounts", params: ({ event }) => ({ form: event.output }) }] },
        ],
        onError: {
          target: "editing",
          actions: ["stopAsking", { type: "showFailure", params: ({ event }) => ({ error: event.error, fallback: PASS_FORMS_TEXTS.saveFailed }) }],
        },
      },
    },
  },
});

export type PassFormsScreenSnapshot = SnapshotFrom<typeof passFormsScreenMachine>;

/** The problems beside one field's settings. */
export const fieldProblems = (snapshot: Pick<PassFormsScreenSnapshot, "context">, key: string): Partial<Record<DefinitionKey, string>> => {
  const index = snapshot.context.fields.findIndex((field) => field.key === key);
  return index < 0 ? {} : problemsOfField(snapshot.context.problems, index);
};
