import { useSelector } from "@xstate/react";
import { organiserExhibitors } from "styled-system/recipes";
import { selectedExhibitor } from "../../../machines/organiser/exhibitors/exhibitors-screen.selectors.ts";
import { Button } from "../../components/button.tsx";
import { Dialog } from "../../components/dialog.tsx";
import type { ExhibitorsActor } from "./exhibitors-actor.ts";
import { removalLines } from "../../../rules/exhibitor-rules.ts";

const classes = organiserExhibitors();

/** Removal asks twice: first what goes with the exhibitor (as the server counted it), then once more. */
export function RemovalDialog({ actor }: { readonly actor: ExhibitorsActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches({ ready: "removal" }));
  const reading = useSelector(actor, (snapshot) => snapshot.matches({ ready: { removal: "reading" } }));
  const confirming = useSelector(actor, (snapshot) => snapshot.matches({ ready: { removal: "confirming" } }) || snapshot.matches({ ready: { removal: "removing" } }));
  const removing = useSelector(actor, (snapshot) => snapshot.matches({ ready: { removal: "removing" } }));
  const canContinue = useSelector(actor, (snapshot) => snapshot.can({ type: "remove.continue" }));
  const exhibitor = useSelector(actor, selectedExhibitor);
  const removal = useSelector(actor, (snapshot) => snapshot.context.removal);
  const dialogError = useSelector(actor, (snapshot) => snapshot.context.dialogError);
  const name = exhibitor?.name ?? removal?.exhibitor.name ?? "the exhibitor";
  const close = () => actor.send({ type: "dialog.close" });
  return (
    <Dialog
      open={open}
      onClose={close}
      role="alertdialog"
      title={confirming ? `Remove ${name} for good?` : `Remove ${name}?`}
      footer={
        <>
          {dialogError ? (
            <p className={classes.dialogError} role="alert">
              {dialogError}
            </p>
          ) : null}
          {confirming ? (
            <>
              <Button variant="outline" disabled={removing} onClick={() => actor.send({ type: "remove.back" })}>
                Back
              </Button>
              <Button variant="destructive" disabled={removing} onClick={() => actor.send({ type: "remove.confirm" })}>
                {removing ? "Removing..." : `Yes, remove ${name}`}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button variant="destructive" disabled={!canContinue} onClick={() => actor.send({ type: "remove.continue" })}>
                Remove…
              </Button>
            </>
          )}
        </>
      }
    >
      {reading ? <p className={classes.detail}>Counting what goes with {name}...</p> : null}
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
    </Dialog>
  );
}
