import { leadDialog } from "styled-system/recipes";
import type { DuplicateOffer } from "../../machines/leads/lead-dialog-form.ts";
import { Button } from "../components/button.tsx";

const classes = leadDialog();

/** The company already has a lead with this e-mail: merge into it, open it, or go back to the form as typed. */
export function LeadDuplicateOffer(props: {
  readonly offer: DuplicateOffer;
  readonly error: string | null;
  readonly busy: boolean;
  readonly onMerge: () => void;
  readonly onOpen: () => void;
  readonly onBack: () => void;
}) {
  const { offer, error, busy, onMerge, onOpen, onBack } = props;
  return (
    <div role="alert" className={classes.duplicate} data-testid="lead-duplicate">
      <p className={classes.duplicateTitle}>{offer.message}</p>
      <p className={classes.duplicateText}>
        Merging fills that lead's empty fields from this one and adds these remarks as a note; nothing it already has is overwritten.
      </p>
      {error ? <p className={classes.error}>{error}</p> : null}
      <div className={classes.duplicateActions}>
        <Button onClick={onMerge} disabled={busy} aria-busy={busy}>
          {busy ? "Merging..." : "Merge into it"}
        </Button>
        <Button variant="outline" onClick={onOpen} disabled={busy}>
          Open it
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={busy}>
          Back to edit
        </Button>
      </div>
    </div>
  );
}
