import { assign, enqueueActions, setup } from "xstate";
import { changedField, withoutFieldError } from "./form-helpers.ts";
import {
  firstSectionWithError,
  type FailureShown,
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
 * The view reads `context.values`, `context.errors`, `context.error`, `context.section` and the tags
 * `loading`, `busy`, `submitting` and `error`.
 */

const typedSetup = <V, O, B, L, S extends string>() =>
  setup({
    types: {} as FormTypes<V, O, L, S>,
    actors: { submit: notProvidedActor<O, B>("submit"), load: notProvidedActor<L>("load"), upload: uploadMachine },
    actions: { notify, saved: () => undefined },
  });
// Only the types of these two are used (the machines themselves are built below): the machine as
// its screen sees it, with its own values, answer, record and sections, and the effects it names
// for `provide()`.
const typedPlainForm = <V, O, B, S extends string>(context: FormContext<V, O, S>) =>
  typedSetup<V, O, B, never, S>().createMachine({ context, states: { editing: {}, submitting: {}, failed: {} } });
const typedLoadedForm = <V, O, B, L, S extends string>(context: FormContext<V, O, S>) =>
  typedSetup<V, O, B, L, S>().createMachine({
    context,
    states: { loading: {}, loadFailed: {}, loaded: { states: { editing: {}, submitting: {}, failed: {}, refreshing: {} } } },
  });
export type FormMachine<V, O, B = V, L = never, S extends string = never> = [L] extends [never]
  ? ReturnType<typeof typedPlainForm<V, O, B, S>>
  : ReturnType<typeof typedLoadedForm<V, O, B, L, S>>;

// The flow is written once over plain strings and unknown answers; `createFormMachine` gives each
// screen its own types back.
type Values = Readonly<Record<string, string>>;
type Options = FormOptions<Values, unknown, unknown, unknown, string>;
type Context = Omit<FormContext<Values, unknown>, "section"> & { readonly section: string | null };
type PlainFormEvent =
  | { readonly type: "form.change"; readonly field: string; readonly value: string }
  | { readonly type: "form.submit" }
  | { readonly type: "form.retry" }
  | { readonly type: "section.change"; readonly section: string }
  | UploadReport;
interface PlainFormTypes { context: Context; events: PlainFormEvent; tags: FormTag }

const formSetup = (options: Options) => {
  const sectionOf = (errors: FieldErrors<Values>, current: string | null): string | null =>
    firstSectionWithError<Values, string>(options.sections?.fields ?? {}, errors) ?? current;
  return setup({
    types: {} as PlainFormTypes,
    actors: { submit: notProvidedActor<unknown, unknown>("submit"), load: notProvidedActor<unknown>("load"), upload: uploadMachine },
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
        const errors = options.validate(context.values);
        return { errors, error: null, section: sectionOf(errors, context.section) };
      }),
      /** The form of the stored record, with what was typed since the submit that preceded it. */
      showLoaded: assign(({ context }, { loaded }: { loaded: unknown }) => ({
        values: { ...options.load!.values(loaded), ...context.edits } as Values,
        errors: {},
        edits: {},
        error: null,
      })),
      startOver: assign(({ context }) => ({ values: { ...options.empty, ...context.edits } as Values, edits: {} })),
      showSection: assign((_, { section }: { section: string }) => ({ section })),
    },
    guards: {
      isValid: ({ context }) => Object.keys(options.validate(context.values)).length === 0,
      uploadPending: ({ context }) => uploadRunning(context.uploading),
    },
  });
};

const buildFormMachine = (options: Options) => {
  const machineSetup = formSetup(options);
  const body = options.body ?? ((values: Values) => values);
  const load = options.load;
  const uploads = options.uploads ?? [];
  const spawnUploads = machineSetup.enqueueActions(({ enqueue }) => spawnUploadFields(enqueue as unknown as UploadEnqueue, uploads));
  const storedUpload = {
    description: "An upload finished, or Remove: the stored path is a change of its field.",
    actions: { type: "change", params: ({ event }: { event: Extract<UploadReport, { type: "upload.stored" }> }) => ({ field: event.name, value: event.path ?? "" }) },
  } as const;
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
        { guard: "isValid", target: ".submitting", actions: "startSubmit" },
        { description: "SPEC §5 checks in the browser; an invalid form is never sent.", target: ".editing", actions: "showInvalid" },
      ],
      ...(options.sections === undefined
        ? {}
        : { "section.change": { actions: { type: "showSection", params: ({ event }) => ({ section: event.section }) } } }),
    },
    initial: "editing",
    states: {
      editing: {},
      submitting: {
        tags: ["busy", "submitting"],
        on: { "form.submit": { description: "One submit at a time." } },
        invoke: {
          id: "submit",
          src: "submit",
          input: ({ context }: { context: Context }) => body(context.values),
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
            actions: enqueueActions(({ event, enqueue }) => {
              const shown = options.failure(event.error);
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
          ...(uploads.length === 0 ? {} : { "upload.stored": { ...storedUpload, target: "editing" } }),
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
export const createFormMachine = <V extends Values, O, B = V, L = never, S extends string = never>(
  options: FormOptions<V, O, B, L, S>,
): FormMachine<V, O, B, L, S> => buildFormMachine(options as unknown as Options) as unknown as FormMachine<V, O, B, L, S>;
