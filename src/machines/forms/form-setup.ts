import { assign, setup } from "xstate";
import { withoutFieldError } from "./form-helpers.ts";
import {
  firstSectionWithError,
  type FailureShown,
  type FieldErrors,
  type FormContext,
  type FormEditResult,
  type FormOptions,
  type FormTag,
  type FormValues,
} from "./form-options.ts";
import { notProvidedActor } from "../not-provided.ts";
import { endedUpload, setUploadPaths, startedUpload, uploadRunning, type UploadReport } from "./upload-fields.ts";
import { uploadMachine, type UploadEvent } from "./upload.machine.ts";
import { notify } from "./notify-action.ts";

/** The form machine's actions and guards (`form-machine.ts` lays out its states over them). */

// The flow is written once over plain strings and unknown answers; `createFormMachine` gives each
// screen its own types back.
export type Values = FormValues;
export type Options = Omit<FormOptions<Values, unknown, unknown, unknown, string>, "validate" | "body" | "unchanged" | "consequences" | "edits"> & {
  readonly validate: (values: Values, loaded: unknown) => FieldErrors<Values>;
  readonly body?: (values: Values, loaded: unknown) => unknown;
  readonly unchanged?: (values: Values, loaded: unknown) => boolean;
  readonly consequences?: (values: Values, loaded: unknown) => ReadonlyArray<string>;
  readonly edits?: Readonly<Record<string, (values: Values, loaded: unknown, value: string | undefined) => FormEditResult<Values>>>;
};
export type Context = Omit<FormContext<Values, unknown, never, unknown>, "section"> & { readonly section: string | null };
export type PlainFormEvent =
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

export const formSetup = (options: Options) => {
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

export const editOf = (event: PlainFormEvent) => (event.type === "form.edit" ? { edit: event.edit, value: event.value } : { edit: "", value: undefined });
