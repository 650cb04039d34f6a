import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { DELETE_LEAD_QUESTION, type leadDeleteMachine } from "../../machines/leads/lead-delete.machine.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";

export type LeadDeleteActor = ActorRefFrom<typeof leadDeleteMachine>;

/** Delete on one lead asks first, in Delete Selected's words (the screen's `remover` child). */
export function LeadDeleteDialog({ remover }: { readonly remover: LeadDeleteActor }) {
  const confirming = useSelector(remover, (snapshot) => snapshot.hasTag("confirm"));
  const busy = useSelector(remover, (snapshot) => snapshot.hasTag("busy"));
  return (
    <ConfirmDialog
      open={confirming}
      title="Delete Lead"
      message={DELETE_LEAD_QUESTION}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={busy}
      onConfirm={() => remover.send({ type: "delete.confirm" })}
      onCancel={() => remover.send({ type: "delete.cancel" })}
    />
  );
}
