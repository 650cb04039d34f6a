import { assign, enqueueActions, not, setup } from "xstate";
import { changedField } from "./form-helpers.ts";
import type { FormContext, FormOptions, FormTypes, FormValues } from "./form-options.ts";
import { editOf, formSetup, type Context, type Options, type PlainFormEvent, type Values } from "./form-setup.ts";
import { notProvidedActor } from "../not-provided.ts";
import { spawnUploadFields, type UploadEnqueue, type UploadReport } from "./upload-fields.ts";
import { uploadMachine } from "./upload.machine.ts";
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

// The flow is written once over plain strings and unknown answers (`form-setup.ts`);
// `createFormMachine` gives each screen its own types back.
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
        ...(options.consequences === undefined ? [] : [{ guard: "hasConsequences", target: ".confirming", description: "A save that does more than the form shows asks first." } as const]),
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
