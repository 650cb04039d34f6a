import { Effect } from "effect";
import { fromPromise } from "xstate";
import { Network, Server, type ApiError } from "../../api/errors.ts";
import { Api, mutation, query, type ApiRunner } from "../../api/request.ts";
import { toFormData } from "../../api/serializers.ts";
import { filePathOf, UPLOAD_FAILED_AGAIN, UPLOAD_NO_PATH } from "../../api/upload.ts";
import type { ScreenDependencies } from "../screen/screen-input.ts";
import { formImplementations, type FormEffects } from "../forms/form-implementations.ts";
import { uploadMachine, type UploadActorInput } from "../forms/upload.machine.ts";
import { uploadImplementations } from "../forms/upload.actors.ts";
import type { CurrentUser, DetailsSaved, DetailsUpdate } from "./my-details.machine.ts";
import { screenDetailsForm, type myProfileScreenMachine } from "./my-profile-screen.machine.ts";

/**
 * POST /auth/photo (multipart `file`): the stored photo's path, `teamMember/<uuid>.<ext>`. Every role
 * may call it (a lead scanner may not call the company's file upload). A lost answer says the §8
 * retry text, as the other upload fields do, not the browser's words.
 */
export const uploadOwnPhoto = (photo: Blob): Effect.Effect<string, ApiError, Api> =>
  mutation((client, signal) => client.POST("/auth/photo", { body: { file: photo }, bodySerializer: toFormData, signal })).pipe(
    Effect.mapError((error): ApiError => (error._tag === "Network" ? new Network({ message: UPLOAD_FAILED_AGAIN }) : error)),
    Effect.flatMap((answer) => {
      const path = filePathOf(answer);
      return path === undefined ? Effect.fail<ApiError>(new Server({ message: UPLOAD_NO_PATH, status: 201 })) : Effect.succeed(path);
    }),
  );

/** The photo field with its real call and toasts ("Photo uploaded successfully", "Failed to upload photo"). */
const photoField = (runApi: ApiRunner, notify: ScreenDependencies["notify"]) => {
  const { actions } = uploadImplementations({ runApi, notify });
  return uploadMachine.provide({
    actors: { upload: fromPromise<string, UploadActorInput>(({ input, signal }) => runApi(uploadOwnPhoto(input.file), { signal })) },
    actions,
  });
};

export interface MyDetailsDependencies extends FormEffects {
  readonly runApi: ApiRunner;
}

/**
 * The details form's calls: its read (`GET /auth/me`, no retry: the screen offers its own), its save
 * (`PUT /auth/updatedetails`, a mutation retried only when no answer arrived) and its photo field.
 */
export const myDetailsImplementations = ({ runApi, ...effects }: MyDetailsDependencies) => {
  const form = formImplementations(
    {
      load: async (): Promise<CurrentUser> =>
        (await runApi(query((client, abort) => client.GET("/auth/me", { signal: abort }), { retries: 0 }))).data,
      submit: (body: DetailsUpdate): Promise<DetailsSaved> => runApi(mutation((client, abort) => client.PUT("/auth/updatedetails", { body, signal: abort }))),
    },
    effects,
  );
  return { ...form, actors: { ...form.actors, upload: photoField(runApi, effects.notify) } };
};

/** My profile's real children: the details form with its calls. The account facts come from the session, with no call of their own. */
export const myProfileScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: { details: screenDetailsForm.provide(myDetailsImplementations({ runApi, notify })) },
  }) satisfies Parameters<typeof myProfileScreenMachine.provide>[0];
