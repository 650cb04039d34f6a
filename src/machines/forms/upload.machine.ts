import { assign, setup, type SnapshotFrom } from "xstate";
import { isApiError } from "../../api/error-checks.ts";
import { UPLOAD_FAILED_AGAIN } from "../../api/upload-messages.ts";
import type { UploadType } from "../../api/upload.ts";
import { errorSaying, successSaying } from "./entity-messages.ts";
import { notProvidedActor } from "../not-provided.ts";
import { fileProblem, type FileFacts, type UploadKind } from "../../rules/upload-rules.ts";
import { notify } from "./notify-action.ts";

/**
 * One upload field (SPEC §2 Company Profile media, team profile image, product logo/image/brochure,
 * resource file; §8 Upload and the per-screen upload toasts). The field checks the file in the
 * browser, uploads it, and keeps the stored path that the surrounding form saves. The machine that
 * owns the form spawns one field per file input (`upload-fields.ts`); the field tells it when an
 * upload starts, fails, or stores a path (or Remove clears it) with the `upload.*` reports below, and
 * the owner tells the field about a path it loaded (an existing logo) or reset with `path.set`. The
 * view reads `hasTag('busy')`, `context.error`, `context.path`, `context.kind` and
 * `uploadButtonLabel(snapshot)`.
 */

/** A browser `File` fits; tests pass a `Blob` with a name. */
export type UploadFile = Blob & FileFacts;

export interface UploadInput {
  /** The owning form's field that holds the stored path ("logo", "profileImage"). */
  readonly name: string;
  /**
   * How the field is named at the start of a sentence ("Profile image", "Logo", "File"): the toasts
   * read "Profile image uploaded successfully" and "Failed to upload profile image".
   */
  readonly field: string;
  readonly kind: UploadKind;
  /** The storage area sent with the file (SPEC §7 default `eventWebsite`). */
  readonly uploadType: UploadType;
  /**
   * What the upload goes through when it is not the signed-in person's own upload: the public link's
   * token on the guest page, where the link decides the company and the area. Absent otherwise.
   */
  readonly scope?: string | undefined;
}

export interface UploadContext {
  readonly name: string;
  readonly field: string;
  readonly kind: UploadKind;
  readonly uploadType: UploadType;
  readonly scope?: string | undefined;
  /** The file last chosen; kept so the view can name it. */
  readonly file: UploadFile | null;
  /** The stored path the form saves; a failed replacement keeps the previous one. */
  readonly path: string | null;
  readonly error: string | null;
}

export type UploadEvent =
  | { readonly type: "file.change"; readonly file: UploadFile }
  | { readonly type: "file.remove" }
  | { readonly type: "path.set"; readonly path: string | null };

export interface UploadActorInput {
  readonly file: UploadFile;
  readonly uploadType: UploadType;
  /** The field's `scope`, when it has one. */
  readonly scope?: string | undefined;
}

/**
 * What a field tells the machine owning its form: an upload started; it ended without a new path
 * (refused by the server or the network); or a path was stored (an upload finished, or Remove
 * cleared it with null), which the owner writes into its form and which also ends the upload.
 */
export type UploadReport =
  | { readonly type: "upload.started"; readonly name: string }
  | { readonly type: "upload.ended"; readonly name: string }
  | { readonly type: "upload.stored"; readonly name: string; readonly path: string | null };

export const UPLOADING_LABEL = "Uploading...";
export const CHOOSE_FILE_LABEL = "Choose File";
export const CHANGE_LABEL = "Change";

/** "Profile image" -> "profile image" inside a sentence; acronyms ("PDF brochure") stay as they are. */
export const inSentence = (label: string): string =>
  /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;

export const uploadedMessage = (field: string): string => `${field} uploaded successfully`;
export const uploadFailedMessage = (field: string): string => `Failed to upload ${inSentence(field)}`;

/**
 * The §8 upload text the API layer already chose ("Upload failed with status 500", "No file path
 * returned from server", the server's own 413/415 message); anything else is the generic retry text.
 */
export const uploadErrorMessage = (error: unknown): string =>
  isApiError(error) && error.message.trim() !== "" ? error.message : UPLOAD_FAILED_AGAIN;

/** Remove: the field is empty again, and so is the form's value. */
const removed = [
  "clear",
  {
    type: "report",
    params: ({ context }: { context: UploadContext }): UploadReport => ({ type: "upload.stored", name: context.name, path: null }),
  },
] as const;

