import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { reminderLabel, type reminderSettingMachine } from "../../machines/reminder/reminder-setting.machine.ts";
import { Button } from "../components/button.tsx";

export type ReminderActor = ActorRefFrom<typeof reminderSettingMachine>;

/** "Reminder: 08:00 Asia/Kolkata": the member's daily reminder, which opens its dialog. */
export function ReminderButton({ reminder: actor }: { readonly reminder: ReminderActor }) {
  const label = useSelector(actor, (snapshot) => reminderLabel(snapshot.context.time, snapshot.context.timeZone));
  return (
    <Button variant="outline" onClick={() => actor.send({ type: "dialog.open" })} aria-haspopup="dialog">
      {label}
    </Button>
  );
}
