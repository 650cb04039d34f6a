import { useSelector } from "@xstate/react";
import { notSyncedCount } from "../../machines/outbox/outbox.machine.ts";
import { deferredPart, type PlaceholderState } from "../components/deferred-part.tsx";
import { notSyncedLabel, outboxPill } from "./outbox-pill.ts";
import { useOutbox, type OutboxActorRef } from "./use-outbox.ts";

interface OutboxPanelProps {
  readonly outbox: OutboxActorRef;
  readonly label: string;
}

/**
 * The pill until the panel's code is here: it shows what waits, and a tap on it opens the panel as
 * soon as the code arrives (the machine holds the panel open); a download that failed is tried again
 * at the next tap.
 */
function WaitingPill({ outbox, label }: OutboxPanelProps & PlaceholderState) {
  return (
    <button type="button" className={outboxPill} data-testid="outbox-indicator" onClick={() => outbox.send({ type: "panel.open" })}>
      {label}
    </button>
  );
}

// The panel is a popover (positioning, focus trap, scroll lock): code of its own, downloaded once
// something waits to be sent and the screen is idle, not with every signed-in screen's first paint.
const OutboxPanel = deferredPart<OutboxPanelProps>(() => import("./outbox-panel.tsx").then((part) => part.OutboxPanel), WaitingPill);

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
  return <OutboxPanel outbox={outbox} label={label} />;
}
