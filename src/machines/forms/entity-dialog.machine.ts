import { assign, enqueueActions, setup, type ErrorActorEvent, type SnapshotFrom } from "xstate";
import { failureToast, successSaying, type EntityVerb, type ToastParams } from "./entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { entityWording } from "./dialog-wording.ts";
import {
  noRules,
  prefillForm,
  type CreateInput,
  type DialogCall,
  type EntityDialogContext,
  type EntityDialogEvent,
  type EntityDialogInput,
  type EntityDialogTag,
  type RefreshParams,
  type RemoveInput,
  type UpdateInput,
} from "./entity-dialog-form.ts";
import {
  endedUpload,
  setUploadPathOfChange,
  setUploadPaths,
  spawnUploadFields,
  startedUpload,
  uploadRunning,
  type UploadEnqueue,
} from "./upload-fields.ts";
import { uploadMachine } from "./upload.machine.ts";
import { notify } from "./notify-action.ts";
import { invalidSubmit, succeeded, uploadPending, type Settled } from "./entity-dialog-transitions.ts";

/**
 * The add/edit dialog and delete confirmation of a list screen (SPEC §4 Dialogs, §8 Team, Products,
 * Resources). One machine serves team members, products, resources and leads; the entity picks the
 * messages and the injected actors pick the calls. The view reads:
 * - `hasTag('open')` for the dialog, `hasTag('confirmDelete')` for the confirmation, `hasTag('busy')`;
 * - `dialogMode(snapshot)` for the title and `submitLabel(snapshot, idle)` for the button
 *   ("Adding..." / "Updating..." while pending), both derived from the state, never stored;
 * - `context.form`, `context.error` and `context.fieldErrors` (the screen's own rules or the server's
 *   validation, per field; typing in a field clears its message).
 * Each screen brings its rules (SPEC §5) as `input.validate`: a submit they object to stays in the
 * dialog with their messages and calls nothing, so the person learns what to fix without a round trip.
 * Ark's `onOpenChange(false)` (Escape, the overlay, the close button) sends `dialog.close`, which
 * resets the form; while a call runs it is ignored, and a failure keeps everything that was typed.
 * A form with file fields (`input.uploads`) runs one upload field per file as its child: a stored
 * path lands in the form, and Save waits while an upload runs (`uploadsRunning(snapshot)`). A form
 * whose chosen file is sent on Save instead (`input.firstStep`) sends it before the record.
 * `input.wording` words the toasts and failures (SPEC §8's sentences for the entity by default).
 */

export * from "./entity-dialog-form.ts";

const cleared = { selected: null, error: null, fieldErrors: {}, uploading: [] } as const;

export interface EntityDialogTypes { context: EntityDialogContext; events: EntityDialogEvent; input: EntityDialogInput; tags: EntityDialogTag }

