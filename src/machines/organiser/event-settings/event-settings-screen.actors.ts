import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query } from "../../../api/request.ts";
import { toFormData } from "../../../api/serializers.ts";
import { uploadMachine, type UploadActorInput } from "../../forms/upload.machine.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { EventSettings, EventSettingsUpdate } from "./event-settings-form.ts";
import type { EventSettingsSaved, eventSettingsScreenMachine } from "./event-settings-screen.machine.ts";

type Notify = ScreenDependencies["notify"];

/** The Event settings screen's calls, through the console's runner, and its toasts. */
export const eventSettingsScreenImplementations = ({ runApi, notify }: Pick<ScreenDependencies, "runApi" | "notify">) => {
  const save = (update: EventSettingsUpdate, signal: AbortSignal) =>
    runApi(mutation((client, abort) => client.PATCH("/organiser/event-settings", {
        // openapi-fetch reads the contract's `logo: null` (the only value it takes) as "never sent".
        body: update as Omit<EventSettingsUpdate, "logo">,
        signal: abort,
      })), { signal }) as Promise<EventSettingsSaved>;
  return {
    actors: {
      /** `getOrganiserEventSettings`. */
      load: fromPromise<EventSettings, void>(({ signal }) =>
        runApi(query((client, abort) => client.GET("/organiser/event-settings", { signal: abort })).pipe(Effect.map((answer) => answer.data)), { signal }),
      ),
      /** `updateOrganiserEventSettings` with what changed. */
      submit: fromPromise<EventSettingsSaved, EventSettingsUpdate>(({ input, signal }) => save(input, signal)),
      /** Remove in the logo's field: the logo comes off the event at once (the logo is the one field whose upload saves the settings). */
      removeUpload: fromPromise<unknown, { readonly field: string }>(({ signal }) => save({ logo: null }, signal)),
      // The portal's upload field, whose call stores the file as the event's logo and answers its path.
      upload: uploadMachine.provide({
        actors: {
          upload: fromPromise<string, UploadActorInput>(({ input, signal }) =>
            runApi(
              mutation((client, abort) =>
                // The contract types the binary part as a string; the serializer sends the File as it is.
                client.POST("/organiser/event-settings/logo", { body: { file: input.file as unknown as string }, bodySerializer: toFormData, signal: abort }),
              ).pipe(Effect.map((answer) => (answer as EventSettingsSaved).data.logo ?? "")),
              { signal },
            ),
          ),
        },
        actions: { notify: (_: unknown, params: Parameters<Notify>[0]) => notify(params) },
      }),
    },
    actions: { notify: (_: unknown, params: Parameters<Notify>[0]) => notify(params) },
  } satisfies Parameters<typeof eventSettingsScreenMachine.provide>[0];
};
