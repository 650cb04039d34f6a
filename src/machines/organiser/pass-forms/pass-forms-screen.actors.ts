import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query } from "../../../api/request.ts";
import { Conflict } from "../../../api/errors.ts";
import { uploadMachine, type UploadActorInput } from "../../forms/upload.machine.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { PassForm, PassFormSummary } from "./pass-form-draft.ts";
import type { passFormsScreenMachine } from "./pass-forms-screen.machine.ts";
import type { PassFormSave, PassFormSaved } from "./pass-forms-screen.types.ts";

/** What the preview's upload field says when a file is chosen: the preview stores nothing. */
export const PREVIEW_UPLOAD_MESSAGE = "This is a preview: guests upload their files on the registration page.";

/**
 * The Pass forms screen's calls, through the console's runner: the list and one form (queries,
 * retried), the save (a mutation). The preview's upload fields are the guest page's own, with an
 * upload that refuses, so trying one out stores no file.
 */
export const passFormsScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      listForms: fromPromise<ReadonlyArray<PassFormSummary>, void>(({ signal }) =>
        runApi(query((client, abort) => client.GET("/organiser/pass-forms", { signal: abort })).pipe(Effect.map((answer) => answer.data)), { signal }),
      ),
      loadForm: fromPromise<PassForm, { formId: string }>(({ input, signal }) =>
        runApi(
          query((client, abort) => client.GET("/organiser/pass-forms/{formId}", { params: { path: { formId: input.formId } }, signal: abort })).pipe(
            Effect.map((answer) => answer.data),
          ),
          { signal },
        ),
      ),
      saveForm: fromPromise<PassFormSaved, PassFormSave>(({ input, signal }) =>
        runApi(
          mutation((client, abort) =>
            client.PUT("/organiser/pass-forms/{formId}", {
              params: { path: { formId: input.formId } },
              body: { fields: [...input.fields], ...(input.hideAnswers === undefined ? {} : { hideAnswers: input.hideAnswers }) },
              signal: abort,
            }),
          ).pipe(Effect.map((answer) => ({ message: answer.message ?? "Pass form saved", form: answer.data }))),
          { signal },
        ),
      ),
      upload: uploadMachine.provide({
        actors: { upload: fromPromise<string, UploadActorInput>(() => Promise.reject(new Conflict({ message: PREVIEW_UPLOAD_MESSAGE }))) },
        actions: { notify: (_: unknown, toast: Parameters<ScreenDependencies["notify"]>[0]) => notify(toast) },
      }),
    },
  }) satisfies Parameters<typeof passFormsScreenMachine.provide>[0];