const dialogSetup = setup({
  types: {} as EntityDialogTypes,
  // Real calls come from the screen's actors (team members, products, ...) through `provide()`.
  actors: {
    create: notProvidedActor<unknown, CreateInput>("create"),
    update: notProvidedActor<unknown, UpdateInput>("update"),
    remove: notProvidedActor<unknown, RemoveInput>("remove"),
    /** The call a save makes first (`input.firstStep`): a chosen file stored before the record. */
    firstStep: notProvidedActor<unknown, CreateInput>("firstStep"),
    /** One per file field; its call and toasts are provided where the screen is wired. */
    upload: uploadMachine,
  },
  actions: {
    notify,
    /** Refetches the screen's list after a change. */
    refreshList: notProvided<RefreshParams>("refreshList"),
    reset: assign(({ context }) => ({ form: context.emptyForm, ...cleared })),
    prefill: assign(({ context, event }) => {
      if (event.type !== "dialog.openEdit") return {};
      return {
        form: prefillForm(context.emptyForm, event.record),
        selected: event.record,
        error: null,
        fieldErrors: {},
      };
    }),
    selectForDelete: assign(({ event }) =>
      event.type === "delete.request" ? { selected: event.record, error: null } : {},
    ),
    change: assign(({ context, event }) => {
      if (event.type !== "form.change" && event.type !== "upload.stored") return {};
      const [field, value] = event.type === "form.change" ? [event.field, event.value] : [event.name, event.path ?? ""];
      const changed = { ...context.form, [field]: value };
      const form = context.follow === null ? changed : context.follow(changed, field, context.selected);
      // The field's message no longer applies to what is being typed, unless its rule speaks at once.
      const { [field]: _dropped, ...fieldErrors } = context.fieldErrors;
      const atOnce = context.checkedAtOnce.includes(field) ? context.validate(form)[field] : undefined;
      return { form, fieldErrors: atOnce === undefined ? fieldErrors : { ...fieldErrors, [field]: atOnce }, uploading: endedUpload(context.uploading, field) };
    }),
    startUpload: assign(({ context, event }) =>
      event.type === "upload.started" ? { uploading: startedUpload(context.uploading, event.name) } : {},
    ),
    endUpload: assign(({ context, event }) =>
      event.type === "upload.ended" ? { uploading: endedUpload(context.uploading, event.name) } : {},
    ),
    clearError: assign({ error: null, fieldErrors: {} }),
    showFormErrors: assign(({ context }) => ({ error: null, fieldErrors: context.validate(context.form) })),
    showFailure: assign(({ context }, { call, error }: { call: DialogCall; error: unknown }) => {
      const { error: message, fieldErrors } = context.wording.failed(call, error);
      return { error: message, fieldErrors };
    }),
    takeFirstStep: assign(({ context }, { output }: { output: unknown }) => ({ form: context.firstStep!.done(context.form, output) })),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(context.validate(context.form)).length > 0,
    uploadPending: ({ context }) => uploadRunning(context.uploading),
    firstStepNeeded: ({ context }) => context.firstStep?.needed(context.form) ?? false,
  },
});

/** The toast of a failure whose wording asks for one, saying what the dialog says (its message is set first). */
const toastFailure = (call: DialogCall) =>
  enqueueActions<EntityDialogContext, ErrorActorEvent, undefined, EntityDialogEvent, never, { type: "notify"; params: ToastParams }, never>(({ context, event, enqueue }) => {
    if (context.wording.failed(call, event.error).toast) enqueue({ type: "notify", params: failureToast(context.error) });
  });

/** Error: back to where the person was, with everything they typed and the message to act on. */
const failed = <TTarget extends string>(call: DialogCall, target: TTarget) =>
  ({
    description: "The wording says what failed (the server's words when they say what to fix), and whether a toast says it too.",
    target,
    actions: [{ type: "showFailure", params: ({ event }: Settled) => ({ call, error: event.error }) }, toastFailure(call)],
  }) as const;

const spawnUploads = dialogSetup.enqueueActions(({ context, enqueue }) =>
  spawnUploadFields(enqueue as unknown as UploadEnqueue, context.uploads),
);
/** The file fields show the form's values (the empty form, or the record to edit). */
const showUploads = dialogSetup.enqueueActions(({ context, enqueue }) =>
  setUploadPaths((to, event) => enqueue.sendTo(to, event), context.uploads, context.form),
);
/** A typed value of a field an upload also writes (a brochure's address) replaces the upload. */
const followTyping = dialogSetup.enqueueActions(({ context, event, enqueue }) => {
  if (event.type === "form.change") setUploadPathOfChange((to, sent) => enqueue.sendTo(to, sent), context.uploads, event.field, event.value);
});

/** The form being filled in to add or to edit: Save checks it and sends it (its first step first, when it has one). */
const filling = (mode: "creating" | "updating") =>
  dialogSetup.createStateConfig({
    on: {
      "form.change": { actions: ["change", followTyping] },
      "form.submit": [
        uploadPending,
        invalidSubmit,
        { guard: "firstStepNeeded", target: `#entityDialog.open.submitting.${mode}.firstStep`, actions: "clearError" },
        { target: `#entityDialog.open.submitting.${mode}`, actions: "clearError" },
      ],
      "dialog.close": { target: "#entityDialog.closed", actions: "reset" },
    },
  });

