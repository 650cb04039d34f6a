import { useSelector } from "@xstate/react";
import { leadDialog } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { DUPLICATE_WORDS, mergeQuestion, type leadDuplicateMachine, type PossibleDuplicate } from "../../machines/leads/lead-duplicate.machine.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";

export type LeadDuplicateActor = ActorRefFrom<typeof leadDuplicateMachine>;

const classes = leadDialog();

/** The lead may repeat an older one (one phone, another person?): Merge asks first; Not the same person clears the mark. */
export function LeadPossibleDuplicate({ offer, duplicate }: { readonly offer: PossibleDuplicate | null; readonly duplicate: LeadDuplicateActor }) {
  const busy = useSelector(duplicate, (snapshot) => snapshot.hasTag("busy") || snapshot.hasTag("confirm"));
  if (offer === null) return null;
  return (
    <div role="status" className={classes.duplicate} data-testid="lead-possible-duplicate">
      <p className={classes.duplicateTitle}>{DUPLICATE_WORDS.line(offer.of.name)}</p>
      <div className={classes.duplicateActions}>
        <Button onClick={() => duplicate.send({ type: "action.request", subject: offer, kind: "merge" })} disabled={busy}>
          {DUPLICATE_WORDS.merge}
        </Button>
        <Button variant="outline" onClick={() => duplicate.send({ type: "action.request", subject: offer, kind: "dismiss" })} disabled={busy} aria-busy={busy}>
          {DUPLICATE_WORDS.dismiss}
        </Button>
      </div>
    </div>
  );
}

/** Merge asks first: the marked lead is deleted once merged (the screen's `duplicate` child). */
export function LeadMergeDialog({ duplicate }: { readonly duplicate: LeadDuplicateActor }) {
  const confirming = useSelector(duplicate, (snapshot) => snapshot.hasTag("confirm"));
  const busy = useSelector(duplicate, (snapshot) => snapshot.hasTag("busy"));
  const pending = useSelector(duplicate, (snapshot) => snapshot.context.pending);
  const subject = pending?.subject ?? null;
  return (
    <ConfirmDialog
      // The question stays, its button busy, while the merge it asked about runs.
      open={confirming || (busy && pending?.kind === "merge")}
      title={DUPLICATE_WORDS.title}
      message={subject === null ? "" : mergeQuestion(subject)}
      confirmLabel={DUPLICATE_WORDS.merge}
      busyLabel={DUPLICATE_WORDS.merging}
      busy={busy}
      onConfirm={() => duplicate.send({ type: "action.confirm" })}
      onCancel={() => duplicate.send({ type: "action.cancel" })}
    />
  );
}
