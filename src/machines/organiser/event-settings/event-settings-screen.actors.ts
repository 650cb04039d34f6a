import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, query } from "../../../api/request.ts";
import { toFormData } from "../../../api/serializers.ts";
import { uploadMachine, type UploadActorInput } from "../../forms/upload.machine.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { EventSettings, EventSettingsUpdate } from "./event-settings-form.ts";
import type { eventSettingsScreenMachine } from "./event-settings-screen.machine.ts";

type Saved = { message: string; data: EventSettings };

/** The Event settings screen's calls, through the console's runner, and its toasts. */
export const eventSettingsScreenImplementations = ({ runApi, notify }: ScreenDependencies) =>
  ({
    actors: {
      loadSettings: fromPromise<EventSettings, void>(({ signal }) =>
        runApi(query((client, abort) => client.GET("/organiser/event-settings", { signal: abort })).pipe(Effect.map((answer) => answer.data)), { signal }),
      ),
      saveSettings: fromPromise<Saved, EventSettingsUpdate>(({ input, signal }) =>
        runApi(mutation((client, abort) => client.PATCH("/organiser/event-settings", {
            // openapi-fetch reads the contract's `logo: null` (the only value it takes) as "never sent".
            body: input as Omit<EventSettingsUpdate, "logo">,
            signal: abort,
          })), { signal }) as Promise<Saved>,
      ),
      // The portal's upload field, whose call stores the file as the event's logo and answers its path.
      upload: uploadMachine.provide({
        actors: {
          upload: fromPromise<string, UploadActorInput>(({ input, signal }) =>
            runApi(
              mutation((client, abort) =>
                // The contract types the binary part as a string; the serializer sends the File as it is.
                client.POST("/organiser/event-settings/logo", { body: { file: input.file as unknown as string }, bodySerializer: toFormData, signal: abort }),
              ).pipe(Effect.map((answer) => (answer as Saved).data.logo ?? "")),
              { signal },
            ),
          ),
        },
        actions: { notify: (_: unknown, params: Parameters<ScreenDependencies["notify"]>[0]) => notify(params) },
      }),
    },
    actions: { notify: (_: unknown, params: Parameters<ScreenDependencies["notify"]>[0]) => notify(params) },
  }) satisfies Parameters<typeof eventSettingsScreenMachine.provide>[0];
