import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { ATTENDEE_FIELD_LABELS, ATTENDEE_FIELDS, REQUIRED_ATTENDEE_FIELDS, type AttendeeField } from "../../../rules/attendee-rules.ts";
import { cancelQuestion, type attendeeCancelMachine } from "../../../machines/organiser/attendees/attendee-cancel.machine.ts";
import { Button } from "../../components/button.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { EntityFormDialog, useEntityFields, type EntityDialogActorRef } from "../../components/entity-form-dialog.tsx";
import { TextField } from "../../components/field.tsx";

/** The input type of each detail: the browser's keyboard and autofill for e-mail and phone. */
const INPUT_TYPES: Readonly<Partial<Record<AttendeeField, string>>> = { email: "email", phone: "tel" };

function AttendeeFields({ dialog }: { readonly dialog: EntityDialogActorRef }) {
  const { field } = useEntityFields(dialog);
  return (
    <>
      {ATTENDEE_FIELDS.map((name) => (
        <TextField key={name} label={ATTENDEE_FIELD_LABELS[name]} type={INPUT_TYPES[name] ?? "text"} autoComplete="off" requiredMark={REQUIRED_ATTENDEE_FIELDS.includes(name)} {...field(name)} />
      ))}
    </>
  );
}

/** Edit: every detail of the attendee, checked as an imported line is; the server's refusal (an e-mail another attendee has) shows beside its field. */
export function AttendeeEditDialog({ dialog }: { readonly dialog: EntityDialogActorRef }) {
  return (
    <EntityFormDialog
      dialog={dialog}
      title={{ add: "Add attendee", edit: "Edit attendee" }}
      description={{ add: "Fields marked * are required.", edit: "Fields marked * are required." }}
      submit={{ add: "Add attendee", edit: "Save" }}
    >
      <AttendeeFields dialog={dialog} />
    </EntityFormDialog>
  );
}

/** Cancel ticket's question: Keep ticket, or Cancel ticket (busy while it runs). */
export function AttendeeCancelDialog({ canceller }: { readonly canceller: ActorRefFrom<typeof attendeeCancelMachine> }) {
  const pending = useSelector(canceller, (snapshot) => snapshot.context.pending);
  const asking = useSelector(canceller, (snapshot) => snapshot.hasTag("confirm"));
  const busy = useSelector(canceller, (snapshot) => snapshot.hasTag("busy"));
  const keep = () => canceller.send({ type: "action.cancel" });
  return (
    <Dialog
      open={asking && pending !== null}
      role="alertdialog"
      onClose={() => (busy ? undefined : keep())}
      title="Cancel this ticket?"
      description={pending === null ? undefined : cancelQuestion(pending.subject)}
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={keep}>
            Keep ticket
          </Button>
          <Button variant="destructive" disabled={busy} aria-busy={busy} onClick={() => canceller.send({ type: "action.confirm" })}>
            {busy ? "Cancelling..." : "Cancel ticket"}
          </Button>
        </>
      }
    />
  );
}
