import { useSelector } from "@xstate/react";
import { Suspense } from "react";
import { notSyncedCount } from "../../machines/outbox/outbox.machine.ts";
import { QuietLoadBoundary } from "../routes/quiet-load-boundary.tsx";
import { retryableLazy } from "../routes/retryable-lazy.ts";
import { notSyncedLabel } from "./outbox-item-text.ts";
import { outboxPill } from "./outbox-pill.ts";
import { useOutbox, type OutboxActorRef } from "./use-outbox.ts";

// The panel is a popover (positioning, focus trap, scroll lock): code of its own, downloaded once
// something waits to be sent, not with every signed-in screen's first paint.
const OutboxPanel = retryableLazy<{ readonly outbox: OutboxActorRef; readonly label: string }>(() =>
  import("./outbox-panel.tsx").then((part) => ({ default: part.OutboxPanel })),
);

/** The header's "N not synced": hidden while nothing waits; opens the list of waiting and refused items. */
export function OutboxIndicator() {
  const outbox = useOutbox();
  return outbox === null ? null : <Indicator outbox={outbox} />;
}

function Indicator({ outbox }: { readonly outbox: OutboxActorRef }) {
  const count = useSelector(outbox, notSyncedCount);
  const error = useSelector(outbox, (snapshot) => snapshot.context.error);
  if (count === 0 && error === null) return null;
  const label = error !== null && count === 0 ? "Storage problem" : notSyncedLabel(count);
  // Until the panel's code is here the pill shows what waits, and a tap on it opens the panel as soon
  // as the code arrives (the machine holds the panel open); a download that failed is tried again
  // when the count changes.
  const waiting = (
    <button type="button" className={outboxPill} data-testid="outbox-indicator" onClick={() => outbox.send({ type: "panel.open" })}>
      {label}
    </button>
  );
  return (
    <QuietLoadBoundary retryKey={count}>
      <Suspense fallback={waiting}>
        <OutboxPanel outbox={outbox} label={label} />
      </Suspense>
    </QuietLoadBoundary>
  );
}
