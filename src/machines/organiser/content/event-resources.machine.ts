import { assign, setup } from "xstate";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { withRow } from "../../data/with-row.ts";
import { FAILURE_TITLE, SUCCESS_TITLE } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notify } from "../../forms/notify-action.ts";
import { notProvidedActor } from "../../not-provided.ts";
import { resourceFormErrors, resourceSave } from "./content-rules.ts";
import {
  EMPTY_RESOURCE_FORM,
  type ChosenFile,
  type EventResource,
  type ResourceFieldErrors,
  type ResourceForm,
  type ResourceSave,
  type ResourceTextField,
  type Saved,
} from "./content.types.ts";

export interface EventResourcesContext {
  readonly resources: ReadonlyArray<EventResource>;
  readonly error: string | null;
  /** The resource being edited; null while adding. */
  readonly editing: EventResource | null;
  readonly form: ResourceForm;
  readonly fieldErrors: ResourceFieldErrors;
  readonly formError: string | null;
  /** The path of the file uploaded for this save, so a failed save does not upload it again. */
  readonly uploadedPath: string | null;
  readonly deleting: EventResource | null;
}

export type EventResourcesEvent =
  | { readonly type: "list.retry" }
  | { readonly type: "resource.add" }
  | { readonly type: "resource.edit"; readonly resource: EventResource }
  | { readonly type: "form.change"; readonly field: ResourceTextField; readonly value: string }
  | { readonly type: "form.public"; readonly value: boolean }
  | { readonly type: "form.file"; readonly file: ChosenFile }
  | { readonly type: "form.submit" }
  | { readonly type: "form.cancel" }
  | { readonly type: "delete.ask"; readonly resource: EventResource }
  | { readonly type: "delete.confirm" }
  | { readonly type: "delete.cancel" };

const formOf = (resource: EventResource): ResourceForm => ({
  title: resource.title,
  description: resource.description ?? "",
  category: resource.category ?? "",
  isPublic: resource.isPublic,
  file: null,
});

/**
 * The event's resources in the console: the list (every category, hidden ones included), the
 * add/edit dialog (title, category, description, whether exhibitors see it, and a file uploaded
 * before the save), and delete after a confirmation. A refused or failed save keeps the dialog and
 * everything typed.
 */
