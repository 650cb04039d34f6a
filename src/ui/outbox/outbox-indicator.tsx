import { Popover } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { useSelector } from "@xstate/react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { notSyncedCount } from "../../machines/outbox/outbox.machine.ts";
import { notSyncedLabel, outboxItemLabel } from "./outbox-item-text.ts";
import { useOutbox, type OutboxActorRef } from "./use-outbox.ts";

const pill = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  px: "2.5",
  py: "1",
  borderRadius: "full",
  fontSize: "xs",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  bg: "warning.subtle",
  color: "warning.text",
  cursor: "pointer",
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring" },
});

/** The header's "N not synced": hidden while nothing waits; opens the list of waiting and refused items. */
export function OutboxIndicator() {
  const outbox = useOutbox();
  return outbox === null ? null : <Indicator outbox={outbox} />;
}

function Indicator({ outbox }: { readonly outbox: OutboxActorRef }) {
  const count = useSelector(outbox, notSyncedCount);
  const open = useSelector(outbox, (snapshot) => snapshot.context.panelOpen);
  const items = useSelector(outbox, (snapshot) => snapshot.context.items);
  const error = useSelector(outbox, (snapshot) => snapshot.context.error);
  const sending = useSelector(outbox, (snapshot) => snapshot.hasTag("busy"));
  if (count === 0 && error === null) return null;
  return (
    <Popover.Root open={open} onOpenChange={({ open: next }) => outbox.send({ type: next ? "panel.open" : "panel.close" })}>
      <Popover.Trigger className={pill} data-testid="outbox-indicator">
        {error !== null && count === 0 ? "Storage problem" : notSyncedLabel(count)}
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
