import { Popover } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { useSelector } from "@xstate/react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { outboxItemLabel } from "./outbox-item-text.ts";
import { outboxPill } from "./outbox-pill.ts";
import type { OutboxActorRef } from "./use-outbox.ts";

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
          <Popover.Content
            className={css({ bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", boxShadow: "lg", p: "4", w: "80", zIndex: "60" })}
          >
            <Popover.Title className={css({ fontWeight: "semibold", mb: "2" })}>Not synced yet</Popover.Title>
            {error === null ? null : (
              <p role="alert" className={css({ color: "danger.text", fontSize: "sm", mb: "2" })}>
                {error}
              </p>
            )}
            <ul aria-label="Items not synced" className={css({ display: "flex", flexDir: "column", gap: "2", maxH: "64", overflowY: "auto" })}>
              {items.map((item) => (
                <li key={item.localId} className={css({ fontSize: "sm", borderBottomWidth: "1px", borderColor: "border.default", pb: "2" })}>
                  <p className={css({ fontWeight: "medium" })}>{outboxItemLabel(item)}</p>
                  {item.state === "failed" ? (
                    <>
                      <p className={css({ color: "danger.text" })}>{item.error}</p>
                      <div className={css({ display: "flex", gap: "2", mt: "1" })}>
                        <button type="button" className={button({ variant: "outline" })} onClick={() => outbox.send({ type: "item.retry", localId: item.localId })}>
                          Retry
                        </button>
                        <button type="button" className={button({ variant: "outline" })} onClick={() => outbox.send({ type: "item.discard", localId: item.localId })}>
                          Discard
                        </button>
                      </div>
                    </>
                  ) : (
                    <p className={css({ color: "fg.muted" })}>Waiting to be sent</p>
                  )}
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={sending}
              className={cx(button(), css({ mt: "3", w: "full" }))}
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