export interface UploadTypes { context: UploadContext; events: UploadEvent; input: UploadInput; tags: "busy" | "error" }

export const uploadMachine = setup({
  types: {} as UploadTypes,
  // The app root provides `uploadFile` from src/api run through its API runner.
  actors: { upload: notProvidedActor<string, UploadActorInput>("upload") },
  actions: {
    notify,
    /**
     * Tells the machine owning the form (a field always has one in the app; a test of the field
     * alone records the reports instead, and a field without an owner has nobody to tell).
     */
    report: ({ self }, report: UploadReport) => self._parent?.send(report),
    choose: assign(({ event }) => (event.type === "file.change" ? { file: event.file, error: null } : {})),
    reject: assign(({ context }) => ({
      error: context.file === null ? null : fileProblem(context.kind, context.file),
    })),
    store: assign((_, { path }: { path: string }) => ({ path, error: null })),
    fail: assign((_, { error }: { error: unknown }) => ({ error: uploadErrorMessage(error) })),
    clear: assign({ file: null, path: null, error: null }),
    adopt: assign(({ event }) => (event.type === "path.set" ? { path: event.path, file: null, error: null } : {})),
  },
  guards: {
    fileAccepted: ({ context }) => context.file !== null && fileProblem(context.kind, context.file) === null,
    pathGiven: ({ event }) => event.type === "path.set" && event.path !== null && event.path !== "",
  },
}).createMachine({
  id: "upload",
  context: ({ input }) => ({
    name: input.name,
    field: input.field,
    kind: input.kind,
    uploadType: input.uploadType,
    ...(input.scope === undefined ? {} : { scope: input.scope }),
    file: null,
    path: null,
    error: null,
  }),
  initial: "idle",
  on: {
    // The form's value wins: it loaded a record, or it was reset (an upload still running is dropped;
    // the owner, which sent this, stops counting it as running).
    "path.set": [
      { guard: "pathGiven", target: ".done", actions: "adopt" },
      { target: ".idle", actions: "clear" },
    ],
  },
  states: {
    idle: {
      on: {
        "file.change": { target: "validating", actions: "choose" },
      },
    },
    validating: {
      description: "Type and size checks in the browser; a refused file is never sent.",
      always: [
        { guard: "fileAccepted", target: "uploading" },
        { target: "error", actions: "reject" },
      ],
    },
    uploading: {
      tags: ["busy"],
      entry: { type: "report", params: ({ context }) => ({ type: "upload.started", name: context.name }) },
      invoke: {
        id: "upload",
        src: "upload",
        // Only `validating` enters this state, and only with an accepted file in context.
        input: ({ context }) => ({
          file: context.file as UploadFile,
          uploadType: context.uploadType,
          ...(context.scope === undefined ? {} : { scope: context.scope }),
        }),
        onDone: {
          target: "done",
          actions: [
            { type: "store", params: ({ event }) => ({ path: event.output }) },
            { type: "report", params: ({ context, event }) => ({ type: "upload.stored", name: context.name, path: event.output }) },
            { type: "notify", params: ({ context }) => successSaying(uploadedMessage(context.field)) },
          ],
        },
        onError: {
          target: "error",
          actions: [
            { type: "fail", params: ({ event }) => ({ error: event.error }) },
            { type: "report", params: ({ context }) => ({ type: "upload.ended", name: context.name }) },
            { type: "notify", params: ({ context }) => errorSaying(uploadFailedMessage(context.field)) },
          ],
        },
      },
    },
    done: {
      on: {
        "file.change": { target: "validating", actions: "choose" },
        "file.remove": { target: "idle", actions: removed },
      },
    },
    error: {
      tags: ["error"],
      description: "A refused or failed file; a previously stored path stays until Remove.",
      on: {
        "file.change": { target: "validating", actions: "choose" },
        "file.remove": { target: "idle", actions: removed },
      },
    },
  },
});

export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

/** SPEC §2 Add resource: "Choose File", then "Uploading...", then Change (beside Remove). */
export const uploadButtonLabel = (snapshot: UploadSnapshot): string => {
  if (snapshot.hasTag("busy")) return UPLOADING_LABEL;
  return snapshot.context.path === null ? CHOOSE_FILE_LABEL : CHANGE_LABEL;
};