/** A file chosen in the form is stored first; the record then names what it stored. */
const firstStep = (backTo: "adding" | "editing") =>
  dialogSetup.createStateConfig({
    invoke: {
      id: "firstStep",
      src: "firstStep",
      input: ({ context }) => ({ entity: context.entity, form: context.form }),
      onDone: { target: "sending", actions: { type: "takeFirstStep", params: ({ event }) => ({ output: event.output }) } },
      onError: failed("firstStep", `#entityDialog.open.${backTo}`),
    },
  });

export const entityDialogMachine = dialogSetup.createMachine({
  id: "entityDialog",
  context: ({ input }) => ({
    entity: input.entity,
    emptyForm: input.emptyForm,
    validate: input.validate ?? noRules,
    form: input.emptyForm,
    uploads: input.uploads ?? [],
    wording: input.wording ?? entityWording(input.entity),
    firstStep: input.firstStep ?? null,
    checkedAtOnce: input.checkedAtOnce ?? [],
    follow: input.follow ?? null,
    ...cleared,
  }),
  entry: spawnUploads,
  on: {
    "upload.ended": { description: "A failed upload, or one dropped when the form was reset.", actions: "endUpload" },
  },
  initial: "closed",
  states: {
    closed: {
      description: "The form is reset on the way here; its file fields are emptied too.",
      entry: showUploads,
      on: {
        "dialog.openAdd": { target: "open.adding", actions: "reset" },
        "dialog.openEdit": { target: "open.editing", actions: ["prefill", showUploads] },
        "delete.request": { target: "confirmingDelete", actions: "selectForDelete" },
      },
    },
    open: {
      tags: ["open"],
      on: {
        "upload.started": { actions: "startUpload" },
        "upload.stored": { description: "An upload finished, or Remove: the stored path is the field's value.", actions: "change" },
      },
      initial: "adding",
      states: {
        adding: filling("creating"),
        editing: filling("updating"),
        submitting: {
          tags: ["busy"],
          initial: "creating",
          on: {
            "dialog.close": {
              description:
                "Ignored while the call runs (Escape, overlay): closing would hide whether the record was saved.",
            },
          },
          states: {
            creating: {
              initial: "sending",
              states: {
                firstStep: firstStep("adding"),
                sending: {
                  invoke: {
                    id: "create",
                    src: "create",
                    input: ({ context }) => ({ entity: context.entity, form: context.form }),
                    onDone: { target: "#entityDialog.closed", actions: succeeded("add") },
                    onError: failed("add", "#entityDialog.open.adding"),
                  },
                },
              },
            },
            updating: {
              initial: "sending",
              states: {
                firstStep: firstStep("editing"),
                sending: {
                  invoke: {
                    id: "update",
                    src: "update",
                    input: ({ context }) => ({ entity: context.entity, id: context.selected?._id ?? "", form: context.form }),
                    onDone: { target: "#entityDialog.closed", actions: succeeded("update") },
                    onError: failed("update", "#entityDialog.open.editing"),
                  },
                },
              },
            },
          },
        },
      },
    },
    confirmingDelete: {
      tags: ["confirmDelete"],
      on: {
        "delete.confirm": { target: "deleting", actions: "clearError" },
        "delete.cancel": { target: "closed", actions: "reset" },
      },
    },
    deleting: {
      tags: ["confirmDelete", "busy"],
      on: {
        "delete.cancel": { description: "Ignored while the delete runs: the answer decides what the list shows." },
      },
      invoke: {
        id: "remove",
        src: "remove",
        input: ({ context }) => ({ entity: context.entity, id: context.selected?._id ?? "" }),
        onDone: {
          target: "closed",
          actions: succeeded("delete"),
        },
        // Stays on the confirmation with the message, so the person can retry or cancel.
        onError: failed("delete", "confirmingDelete"),
      },
    },
  },
});

export type EntityDialogSnapshot = SnapshotFrom<typeof entityDialogMachine>;
export type EntityDialogMode = "add" | "edit";
