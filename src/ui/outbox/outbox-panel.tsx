import { Popover } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { useSelector } from "@xstate/react";
import { cx } from "styled-system/css";
import { button, outbox as outboxRecipe } from "styled-system/recipes";
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
  return (
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
                        <button type="button" className={button({ variant: "outline" })} onClick={() => outbox.send({ type: "item.retry", localId: item.localId })}>
                          Retry
                        </button>
                        <button type="button" className={button({ variant: "outline" })} onClick={() => outbox.send({ type: "item.discard", localId: item.localId })}>
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
  );
}
