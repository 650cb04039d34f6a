import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { dialog } from "styled-system/recipes";

export interface DialogProps {
  /** Controlled by the screen's machine (`hasTag('open')`). */
  readonly open: boolean;
  /** Escape, the backdrop and the close button ask to close; the machine decides. */
  readonly onOpenChange?: (open: boolean) => void;
  /** The same ask, for views that only ever hear "close". */
  readonly onClose?: () => void;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** The actions row under the scrolling body. */
  readonly footer?: ReactNode;
  /** A cap on the panel's height (SPEC §9: the team dialog is 500px); the body scrolls inside it. */
  readonly maxHeight?: string;
  readonly size?: "md" | "lg";
  /** "alertdialog" for questions that need an answer (delete confirmations). */
  readonly role?: "dialog" | "alertdialog";
}

/**
 * Where the dialog puts the focus when it traps it, a frame after it opens: on the field the person
 * already went to, if they tapped one in that frame (a slow phone draws the dialog well before that
 * frame comes), so their first keys stay in the field they chose; else Ark's choice (null), the
 * first field.
 */
const fieldAlreadyChosen = (): HTMLElement | null => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.closest('[data-scope="dialog"][data-part="content"]') !== null ? active : null;
};

/**
 * A modal dialog over Ark UI: focus is trapped inside, returns to the opener on close, the page
 * behind does not scroll, and Escape or the backdrop ask to close through `onOpenChange` / `onClose`.
 */
export function Dialog({ open, onOpenChange, onClose, title, description, children, footer, maxHeight, size, role }: DialogProps) {
  const classes = dialog({ size });
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => {
        onOpenChange?.(details.open);
        if (!details.open) onClose?.();
      }}
      role={role ?? "dialog"}
      // A question (alertdialog) keeps Ark's own first focus, its close button: nothing is typed there.
      {...(role === "alertdialog" ? {} : { initialFocusEl: fieldAlreadyChosen })}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={classes.backdrop} />
        <ArkDialog.Positioner className={classes.positioner}>
          <ArkDialog.Content className={classes.content} style={maxHeight === undefined ? undefined : { maxHeight }}>
            <div className={classes.header}>
              <ArkDialog.Title className={classes.title}>{title}</ArkDialog.Title>
              {description === undefined ? null : (
                <ArkDialog.Description className={classes.description}>{description}</ArkDialog.Description>
              )}
            </div>
            {children === undefined ? null : <div className={classes.body}>{children}</div>}
            {footer === undefined ? null : <div className={classes.footer}>{footer}</div>}
            <ArkDialog.CloseTrigger className={classes.closeTrigger} aria-label="Close">
              <span aria-hidden="true">×</span>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
