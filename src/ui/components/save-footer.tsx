import { Button } from "./button.tsx";

export interface SaveFooterProps {
  /** The footer row and the message's classes, from the form's own recipe. */
  readonly classes: { readonly footer: string; readonly error: string };
  /** A failed save's words, kept beside Save after the toast has gone; null when there are none to show. */
  readonly error: string | null;
  /** The save is under way: Save is disabled and says it is busy. */
  readonly busy: boolean;
  /** Save is disabled for another reason too (a photo still uploading). */
  readonly disabled?: boolean;
  readonly label: string;
}

/** The end of a form that saves: a failed save's message, then Save. */
export function SaveFooter({ classes, error, busy, disabled = false, label }: SaveFooterProps) {
  return (
    <div className={classes.footer}>
      {error !== null ? (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy || disabled} aria-busy={busy}>
        {label}
      </Button>
    </div>
  );
}
