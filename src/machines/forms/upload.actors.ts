import { fromPromise } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import { uploadFile } from "../../api/upload.ts";
import type { ToastParams } from "./entity-messages.ts";
import { uploadMachine, type UploadActorInput } from "./upload.machine.ts";

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
  readonly notify: (toast: ToastParams) => void;
}

/** Everything `uploadMachine.provide()` needs: the call and the toasts (the field reports to its form by itself). */
export const uploadImplementations = ({ runApi, notify }: UploadDependencies) => ({
  actors: uploadActors(runApi),
  actions: {
    notify: (_: unknown, toast: ToastParams) => notify(toast),
  },
});

/**
 * The upload field with its real call and toasts: what a machine owning a form with file fields is
 * given as its `upload` actor where screens are wired (`src/ui/app/screen-loaders.ts`).
 */
export const uploadFieldLogic = (deps: UploadDependencies) => uploadMachine.provide(uploadImplementations(deps));
