import { Effect } from "effect";
import { fromPromise } from "xstate";
import { mutation, type ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import type { SaveReminderOutput } from "./reminder-setting.machine.ts";

/** PUT /auth/reminder: the time (null: off), answered with the zone it is in and where it goes. */
export const saveReminderCall = (time: string | null) =>
  mutation((client, signal) => client.PUT("/auth/reminder", { body: { time }, signal })).pipe(
    Effect.map((answer): SaveReminderOutput => ({ time: answer.data.time, timeZone: answer.data.timeZone, email: answer.data.email })),
  );

export interface ReminderSettingDependencies {
  readonly runApi: ApiRunner;
  readonly notify: (toast: ToastParams) => void;
}

/** Everything `reminderSettingMachine.provide()` needs but `userChanged`, which its screen provides. */
export const reminderSettingImplementations = ({ runApi, notify }: ReminderSettingDependencies) => ({
  actors: {
    saveReminder: fromPromise<SaveReminderOutput, { readonly time: string | null }>(({ input, signal }) => runApi(saveReminderCall(input.time), { signal })),
  },
  actions: { notify: (_: unknown, toast: ToastParams) => notify(toast) },
});
