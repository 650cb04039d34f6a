import { Popover } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { useSelector } from "@xstate/react";
import { cx } from "styled-system/css";
import { button, outbox as outboxRecipe } from "styled-system/recipes";
import { DISCARD_TEXTS } from "../../machines/outbox/outbox-item-action.machine.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { outboxItemLabel } from "./outbox-item-text.ts";
import { outboxPill } from "./outbox-pill.ts";
import type { OutboxActorRef } from "./use-outbox.ts";

const classes = outboxRecipe();

/** The header's pill as a button, and the list of waiting and refused items it opens. */
export function OutboxPanel({ outbox, label }: { readonly outbox: OutboxActorRef; readonly label: string }) {
  const open = useSelector(outbox, (snapshot) => snapshot.context.panelOpen);
  const items = useSelector(outbox, (snapshot) => snapshot.context.items);
  const error = useSelector(outbox, (snapshot) => snapshot.context.error);
  const sending = useSelector(outbox, (snapshot) => snapshot.hasTag("busy"));
  // Retry and Discard are the outbox's `itemAction` child; Discard asks first, naming the item.
  const itemAction = useSelector(outbox, (snapshot) => snapshot.children.itemAction);
  const asked = useSelector(itemAction, (snapshot) => (snapshot?.hasTag("confirm") ? snapshot.context.pending!.subject : null));
  const discarding = useSelector(itemAction, (snapshot) => snapshot?.hasTag("busy") ?? false);
  return (
    <>
      <Popover.Root open={open} onOpenChange={({ open: next }) => outbox.send({ type: next ? "panel.open" : "panel.close" })}>
        <Popover.Trigger className={outboxPill} data-testid="outbox-indicator">
          {label}
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content className={classes.content}>
              <Popover.Title className={classes.title}>Not synced yet</Popover.Title>
              {error === null ? null : (
                <p role="alert" className={classes.error}>
                  {error}
                </p>
              )}
              <ul aria-label="Items not synced" className={classes.list}>
                {items.map((item) => (
                  <li key={item.localId} className={classes.item}>
                    <p className={classes.itemLabel}>{outboxItemLabel(item)}</p>
                    {item.state === "failed" ? (
                      <>
                        <p className={classes.itemError}>{item.error}</p>
                        <div className={classes.itemActions}>
                          <button type="button" className={button({ variant: "outline" })} onClick={() => itemAction?.send({ type: "action.request", subject: { _id: item.localId, label: outboxItemLabel(item) }, kind: "retry" })}>
                            Retry
                          </button>
                          <button type="button" className={button({ variant: "outline" })} onClick={() => itemAction?.send({ type: "action.request", subject: { _id: item.localId, label: outboxItemLabel(item) }, kind: "discard" })}>
                            Discard
                          </button>
                        </div>
                      </>
                    ) : (
                      <p className={classes.itemWaiting}>Waiting to be sent</p>
                    )}
                  </li>
                ))}
              </ul>
              <button
                type="button"
                disabled={sending}
                className={cx(button({ fullWidth: true }), classes.sync)}
                onClick={() => outbox.send({ type: "sync.now" })}
              >
                {sending ? "Syncing..." : "Sync now"}
              </button>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      <ConfirmDialog
        open={asked !== null}
        title={DISCARD_TEXTS.title}
        message={DISCARD_TEXTS.question(asked?.label ?? "")}
        confirmLabel={DISCARD_TEXTS.confirm}
        busyLabel={DISCARD_TEXTS.busy}
        busy={discarding}
        onConfirm={() => itemAction?.send({ type: "action.confirm" })}
        onCancel={() => itemAction?.send({ type: "action.cancel" })}
      />
    </>
  );
}
