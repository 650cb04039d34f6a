import { useSelector } from "@xstate/react";
import { leadActions } from "styled-system/recipes";
import { eventZone } from "../../rules/event-time.ts";
import { REMINDER_MESSAGES } from "../../machines/reminder/reminder-setting.machine.ts";
import { Button } from "../components/button.tsx";
import { CancelButton } from "../components/cancel-button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";
import type { ReminderActor } from "./reminder-button.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

const classes = leadActions();

/**
 * Daily reminder: the time (event time, the zone named) and an Off switch, as the reminder
 * machine holds them; a member without an e-mail address is told no reminder can reach them.
 */
export function ReminderDialog({ reminder: actor }: { readonly reminder: ReminderActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.hasTag("open"));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const { draft, off, error, email, timeZone } = useSelector(actor, (snapshot) => snapshot.context);
  const close = () => actor.send({ type: "dialog.close" });
  const zone = eventZone(timeZone).zone;
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Daily reminder"
      description={`One e-mail a day listing your leads due today and overdue, at a time in the event's zone (${zone}).`}
      footer={
        <>
          <CancelButton onClick={close} disabled={busy} />
          <Button type="submit" form="reminder-form" disabled={busy} aria-busy={busy}>
            {busy ? "Saving..." : "Save"}
          </Button>
        </>
      }
    >
      <form
        id="reminder-form"
        noValidate
        className={classes.reminderForm}
        onSubmit={onFormSubmit(() => actor.send({ type: "reminder.save" }))}
      >
        {email === null ? (
          <p className={classes.reminderNote} role="note">
            {REMINDER_MESSAGES.noEmail}
          </p>
        ) : null}
        <label className={classes.switchRow}>
          <input
            type="checkbox"
            role="switch"
            checked={off}
            disabled={busy}
            onChange={(event) => actor.send({ type: "off.change", value: event.target.checked })}
          />
          Off: no reminder e-mails
        </label>
        <TextField
          label={`Time (${zone})`}
          type="time"
          value={draft}
          disabled={busy || off}
          error={error}
          onChange={(event) => actor.send({ type: "time.change", value: event.target.value })}
        />
      </form>
    </Dialog>
  );
}
