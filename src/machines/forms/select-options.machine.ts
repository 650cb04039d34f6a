import { assign, enqueueActions, setup, type SnapshotFrom } from "xstate";
import { FALLBACK_MESSAGE, isApiError } from "../../api/error-checks.ts";
import type { components } from "../../api/schema.d.ts";
import { notProvidedActor } from "../not-provided.ts";
import { fieldOptions, type FormFieldOption } from "../../rules/form-rules.ts";

/**
 * The options of one select field of a dynamic form whose definition names an option list in
 * `selectApi` (SPEC §3 Form-field definition). The referral-registration machine spawns one per
 * such field when the form arrives; the field's view reads:
 * - `hasTag('busy')`: "Loading options..." in a disabled select;
 * - `hasTag('error')` with `context.error` and a Retry that sends `options.retry`;
 * - `context.options` once loaded.
 * The loaded options are also reported to the parent (`options.loaded`), whose form rules then
 * accept only those values.
 */

export const SELECT_OPTIONS_TEXTS = {
  loading: "Loading options...",
  loadFailed: "Could not load the options",
  unexpected: "An unexpected error occurred",
  retry: "Retry",
} as const;

/** What GET /form-field-options answers in `data`: options, or one comma-separated string. */
export type OptionsAnswer = components["schemas"]["FormFieldOptionsResponse"]["data"];

export interface SelectOptionsInput {
  /** The field's name: the parent's key for the options. */
  readonly name: string;
  /** The field's `selectApi`: the name of the event's option list. */
  readonly source: string;
  readonly apiType: string | null;
}

export interface SelectOptionsContext extends SelectOptionsInput {
  readonly options: ReadonlyArray<FormFieldOption>;
  readonly error: string | null;
}

export type SelectOptionsEvent = { readonly type: "options.retry" };

/** Reported to the parent once the options are in. */
export interface OptionsLoadedEvent {
  readonly type: "options.loaded";
  readonly name: string;
  readonly options: ReadonlyArray<FormFieldOption>;
}

/** SPEC §3: apiType CSV turns a comma-separated string into trimmed options; a list is read as is. */
export const optionsFromAnswer = (data: OptionsAnswer, apiType: string | null): ReadonlyArray<FormFieldOption> =>
  fieldOptions({ type: "select", options: data, apiType } as never);

/** The server's message when it sent one, else the fallback (a Network failure has no server words). */
export const optionsFailureMessage = (error: unknown): string => {
  if (!isApiError(error)) return SELECT_OPTIONS_TEXTS.unexpected;
  const message = error._tag === "Network" || typeof error.message !== "string" ? "" : error.message.trim();
  return message === "" || message === FALLBACK_MESSAGE ? SELECT_OPTIONS_TEXTS.loadFailed : message;
};

export interface SelectOptionsTypes { context: SelectOptionsContext; events: SelectOptionsEvent; input: SelectOptionsInput; tags: "busy" | "error" }

export const selectOptionsMachine = setup({
  types: {} as SelectOptionsTypes,
  // Real actors: `selectOptionsImplementations(runApi)` from select-options.actors.ts.
  /** `listFormFieldOptions` (?source=<selectApi>). */
  actors: { loadOptions: notProvidedActor<OptionsAnswer, { source: string }>("loadOptions") },
  actions: {
    clearError: assign({ error: null }),
    setOptions: assign({
      options: ({ context }, params: { data: OptionsAnswer }) => optionsFromAnswer(params.data, context.apiType),
    }),
    setFailure: assign({ error: (_, params: { error: unknown }) => optionsFailureMessage(params.error) }),
    /** Tells the referral form which values this field now accepts. */
    reportOptions: enqueueActions(({ context, self, enqueue }) => {
      // Started on its own (the graph of its test paths, the inspector) it has no form to tell.
      if (self._parent === undefined) return;
      const loaded: OptionsLoadedEvent = { type: "options.loaded", name: context.name, options: context.options };
      enqueue.sendParent(loaded);
    }),
  },
}).createMachine({
  id: "selectOptions",
  context: ({ input }) => ({ ...input, options: [], error: null }),
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      entry: "clearError",
      invoke: {
        id: "loadOptions",
        src: "loadOptions",
        input: ({ context }) => ({ source: context.source }),
        onDone: { target: "loaded", actions: [{ type: "setOptions", params: ({ event }) => ({ data: event.output }) }, "reportOptions"] },
        onError: { target: "failed", actions: { type: "setFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: "The options could not be loaded; context.error says why, and Retry loads them again.",
      tags: "error",
      on: { "options.retry": "loading" },
    },
    loaded: {
      description: "context.options are offered; the parent has them too.",
    },
  },
});

export type SelectOptionsSnapshot = SnapshotFrom<typeof selectOptionsMachine>;

/** The id of the select-options actor the referral form spawns for a field. */
export const selectOptionsActorId = (fieldName: string): string => `selectOptions.${fieldName}`;
