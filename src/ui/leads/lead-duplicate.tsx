import { css } from "styled-system/css";
import type { DuplicateOffer } from "../../machines/leads/lead-dialog-form.ts";
import { Button } from "../components/button.tsx";

const panel = css({
  display: "flex",
  flexDirection: "column",
  gap: "3",
  p: "4",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "warning.border",
  bg: "warning.subtle",
});

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
    <div role="alert" className={panel} data-testid="lead-duplicate">
      <p className={css({ fontWeight: "semibold", color: "warning.text" })}>{offer.message}</p>
      <p className={css({ fontSize: "sm" })}>
        Merging fills that lead's empty fields from this one and adds these remarks as a note; nothing it already has is overwritten.
      </p>
      {error ? <p className={css({ fontSize: "sm", color: "danger.text" })}>{error}</p> : null}
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>
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
