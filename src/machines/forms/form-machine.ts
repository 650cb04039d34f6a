import { assign, enqueueActions, not, setup } from "xstate";
import { changedField, withoutFieldError } from "./form-helpers.ts";
import {
  firstSectionWithError,
  type FailureShown,
  type FormEditResult,
  type FormValues,
  type FieldErrors,
  type FormContext,
  type FormOptions,
  type FormTag,
  type FormTypes,
} from "./form-options.ts";
import { notProvidedActor } from "../not-provided.ts";
import {
  endedUpload, setUploadPaths, spawnUploadFields, startedUpload,
  uploadRunning,
  type UploadEnqueue,
  type UploadReport,
} from "./upload-fields.ts";
import { uploadMachine, type UploadEvent } from "./upload.machine.ts";
import { notify } from "./notify-action.ts";

/**
 * One form machine for the screens that edit a single record and send it (SPEC §5 Password,
 * Support, Company profile). Each screen brings its values, rules, texts and calls; the machine
 * brings the flow:
 * - `form.change` edits a field and clears its message; `form.submit` checks the rules in the
 *   browser and sends only a form they accept, through the `submit` actor;
 * - a success toasts (the named `notify` action), runs `saved`, and starts over from the empty form,
 *   or, for a form that `load`s its record, reloads it so the form shows what the server stored;
 * - a failure keeps every value, toasts unless the screen says otherwise, and shows its message.
 * What is typed while a submit (or the reload after it) runs is kept over what follows it.
 * A form with file fields (`options.uploads`) runs one upload field per file as its child: a stored
 * path is a change of its field, and Save waits while an upload runs (`context.uploading`).
 * Optional, for forms that need them: the loaded record (`context.loaded`) is given to the rules, so
 * a form may send only its changes; `unchanged` sends nothing for an untouched form; `consequences`
 * asks before a save that does more than the form shows (`confirming`); `load.reset` brings the
 * loaded record back (`form.reset`); `edits` change list fields (`form.edit`). A file field whose
 * upload call stores the file on the record itself (`savesRecord`, an event's logo) is saved by its
 * upload: the form writes the stored path into both its values and `loaded`, and Remove runs the
 * `removeUpload` call at once (`removingUpload`). That is the least the form needs for such a field:
 * no second save, no separate chart, and the field looks like any other file field to its view.
 * The view reads `context.values`, `context.errors`, `context.error`, `context.section`,
 * `context.consequences` and the tags `loading`, `busy`, `submitting`, `error`, `confirm` and `removing`.
 */

const typedSetup = <V, O, B, L, S extends string>() =>
  setup({
    types: {} as FormTypes<V, O, L, S>,
    actors: {
      submit: notProvidedActor<O, B>("submit"),
      load: notProvidedActor<L>("load"),
      upload: uploadMachine,
      /** Takes a `savesRecord` field's file off the record. */
      removeUpload: notProvidedActor<unknown, { readonly field: string }>("removeUpload"),
    },
    actions: { notify, saved: () => undefined },
  });
// Only the types of these two are used (the machines themselves are built below): the machine as
// its screen sees it, with its own values, answer, record and sections, and the effects it names
// for `provide()`.
const typedPlainForm = <V, O, B, S extends string>(context: FormContext<V, O, S>) =>
  typedSetup<V, O, B, never, S>().createMachine({ context, states: { editing: {}, confirming: {}, submitting: {}, failed: {} } });
const typedLoadedForm = <V, O, B, L, S extends string>(context: FormContext<V, O, S, L>) =>
  typedSetup<V, O, B, L, S>().createMachine({
    context,
    states: {
      loading: {},
      loadFailed: {},
      loaded: { states: { editing: {}, confirming: {}, submitting: {}, failed: {}, refreshing: {}, removingUpload: {} } },
    },
  });
export type FormMachine<V, O, B = V, L = never, S extends string = never> = [L] extends [never]
  ? ReturnType<typeof typedPlainForm<V, O, B, S>>
  : ReturnType<typeof typedLoadedForm<V, O, B, L, S>>;

