import { useSelector } from "@xstate/react";
import { organiserExhibitors } from "styled-system/recipes";
import { removalOf } from "../../../machines/organiser/exhibitors/exhibitors-screen.machine.ts";
import type { OrganiserExhibitor } from "../../../machines/organiser/exhibitors/exhibitors-form.ts";
import { removalLines } from "../../../rules/exhibitor-rules.ts";
import { Button } from "../../components/button.tsx";
import { Dialog } from "../../components/dialog.tsx";
import type { EntityDialogActorRef } from "../../components/entity-form-dialog.tsx";
import { useRead, type RemoteDataActorRef } from "../../components/use-remote-data.ts";

const classes = organiserExhibitors();

export interface RemovalDialogProps {
  /** What goes with the exhibitor, read while the dialog is open. */
  readonly read: RemoteDataActorRef | undefined;
  readonly exhibitor: OrganiserExhibitor | null;
  /** The exhibitor dialog, whose delete question is the second ask. */
  readonly dialog: EntityDialogActorRef;
  readonly onClose: () => void;
}

/** Removal asks twice: first what goes with the exhibitor (as the server counted it), then once more. */
export function RemovalDialog({ read, exhibitor, dialog, onClose }: RemovalDialogProps) {
  const confirming = useSelector(dialog, (snapshot) => snapshot.hasTag("confirmDelete"));
  const removing = useSelector(dialog, (snapshot) => snapshot.hasTag("confirmDelete") && snapshot.hasTag("busy"));
  const refused = useSelector(dialog, (snapshot) => (snapshot.hasTag("confirmDelete") ? snapshot.context.error : null));
  const name = exhibitor?.name ?? "the exhibitor";
  return (
    <Dialog
      open={read !== undefined}
      // The removal under way finishes before the dialog closes.
      onClose={removing ? undefined : onClose}
      role="alertdialog"
      title={confirming ? `Remove ${name} for good?` : `Remove ${name}?`}
      footer={read === undefined ? undefined : <RemovalSteps {...{ read, exhibitor, dialog, onClose, confirming, removing, refused, name }} />}
    >
      {read === undefined ? null : <WhatGoes read={read} name={name} confirming={confirming} />}
    </Dialog>
  );
}

interface StepsProps extends RemovalDialogProps {
  readonly read: RemoteDataActorRef;
  readonly confirming: boolean;
  readonly removing: boolean;
  readonly refused: string | null;
  readonly name: string;
}

function RemovalSteps({ read, exhibitor, dialog, onClose, confirming, removing, refused, name }: StepsProps) {
  const { data, error } = useRead(read, removalOf);
  const message = refused ?? error;
  return (
    <>
      {message ? (
        <p className={classes.dialogError} role="alert">
          {message}
        </p>
      ) : null}
      {confirming ? (
        <>
          <Button variant="outline" disabled={removing} onClick={() => dialog.send({ type: "delete.cancel" })}>
            Back
          </Button>
          <Button variant="destructive" disabled={removing} onClick={() => dialog.send({ type: "delete.confirm" })}>
            {removing ? "Removing..." : `Yes, remove ${name}`}
          </Button>
        </>
      ) : (
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={data === null || exhibitor === null} onClick={() => dialog.send({ type: "delete.request", record: exhibitor! })}>
            Remove…
          </Button>
        </>
      )}
    </>
  );
}

function WhatGoes({ read, name, confirming }: { readonly read: RemoteDataActorRef; readonly name: string; readonly confirming: boolean }) {
  const { data: removal, loading } = useRead(read, removalOf);
  return (
    <>
      {loading && removal === null ? <p className={classes.detail}>Counting what goes with {name}...</p> : null}
      {removal ? (
        <>
          <p>{removal.summary}</p>
          <ul className={classes.counts} aria-label="What goes with it">
            {removalLines(removal.counts).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {confirming ? <p role="note">This cannot be undone.</p> : null}
        </>
      ) : null}
    </>
  );
}
