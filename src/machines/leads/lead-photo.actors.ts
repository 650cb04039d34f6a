import { fromPromise } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { addLeadImage, uploadLeadPhoto, type AddLeadImage } from "./lead-photo-calls.actors.ts";
import { photoForUpload, type PhotoFile } from "./lead-photo-file.ts";
import type { Lead } from "./lead-form.ts";
import { leadPhotoMachine } from "./lead-photo.machine.ts";

export interface LeadPhotoDependencies {
  readonly runApi: ApiRunner;
  readonly notify: (toast: ToastParams) => void;
  /** Makes a photo fit for the upload; the browser's canvas by default (tests give their own). */
  readonly prepare?: (file: PhotoFile) => Promise<File>;
}

/** The photo form's real effects: the photo made fit and stored, then kept with the lead, and the toaster. */
export const leadPhotoImplementations = ({ runApi, notify, prepare = photoForUpload }: LeadPhotoDependencies) => ({
  actors: {
    uploadPhoto: fromPromise<string, { file: PhotoFile }>(async ({ input, signal }) => runApi(uploadLeadPhoto(await prepare(input.file)), { signal })),
    addImage: fromPromise<Lead, AddLeadImage>(({ input, signal }) => runApi(addLeadImage(input), { signal })),
  },
  actions: { notify: (_: unknown, toast: ToastParams) => notify(toast) },
});

/** The photo form as the lead dialog spawns it, with its real calls. */
export const leadPhotoWithCalls = (deps: LeadPhotoDependencies) => leadPhotoMachine.provide(leadPhotoImplementations(deps));