// The flow is written once over plain strings and unknown answers; `createFormMachine` gives each
// screen its own types back.
type Values = FormValues;
type Options = Omit<FormOptions<Values, unknown, unknown, unknown, string>, "validate" | "body" | "unchanged" | "consequences" | "edits"> & {
  readonly validate: (values: Values, loaded: unknown) => FieldErrors<Values>;
  readonly body?: (values: Values, loaded: unknown) => unknown;
  readonly unchanged?: (values: Values, loaded: unknown) => boolean;
  readonly consequences?: (values: Values, loaded: unknown) => ReadonlyArray<string>;
  readonly edits?: Readonly<Record<string, (values: Values, loaded: unknown, value: string | undefined) => FormEditResult<Values>>>;
};
type Context = Omit<FormContext<Values, unknown, never, unknown>, "section"> & { readonly section: string | null };
type PlainFormEvent =
  | { readonly type: "form.change"; readonly field: string; readonly value: string }
  | { readonly type: "form.submit" }
  | { readonly type: "form.edit"; readonly edit: string; readonly value?: string }
  | { readonly type: "form.reset" }
  | { readonly type: "save.confirm" }
  | { readonly type: "save.cancel" }
  | { readonly type: "form.retry" }
  | { readonly type: "section.change"; readonly section: string }
  | UploadReport;
interface PlainFormTypes { context: Context; events: PlainFormEvent; tags: FormTag }

const formSetup = (options: Options) => {
  const sectionOf = (errors: FieldErrors<Values>, current: string | null): string | null =>
    firstSectionWithError<Values, string>(options.sections?.fields ?? {}, errors) ?? current;
  const recordUpload = (name: string) => (options.uploads ?? []).some((spec) => spec.name === name && spec.savesRecord === true);
  const removalOf = (event: PlainFormEvent): string | null =>
    event.type === "upload.stored" && event.path === null && recordUpload(event.name) ? event.name : null;
  return setup({
    types: {} as PlainFormTypes,
    actors: {
      submit: notProvidedActor<unknown, unknown>("submit"),
      load: notProvidedActor<unknown>("load"),
      upload: uploadMachine,
      removeUpload: notProvidedActor<unknown, { readonly field: string }>("removeUpload"),
    },
    actions: {
      notify,
      /**
       * What else a save changes on screen: nothing by default; the company profile's screen reloads
       * the header's company (`profile/profile-screen.machine.ts`).
       */
      saved: () => undefined,
      change: assign(({ context }, { field, value }: { field: string; value: string }) => ({
        values: { ...context.values, [field]: value },
        errors: withoutFieldError(context.errors, field),
        edits: { ...context.edits, [field]: value },
        error: null,
        uploading: endedUpload(context.uploading, field),
      })),
      /** A stored path (none after Remove) is a change of its field, and, for a `savesRecord` field, the record's too. */
      storeUpload: assign(({ context }, { field, path }: { field: string; path: string | null }) => ({
        values: { ...context.values, [field]: path ?? "" },
        errors: withoutFieldError(context.errors, field),
        edits: recordUpload(field) ? context.edits : { ...context.edits, [field]: path ?? "" },
        error: null,
        uploading: endedUpload(context.uploading, field),
        loaded: recordUpload(field) && context.loaded !== null ? options.load!.recordUploads!.stored(context.loaded, field, path) : context.loaded,
        removing: null,
      })),
      startRemoval: assign((_, { field }: { field: string }) => ({ removing: field, error: null })),
      showRemovalFailure: assign((_, { error }: { error: unknown }) => ({ removing: null, error: options.load!.recordUploads!.removalFailure(error) })),
      /** An edit beyond typing: its new values (the fields it changed lose their messages), or why it cannot be made. */
      edit: assign(({ context }, { edit, value }: { edit: string; value: string | undefined }) => {
        const result = options.edits![edit]!(context.values, context.loaded, value);
        if (!("values" in result)) return { errors: { ...context.errors, ...result.errors } };
        const changed = Object.keys(result.values).filter((field) => result.values[field] !== context.values[field]);
        return {
          values: result.values,
          errors: changed.reduce((errors, field) => withoutFieldError(errors, field), context.errors),
          edits: { ...context.edits, ...Object.fromEntries(changed.map((field) => [field, result.values[field]])) },
          error: null,
        };
      }),
      reset: assign(({ context }) => ({ values: options.load!.values(context.loaded), errors: {}, edits: {}, error: null })),
      holdConsequences: assign(({ context }) => ({ consequences: options.consequences!(context.values, context.loaded) })),
      forgetConsequences: assign({ consequences: [] }),
      /** The file fields show the loaded record; one still uploading keeps its upload. */
      showUploads: ({ context, self }) => {
        const children = self.getSnapshot().children as Readonly<Record<string, { send: (event: UploadEvent) => void } | undefined>>;
        setUploadPaths((to, event) => children[to]?.send(event), options.uploads ?? [], context.values, context.uploading);
      },
      startUpload: assign(({ context }, { name }: { name: string }) => ({ uploading: startedUpload(context.uploading, name) })),
      endUpload: assign(({ context }, { name }: { name: string }) => ({ uploading: endedUpload(context.uploading, name) })),
      startSubmit: assign({ errors: {}, edits: {}, error: null }),
      showFailure: assign(({ context }, shown: FailureShown<Values>) => {
        const errors = shown.errors ?? {};
        return { error: shown.message, errors, section: sectionOf(errors, context.section) };
      }),
      showInvalid: assign(({ context }) => {
        const errors = options.validate(context.values, context.loaded);
        return { errors, error: null, section: sectionOf(errors, context.section) };
      }),
      /** The form of the stored record, with what was typed since the submit that preceded it. */
      showLoaded: assign(({ context }, { loaded }: { loaded: unknown }) => ({
        loaded,
        values: { ...options.load!.values(loaded), ...context.edits } as Values,
        errors: {},
        edits: {},
        error: null,
      })),
      startOver: assign(({ context }) => ({ values: { ...options.empty, ...context.edits } as Values, edits: {} })),
      showSection: assign((_, { section }: { section: string }) => ({ section })),
    },
    guards: {
      isValid: ({ context }) => Object.keys(options.validate(context.values, context.loaded)).length === 0,
      uploadPending: ({ context }) => uploadRunning(context.uploading),
      unchanged: ({ context }) => options.unchanged!(context.values, context.loaded),
      hasConsequences: ({ context }) => options.consequences!(context.values, context.loaded).length > 0,
      uploadRemoved: ({ event }) => removalOf(event) !== null,
    },
  });
};

