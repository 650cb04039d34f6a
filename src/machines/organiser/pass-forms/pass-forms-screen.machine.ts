import { and, assign, not, setup } from "xstate";
import { isApiError } from "../../../api/error-checks.ts";
import { answerableFields, normaliseValue, type FieldValue } from "../../../rules/form-rules.ts";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { formUploads } from "../../forms/form-uploads.ts";
import { spawnUploadFields, uploadActorId, type UploadEnqueue } from "../../forms/upload-fields.ts";
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
  problemsOfRefusal,
  type PassForm,
  type PassFormSummary,
} from "./pass-form-draft.ts";
import {
  PASS_FORMS_TEXTS,
  type FieldEdit,
  type PassFormSave,
  type PassFormSaved,
  type PassFormsContext,
  type PassFormsEvent,
  type PassFormsScreenInput,
} from "./pass-forms-screen.types.ts";
import {
  addedField,
  editedField,
  formIdOfSearch,
  openedForm,
  previewOf,
  previewValuesFor,
  removedField,
  savedForm,
  withFields,
  withFreshCounts,
} from "./pass-forms-screen.updates.ts";

/**
 * The organiser console's Pass forms (issue 34): pick a pass form (the part every pass shares, or a
 * category's own), edit its fields (add, change each setting, remove, reorder) beside a live preview
 * drawn with the guest page's own fields, and save the whole form. The rule the server applies
 * (src/rules/form-definition-rules.ts) is checked before sending; a refused save keeps every typed
 * setting and shows each problem beside its field. Removing fields that registrations answered asks
 * first, saying how many answers it hides. Organiser staff read the forms; only organisers edit.
 */

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
    showForm: assign(({ context }, params: { form: PassForm }) => openedForm(context, params.form)),
    showSaved: assign(({ context }, params: { saved: PassFormSaved }) => savedForm(context, params.saved)),
    /** Only the answer counts of a fresh read: the draft stays as typed. */
    showCounts: assign(({ context }, params: { form: PassForm }) => {
      const form = withFreshCounts(context, params.form);
      return { form, hiding: hiddenAnswers(form, context.fields) };
    }),
    discard: assign(({ context }) => {
      const fields = (context.form?.fields ?? []).map(builderField);
      return { fields, selected: null, problems: [], checked: false, message: null, saved: false, previewValues: previewValuesFor(context, fields) };
    }),
    addField: assign(({ context }, params: { fieldType: string }) => addedField(context, params.fieldType)),
    selectField: assign((_, params: { key: string | null }) => ({ selected: params.key })),
    removeField: assign(({ context }, params: { key: string }) => removedField(context, params.key)),
    moveField: assign(({ context }, params: { key: string; offset: -1 | 1 }) => {
      const index = context.fields.findIndex((field) => field.key === params.key);
      return withFields(context, moved(context.fields, index, index + params.offset));
    }),
    editField: assign(({ context }, params: { edit: FieldEdit }) => editedField(context, params.edit)),
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
    hidesAnswersOf: ({ context }, params: { form: PassForm }) => hiddenAnswerTotal(hiddenAnswers(withFreshCounts(context, params.form), context.fields)) > 0,
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