export const eventResourcesMachine = setup({
  types: {} as { context: EventResourcesContext; events: EventResourcesEvent; tags: "busy" | "error" | "dialog" },
  actors: {
    listResources: notProvidedActor<ReadonlyArray<EventResource>>("listResources"),
    /** Stores the chosen file and answers its path. */
    uploadFile: notProvidedActor<string, { file: ChosenFile }>("uploadFile"),
    saveResource: notProvidedActor<Saved<EventResource>, ResourceSave>("saveResource"),
    deleteResource: notProvidedActor<{ message: string }, { id: string }>("deleteResource"),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(resourceFormErrors(context.form, context.editing === null)).length > 0,
    needsUpload: ({ context }) => context.form.file !== null && context.uploadedPath === null,
  },
  actions: {
    notify,
    showList: assign({ resources: (_, params: { resources: ReadonlyArray<EventResource> }) => params.resources, error: null }),
    showLoadError: assign({ error: (_, params: { error: unknown }) => loadErrorMessage(params.error) }),
    openForm: assign((_, params: { resource: EventResource | null }) => ({
      editing: params.resource,
      form: params.resource ? formOf(params.resource) : EMPTY_RESOURCE_FORM,
      fieldErrors: {},
      formError: null,
      uploadedPath: null,
    })),
    changeField: assign(({ context }, params: { field: ResourceTextField; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      fieldErrors: params.field === "title" ? { ...context.fieldErrors, title: undefined } : context.fieldErrors,
      formError: null,
    })),
    changePublic: assign({ form: ({ context }, params: { value: boolean }) => ({ ...context.form, isPublic: params.value }) }),
    /** A new file is checked at once, so a wrong type or size is said before Save. */
    chooseFile: assign(({ context }, params: { file: ChosenFile }) => {
      const form = { ...context.form, file: params.file };
      return { form, uploadedPath: null, formError: null, fieldErrors: { ...context.fieldErrors, file: resourceFormErrors(form, false).file } };
    }),
    showFieldErrors: assign({ fieldErrors: ({ context }) => resourceFormErrors(context.form, context.editing === null) }),
    keepUploaded: assign({ uploadedPath: (_, params: { path: string }) => params.path }),
    showFormError: assign({ formError: (_, params: { error: unknown; fallback: string }) => serverMessage(params.error) ?? params.fallback }),
    putSaved: assign({ resources: ({ context }, params: { resource: EventResource }) => withRow(context.resources, params.resource) }),
    askDelete: assign({ deleting: (_, params: { resource: EventResource }) => params.resource }),
    forgetDelete: assign({ deleting: null }),
    dropDeleted: assign({ resources: ({ context }) => context.resources.filter((row) => row._id !== context.deleting?._id) }),
  },
}).createMachine({
  id: "eventResources",
  context: { resources: [], error: null, editing: null, form: EMPTY_RESOURCE_FORM, fieldErrors: {}, formError: null, uploadedPath: null, deleting: null },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      invoke: {
        id: "listResources",
        src: "listResources",
        onDone: { target: "ready", actions: { type: "showList", params: ({ event }) => ({ resources: event.output }) } },
        onError: { target: "failed", actions: { type: "showLoadError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: "error", on: { "list.retry": "loading" } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "resource.add": { target: "form", actions: { type: "openForm", params: { resource: null } } },
            "resource.edit": { target: "form", actions: { type: "openForm", params: ({ event }) => ({ resource: event.resource }) } },
            "delete.ask": { target: "confirmingDelete", actions: { type: "askDelete", params: ({ event }) => ({ resource: event.resource }) } },
          },
        },
        form: {
          tags: "dialog",
          initial: "editing",
          states: {
            editing: {
              on: {
                "form.change": { actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
                "form.public": { actions: { type: "changePublic", params: ({ event }) => ({ value: event.value }) } },
                "form.file": { actions: { type: "chooseFile", params: ({ event }) => ({ file: event.file }) } },
                "form.cancel": "#eventResources.ready.idle",
                "form.submit": [{ guard: "formInvalid", actions: "showFieldErrors" }, { guard: "needsUpload", target: "uploading" }, { target: "saving" }],
              },
            },
            uploading: {
              tags: "busy",
              description: "The chosen file goes first; the resource then names its stored path.",
              invoke: {
                id: "uploadFile",
                src: "uploadFile",
                input: ({ context }) => ({ file: context.form.file! }),
                onDone: { target: "saving", actions: { type: "keepUploaded", params: ({ event }) => ({ path: event.output }) } },
                onError: { target: "editing", actions: { type: "showFormError", params: ({ event }) => ({ error: event.error, fallback: "The file could not be uploaded." }) } },
              },
            },
            saving: {
              tags: "busy",
              invoke: {
                id: "saveResource",
                src: "saveResource",
                input: ({ context }) => resourceSave(context.editing?._id ?? null, context.form, context.uploadedPath),
                onDone: {
                  target: "#eventResources.ready.idle",
                  actions: [
                    { type: "putSaved", params: ({ event }) => ({ resource: event.output.data }) },
                    { type: "notify", params: ({ event }) => ({ title: SUCCESS_TITLE, description: event.output.message, variant: "success" }) },
                  ],
                },
                onError: { target: "editing", actions: { type: "showFormError", params: ({ event }) => ({ error: event.error, fallback: "The resource could not be saved." }) } },
              },
            },
          },
        },
        confirmingDelete: {
          tags: "dialog",
          on: { "delete.cancel": { target: "idle", actions: "forgetDelete" }, "delete.confirm": "deleting" },
        },
        deleting: {
          tags: ["busy", "dialog"],
          invoke: {
            id: "deleteResource",
            src: "deleteResource",
            input: ({ context }) => ({ id: context.deleting!._id }),
            onDone: {
              target: "idle",
              actions: ["dropDeleted", "forgetDelete", { type: "notify", params: ({ event }) => ({ title: SUCCESS_TITLE, description: event.output.message, variant: "success" }) }],
            },
            onError: {
              target: "idle",
              actions: [
                "forgetDelete",
                { type: "notify", params: ({ event }) => ({ title: FAILURE_TITLE, description: serverMessage(event.error) ?? "The resource could not be deleted.", variant: "destructive" }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type EventResourcesMachine = typeof eventResourcesMachine;
