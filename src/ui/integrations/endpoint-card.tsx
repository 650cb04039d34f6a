import { useSelector } from "@xstate/react";
import { useId } from "react";
import { card as cardRecipe, integrations } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { endpointActionMachine, EndpointActionKind } from "../../machines/integrations/endpoint-action.machine.ts";
import { deliveriesOf, type integrationsScreenMachine } from "../../machines/integrations/integrations-screen.machine.ts";
import { endpointEventsText, failuresText, type WebhookEndpoint } from "../../machines/integrations/webhook-endpoint.ts";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { DeliveryLog } from "./delivery-log.tsx";

export interface EndpointCardProps {
  readonly screen: ActorRefFrom<typeof integrationsScreenMachine>;
  readonly action: ActorRefFrom<typeof endpointActionMachine>;
  readonly endpoint: WebhookEndpoint;
  readonly onEdit: () => void;
}

const card = cardRecipe().root;
const classes = integrations();

/** One endpoint: its address, events, status and failures, its buttons, and its recent deliveries. */
export function EndpointCard({ screen, action, endpoint, onEdit }: EndpointCardProps) {
  const titleId = useId();
  const deliveries = useSelector(screen, (snapshot) => deliveriesOf(snapshot, endpoint._id));
  const busy = useSelector(action, (snapshot) => snapshot.hasTag("busy") || snapshot.hasTag("confirm"));
  const running = useSelector(action, (snapshot) => (snapshot.hasTag("busy") && snapshot.context.pending?.subject._id === endpoint._id ? snapshot.context.pending.kind : null));
  const act = (kind: EndpointActionKind) => action.send({ type: "action.request", subject: { _id: endpoint._id, url: endpoint.url }, kind });
  const paused = endpoint.status === "paused";

  return (
    <li>
      <section aria-labelledby={titleId} className={card} data-testid="webhook-endpoint">
        <div>
          <h2 id={titleId} className={classes.address}>
            {endpoint.url}
          </h2>
          {endpoint.description ? <p className={classes.description}>{endpoint.description}</p> : null}
        </div>
        <dl className={classes.facts}>
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
          <dd className={classes.secret}>{endpoint.secretHint}</dd>
        </dl>
        <div className={classes.buttons}>
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
