import type { ReactNode } from "react";
import { organiserExhibitors } from "styled-system/recipes";
import { Button } from "../../components/button.tsx";
import { Dialog } from "../../components/dialog.tsx";

const classes = organiserExhibitors();

/**
 * The frame the exhibitor and passes dialogs share: one form whose Enter and submit button both send
 * the screen's submit event, the refused save's words beside Cancel and the submit button, both
 * disabled while the save runs.
 */
export function ExhibitorFormFrame(props: {
  readonly open: boolean;
  readonly title: string;
  readonly description?: string | undefined;
  readonly error: string | null;
  readonly saving: boolean;
  readonly submitLabel: string;
  readonly onClose: () => void;
  readonly onSubmit: () => void;
  readonly children: ReactNode;
}) {
  const { open, title, description, error, saving, submitLabel, onClose, onSubmit, children } = props;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      footer={
        <>
          {error ? (
            <p className={classes.dialogError} role="alert">
              {error}
            </p>
          ) : null}
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={onSubmit} disabled={saving}>
            {saving ? "Saving..." : submitLabel}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Dialog>
  );
}
