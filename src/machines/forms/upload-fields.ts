import type { ActorRefFrom, AnyActorRef } from "xstate";
import type { UploadType } from "../../api/upload.ts";
import type { UploadKind } from "../../rules/upload-rules.ts";
import { uploadMachine, type UploadEvent, type UploadInput, type UploadReport } from "./upload.machine.ts";

/**
 * The file fields of a form, as children of the machine that owns the form (the entity dialogs, the
 * Company Profile form, the referral form). Written once here and used by every owner:
 * - the owner names `upload: uploadMachine` in its `setup({ actors })` (the real call and toasts are
 *   provided where screens are wired) and spawns one field per spec with `spawnUploadFields`;
 * - a field reports `upload.started`, `upload.ended` and `upload.stored` (`UploadReport`); the owner
 *   writes a stored path into its form itself, and keeps the names of the fields still uploading
 *   (`startedUpload` / `endedUpload`), so its guard `uploadRunning` holds Save back while one runs;
 * - when the owner's form is loaded, reset or filled for an edit, `setUploadPaths` hands each field
 *   its value (a running upload is dropped), and `uploadsAfterReset` forgets them as running.
 * The view draws each field from `uploadActorOf(snapshot, name)`.
 */

export type { UploadReport };

export interface UploadFieldSpec {
  /** The form's field holding the stored path. */
  readonly name: string;
  /** How toasts name it at the start of a sentence ("Logo", "Profile image"). */
  readonly field: string;
  readonly kind: UploadKind;
  readonly uploadType: UploadType;
  /** What the upload goes through when not the signed-in person's own (a guest link's token). */
  readonly scope?: string | undefined;
  /**
   * The stored path shown in the field for the form's value, when the value can hold something else
   * too (a product's brochure is a typed address or an uploaded PDF). Default: the value, "" as none.
   */
  readonly pathOf?: (value: string) => string | null;
  /**
   * Its upload call itself stores the file on the loaded record (an event's logo), so a stored path
   * is saved already, not a change to send, and Remove takes the file off at once (`load.recordUploads`).
   */
  readonly savesRecord?: boolean;
}

export type UploadActorRef = ActorRefFrom<typeof uploadMachine>;

export const uploadActorId = (name: string): string => `upload.${name}`;

/** The names of the fields whose upload runs, in the order they started. */
export type RunningUploads = ReadonlyArray<string>;

export const startedUpload = (running: RunningUploads, name: string): RunningUploads =>
  running.includes(name) ? running : [...running, name];
export const endedUpload = (running: RunningUploads, name: string): RunningUploads => running.filter((entry) => entry !== name);
export const uploadRunning = (running: RunningUploads): boolean => running.length > 0;

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** The path a field shows for the form's value. */
export const uploadPathOf = (spec: UploadFieldSpec, value: unknown): string | null => {
  const text = textOf(value);
  if (spec.pathOf !== undefined) return spec.pathOf(text);
  return text === "" ? null : text;
};

/** The part of the owner's `enqueueActions` helper that spawns its fields. */
export interface UploadEnqueue {
  readonly spawnChild: (src: "upload", options: { readonly id: string; readonly input: UploadInput }) => void;
}

/** Sends a field (by its child id) an event: `enqueue.sendTo` in the owner's actions. */
export type SendToUpload = (to: string, event: UploadEvent) => void;

/** One upload field per spec, as children of the owner: `enqueueActions(({ enqueue }) => spawnUploadFields(enqueue, specs))`. */
export const spawnUploadFields = (enqueue: UploadEnqueue, specs: ReadonlyArray<UploadFieldSpec>): void => {
  for (const { name, field, kind, uploadType, scope } of specs) {
    const input: UploadInput = { name, field, kind, uploadType, ...(scope === undefined ? {} : { scope }) };
    enqueue.spawnChild("upload", { id: uploadActorId(name), input });
  }
};

/**
 * Hands each field the form's value after the owner loaded, reset or filled the form; fields whose
 * upload still runs (`except`) keep it, for a form reloaded under them.
 */
export const setUploadPaths = (
  send: SendToUpload,
  specs: ReadonlyArray<UploadFieldSpec>,
  values: Readonly<Record<string, unknown>>,
  except: RunningUploads = [],
): void => {
  for (const spec of specs) {
    if (!except.includes(spec.name)) send(uploadActorId(spec.name), { type: "path.set", path: uploadPathOf(spec, values[spec.name]) });
  }
};

/** A value typed into a field an upload also writes (a brochure's address) replaces the upload. */
export const setUploadPathOfChange = (
  send: SendToUpload,
  specs: ReadonlyArray<UploadFieldSpec>,
  field: string,
  value: unknown,
): void => {
  const spec = specs.find((candidate) => candidate.name === field);
  if (spec !== undefined) send(uploadActorId(spec.name), { type: "path.set", path: uploadPathOf(spec, value) });
};

/** The owner's upload field of that name, for its view; undefined before it is spawned. */
export const uploadActorOf = (snapshot: { readonly children: Readonly<Record<string, AnyActorRef | undefined>> }, name: string) =>
  snapshot.children[uploadActorId(name)] as UploadActorRef | undefined;
