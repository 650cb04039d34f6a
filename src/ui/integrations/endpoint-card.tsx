import { useSelector } from "@xstate/react";
import { useId } from "react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import type { endpointActionMachine, EndpointActionKind } from "../../machines/integrations/endpoint-action.machine.ts";
import { deliveriesOf, type integrationsScreenMachine } from "../../machines/integrations/integrations-screen.machine.ts";
import { endpointEventsText, failuresText, type WebhookEndpoint } from "../../machines/integrations/webhook-endpoint.ts";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { cardFrame } from "../components/portal-styles.ts";
import { DeliveryLog } from "./delivery-log.tsx";

export interface EndpointCardProps {
  readonly screen: ActorRefFrom<typeof integrationsScreenMachine>;
  readonly action: ActorRefFrom<typeof endpointActionMachine>;
  readonly endpoint: WebhookEndpoint;
  readonly onEdit: () => void;
}

const card = css(cardFrame);
const address = css({ fontSize: "lg", fontWeight: "semibold", overflowWrap: "anywhere" });
const facts = css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "max-content 1fr" }, columnGap: "4", rowGap: "1", fontSize: "sm", "& dt": { color: "fg.muted" }, "& dd": { overflowWrap: "anywhere" } });
const buttons = css({ display: "flex", flexWrap: "wrap", gap: "2" });

/** One endpoint: its address, events, status and failures, its buttons, and its recent deliveries. */
export function EndpointCard({ screen, action, endpoint, onEdit }: EndpointCardProps) {
  const titleId = useId();
  const deliveries = useSelector(screen, (snapshot) => deliveriesOf(snapshot, endpoint._id));
  const busy = useSelector(action, (snapshot) => snapshot.hasTag("busy") || snapshot.hasTag("confirm"));
  const running = useSelector(action, (snapshot) => (snapshot.hasTag("busy") && snapshot.context.pending?.endpoint._id === endpoint._id ? snapshot.context.pending.kind : null));
  const act = (kind: EndpointActionKind) => action.send({ type: "endpoint.action", endpoint: { _id: endpoint._id, url: endpoint.url }, kind });
  const paused = endpoint.status === "paused";

  return (
    <li>
      <section aria-labelledby={titleId} className={card} data-testid="webhook-endpoint">
        <div>
          <h2 id={titleId} className={address}>
            {endpoint.url}
          </h2>
          {endpoint.description ? <p className={css({ fontSize: "sm", color: "fg.muted" })}>{endpoint.description}</p> : null}
        </div>
        <dl className={facts}>
          <dt>Status</dt>
          <dd>
            <Badge tone={paused ? "yellow" : "green"}>{paused ? "Paused" : "Active"}</Badge>{" "}
            {paused && endpoint.pausedReason ? <span data-testid="paused-reason">{endpoint.pausedReason}</span> : null}
          </dd>
          <dt>Events</dt>
          <dd>{endpointEventsText(endpoint.events)}</dd>
          <dt>Failures</dt>
          <dd>{failuresText(endpoint.consecutiveFailures)}</dd>
          <dt>Secret</dt>
          <dd className={css({ fontFamily: "mono" })}>{endpoint.secretHint}</dd>
        </dl>
        <div className={buttons}>
          <Button variant="outline" size="sm" disabled={busy} aria-busy={running === "test"} onClick={() => act("test")}>
            {running === "test" ? "Sending..." : "Send test event"}
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => act(paused ? "resume" : "pause")}>
            {paused ? (running === "resume" ? "Resuming..." : "Resume") : running === "pause" ? "Pausing..." : "Pause"}
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => act("rotate")}>
            Rotate secret
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={onEdit}>
            Edit
          </Button>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => act("delete")}>
            Delete
          </Button>
        </div>
        {deliveries === undefined ? null : <DeliveryLog deliveries={deliveries} onRefresh={() => screen.send({ type: "endpoint.refresh", endpointId: endpoint._id })} />}
      </section>
    </li>
  );
}
