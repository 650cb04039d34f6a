import { createActor } from "xstate";
import type { ToastParams } from "../forms/entity-messages.ts";
import { entityDialogMachine, type CreateInput, type EntityDialogInput } from "../forms/entity-dialog.machine.ts";
import { uploadActorOf } from "../forms/upload-fields.ts";
import { uploadMachine, type UploadActorInput } from "../forms/upload.machine.ts";
import { fileOf } from "../forms/upload.model.ts";
import { createControllablePromiseActor } from "./controllable-promise-actor.ts";

// What the tests of each feature's upload fields share: a controlled upload call, and an entity
// dialog whose file fields upload through it (each feature's form and rules are its own test's).

/** Where a finished upload says the file went. */
export const STORED = "teamMember/5e1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f.png";

/** The upload fields' call, controlled by hand, and the owner's toasts. */
export const controlledUploads = () => {
  const call = createControllablePromiseActor<string, UploadActorInput>();
  const toasts: ToastParams[] = [];
  const logic = uploadMachine.provide({ actors: { upload: call.logic }, actions: { notify: (_, toast) => void toasts.push(toast) } });
  return { call, toasts, logic };
};

/** An entity dialog whose file fields upload through a controlled call; its save is controlled too. */
export const startUploadingDialog = (input: EntityDialogInput) => {
  const files = controlledUploads();
  const create = createControllablePromiseActor<unknown, CreateInput>();
  const dialog = createActor(
    entityDialogMachine.provide({
      actors: { upload: files.logic, create: create.logic },
      actions: { notify: (_, toast) => void files.toasts.push(toast), refreshList: () => undefined },
    }),
    { input },
  ).start();
  const field = (name: string) => uploadActorOf(dialog.getSnapshot(), name)!;
  return { dialog, field, create, ...files };
};

/** A small picture to upload. */
export const PNG = () => fileOf("ada.png", 2048, "image/png");
