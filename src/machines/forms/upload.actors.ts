import { fromPromise } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import { uploadFile } from "../../api/upload.ts";
import type { ToastParams } from "./entity-messages.ts";
import type { PathChangedParams, UploadActorInput } from "./upload.machine.ts";


/**
 * The upload field's actor over the contract (`POST /v1/event-website/upload`). It resolves with the
 * stored path and rejects with the tagged ApiError whose message is already the SPEC §8 upload text;
 * the actor's signal aborts the request when the field leaves `uploading`.
 */
export const uploadActors = (runApi: ApiRunner) => ({
  upload: fromPromise<string, UploadActorInput>(({ input, signal }) =>
    runApi(uploadFile(input.file, input.uploadType), { signal }),
  ),
});

export interface UploadDependencies {
  readonly runApi: ApiRunner;
  /** Ark's toaster at the app root. */
  readonly showToast: (toast: ToastParams) => void;
  /** Puts the path into the surrounding form: `(path) => dialog.send({ type: "form.change", field, value: path })`. */
  readonly onPathChange: (path: string | null) => void;
}

/** Everything `uploadMachine.provide()` needs for one field. */
export const uploadImplementations = ({ runApi, showToast, onPathChange }: UploadDependencies) => ({
  actors: uploadActors(runApi),
  actions: {
    notify: (_: unknown, toast: ToastParams) => showToast(toast),
    pathChanged: (_: unknown, { path }: PathChangedParams) => onPathChange(path),
  },
});
