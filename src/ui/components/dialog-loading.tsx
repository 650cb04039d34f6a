import { createPortal } from "react-dom";
import { css, cx } from "styled-system/css";
import { dialog } from "styled-system/recipes";
import { Spinner } from "./spinner.tsx";

const panel = css({ flexDirection: "row", alignItems: "center", gap: "3", w: "auto", p: "5", color: "fg.muted", fontSize: "sm" });

/**
 * Where a lazily loaded dialog is about to open while its code downloads: the dimmed page and a small
 * panel saying so, drawn with the dialog's own styles but without Ark, whose code comes with the dialog.
 */
export function DialogLoading({ label = "Opening..." }: { readonly label?: string }) {
  const classes = dialog();
  return createPortal(
    <>
      <div className={classes.backdrop} />
      <div className={classes.positioner}>
        <div role="status" aria-live="polite" className={cx(classes.content, panel)}>
          <Spinner />
          <span>{label}</span>
        </div>
      </div>
    </>,
    document.body,
  );
}
