import { createPortal } from "react-dom";
import { dialog } from "styled-system/recipes";
import { Spinner } from "./spinner.tsx";

/**
 * Where a lazily loaded dialog is about to open while its code downloads: the dimmed page and a small
 * panel saying so, drawn with the dialog's own styles but without Ark, whose code comes with the dialog.
 */
export function DialogLoading({ label = "Opening..." }: { readonly label?: string }) {
  const classes = dialog({ loading: true });
  return createPortal(
    <>
      <div className={classes.backdrop} />
      <div className={classes.positioner}>
        <div role="status" aria-live="polite" className={classes.content}>
          <Spinner />
          <span>{label}</span>
        </div>
      </div>
    </>,
    document.body,
  );
}