const editOf = (event: PlainFormEvent) => (event.type === "form.edit" ? { edit: event.edit, value: event.value } : { edit: "", value: undefined });

const buildFormMachine = (options: Options) => {
  const machineSetup = formSetup(options);
  const body = options.body ?? ((values: Values) => values);
  const edits = options.edits === undefined ? {} : { "form.edit": { actions: { type: "edit", params: ({ event }: { event: PlainFormEvent }) => editOf(event) } } } as const;
  const load = options.load;
  const canReset = load?.reset === true;
  const uploads = options.uploads ?? [];
  const spawnUploads = machineSetup.enqueueActions(({ enqueue }) => spawnUploadFields(enqueue as unknown as UploadEnqueue, uploads));
  const storedUpload = {
    description: "An upload finished, or Remove: the stored path is a change of its field.",
    actions: { type: "storeUpload", params: ({ event }: { event: Extract<UploadReport, { type: "upload.stored" }> }) => ({ field: event.name, path: event.path }) },
  } as const;
  // Remove in a `savesRecord` field takes its file off the record at once; only while nothing else is sent.
  const removal = load?.recordUploads === undefined
    ? []
    : [{ guard: "uploadRemoved", target: "removingUpload", actions: { type: "startRemoval", params: ({ event }: { event: UploadReport }) => ({ field: event.name }) } } as const];
  const reset = canReset ? { "form.reset": { actions: ["reset", "showUploads"] } } as const : {};
  const uploadEvents =
    uploads.length === 0
      ? {}
      : {
          "upload.started": { actions: { type: "startUpload", params: ({ event }: { event: UploadReport }) => ({ name: event.name }) } },
          "upload.ended": {
            description: "A failed upload: the field keeps its previous value.",
            actions: { type: "endUpload", params: ({ event }: { event: UploadReport }) => ({ name: event.name }) },
          },
          "upload.stored": storedUpload,
        } as const;
  const waitForUploads =
    uploads.length === 0 ? [] : [{ guard: "uploadPending", description: "An upload still runs: Save waits for it." } as const];
  const form = machineSetup.createStateConfig({
    on: {
      ...uploadEvents,
      "form.change": {
        description: "Accepted while a submit runs too (an upload may finish then); what follows the submit keeps it.",
        actions: { type: "change", params: changedField },
      },
      "form.submit": [
        ...waitForUploads,
        { guard: not("isValid"), description: "SPEC §5 checks in the browser; an invalid form is never sent.", target: ".editing", actions: "showInvalid" },
        ...(options.unchanged === undefined ? [] : [{ guard: "unchanged", target: ".editing", description: "Nothing changed: nothing is sent." } as const]),
        ...(options.consequences === undefined ? [] : [{ guard: "hasConsequences", target: ".confirming" } as const]),
        { target: ".submitting", actions: "startSubmit" },
      ],
      ...(options.sections === undefined
        ? {}
        : { "section.change": { actions: { type: "showSection", params: ({ event }) => ({ section: event.section }) } } }),
    },
    initial: "editing",
    states: {
      editing: { on: { ...edits, ...reset, ...(removal.length === 0 ? {} : { "upload.stored": [...removal] }) } },
      ...(options.consequences === undefined
        ? {}
        : {
            confirming: {
              description: "The save would do more than the form shows: the sentences say what, and it is sent only on save.confirm.",
              tags: ["confirm"],
              entry: "holdConsequences",
              exit: "forgetConsequences",
              on: {
                "form.submit": { description: "The question is open." },
                "save.confirm": { target: "submitting", actions: "startSubmit" },
                "save.cancel": { target: "editing" },
              },
            },
          }),
      submitting: {
        tags: ["busy", "submitting"],
        on: { "form.submit": { description: "One submit at a time." } },
        invoke: {
          id: "submit",
          src: "submit",
          input: ({ context }: { context: Context }) => body(context.values, context.loaded),
          onDone: {
            target: load === undefined ? "editing" : "refreshing",
            actions: enqueueActions(({ context, event, enqueue }) => {
              const description = options.success(context.values, event.output);
              enqueue({ type: "notify", params: { title: options.messages.successTitle, description, variant: "success" } });
              enqueue("saved");
              enqueue.assign({ answer: event.output });
              if (load === undefined) enqueue("startOver");
            }),
          },
          onError: {
            target: "failed",
            actions: enqueueActions(({ context, event, enqueue }) => {
              const shown = options.failure(event.error, context.values);
              enqueue({ type: "showFailure", params: shown });
              if (shown.toast === null) return;
              enqueue({ type: "notify", params: { title: options.messages.failureTitle, description: shown.toast, variant: "destructive" } });
            }),
          },
        },
      },
      failed: {
        description: "Every value stays; a change or another submit continues.",
        tags: ["error"],
        on: {
          "form.change": { target: "editing", actions: { type: "change", params: changedField } },
          ...(uploads.length === 0 ? {} : { "upload.stored": [...removal, { ...storedUpload, target: "editing" }] }),
          ...(options.edits === undefined ? {} : { "form.edit": { ...edits["form.edit"]!, target: "editing" } }),
          ...(canReset ? { "form.reset": { ...reset["form.reset"]!, target: "editing" } } : {}),
        },
      },
      ...(load === undefined
        ? {}
        : {
            refreshing: {
              description: "SPEC §2: the record is reloaded after a save, so the form shows what the server stored.",
              tags: ["busy"],
              on: { "form.submit": { description: "The form is being refreshed." } },
              invoke: {
                id: "refresh",
                src: "load",
                onDone: { target: "editing", actions: [{ type: "showLoaded", params: ({ event }) => ({ loaded: event.output }) }, "showUploads"] },
                // The save went through; the form already holds what was sent.
                onError: { target: "editing" },
              },
            },
          }),
      ...(load?.recordUploads === undefined
        ? {}
        : {
            removingUpload: {
              description: "Remove in a field whose upload saves the record: the file comes off the record at once.",
              tags: ["busy", "removing"],
              on: { "form.submit": { description: "The file is being removed." } },
              invoke: {
                id: "removeUpload",
                src: "removeUpload",
                input: ({ context }: { context: Context }) => ({ field: context.removing! }),
                onDone: {
                  target: "editing",
                  actions: { type: "storeUpload", params: ({ context }: { context: Context }) => ({ field: context.removing!, path: null }) },
                },
                onError: {
                  description: "The field shows the file the record still has.",
                  target: "editing",
                  actions: [{ type: "showRemovalFailure", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, "showUploads"],
                },
              },
            },
          }),
    },
  });
  const context: Context = {
    values: options.empty,
    errors: {},
    edits: {},
    error: null,
    answer: null,
    section: options.sections?.initial ?? null,
    uploading: [],
    loaded: null,
    consequences: [],
    removing: null,
  };
  const entry = uploads.length === 0 ? [] : [spawnUploads];
  if (load === undefined) return machineSetup.createMachine({ id: options.id, context, entry, ...form });
  return machineSetup.createMachine({
    id: options.id,
    context,
    entry,
    initial: "loading",
    states: {
      loading: {
        tags: ["loading", "busy"],
        invoke: {
          id: "load",
          src: "load",
          onDone: { target: "loaded", actions: [{ type: "showLoaded", params: ({ event }) => ({ loaded: event.output }) }, "showUploads"] },
          onError: { target: "loadFailed", actions: assign({ error: ({ event }) => load.failure(event.error) }) },
        },
      },
      loadFailed: {
        description: "Nothing to edit yet: the message and a Retry.",
        tags: ["error"],
        on: { "form.retry": "loading" },
      },
      loaded: form,
    },
  });
};

/**
 * A screen's form machine. Provide `submit` (and `load` for a form with `load`), `notify` and
 * `saved` with `machine.provide(...)`.
 */
export const createFormMachine = <V extends FormValues, O, B = V, L = never, S extends string = never>(
  options: FormOptions<V, O, B, L, S>,
): FormMachine<V, O, B, L, S> => buildFormMachine(options as unknown as Options) as unknown as FormMachine<V, O, B, L, S>;
