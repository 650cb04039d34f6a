import { useSelector } from "@xstate/react";
import { useId } from "react";
import { integrations } from "styled-system/recipes";
import { canRefreshDeliveries, canResend } from "../../machines/integrations/endpoint-deliveries.machine.ts";
import type { EndpointDeliveriesRef } from "../../machines/integrations/integrations-screen.machine.ts";
import { INTEGRATIONS_TEXTS } from "../../machines/integrations/webhook-endpoint.ts";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { DeliveryItem } from "./delivery-item.tsx";

const classes = integrations();

/** An endpoint's recent deliveries, newest first, each with its attempts and Resend; Refresh reads them again. */
export function DeliveryLog({ deliveries, onRefresh }: { readonly deliveries: EndpointDeliveriesRef; readonly onRefresh: () => void }) {
  const titleId = useId();
  const list = useSelector(deliveries, (snapshot) => snapshot.context.deliveries);
  const error = useSelector(deliveries, (snapshot) => snapshot.context.error);
  const firstFailed = useSelector(deliveries, (snapshot) => snapshot.matches("failed"));
  const busy = useSelector(deliveries, (snapshot) => snapshot.hasTag("busy"));
  const mayRefresh = useSelector(deliveries, canRefreshDeliveries);
  const mayResend = useSelector(deliveries, canResend);
  const resending = useSelector(deliveries, (snapshot) => snapshot.context.resending);

  return (
    <section aria-labelledby={titleId} aria-busy={busy} className={classes.log}>
      <div className={classes.logHead}>
        <h3 id={titleId} className={classes.logTitle}>
          Recent deliveries
        </h3>
        {firstFailed ? null : (
          <Button variant="ghost" size="sm" onClick={onRefresh} disabled={!mayRefresh} aria-busy={busy}>
            {busy && !mayRefresh ? "Refreshing..." : "Refresh"}
          </Button>
        )}
      </div>
      {firstFailed && error !== null ? (
        <LoadError message={error} onRetry={onRefresh} />
      ) : list === null ? (
        <p role="status" className={classes.muted}>
          Loading deliveries...
        </p>
      ) : (
        <>
          {error === null ? null : (
            <p role="alert" className={classes.error}>
              {error}
            </p>
          )}
          {list.length === 0 ? (
            <p className={classes.muted}>{INTEGRATIONS_TEXTS.noDeliveries}</p>
          ) : (
            <ul className={classes.logItems} aria-labelledby={titleId}>
              {list.map((delivery) => (
                <DeliveryItem
                  key={delivery._id}
                  delivery={delivery}
                  mayResend={mayResend}
                  resending={resending === delivery._id}
                  onResend={() => deliveries.send({ type: "delivery.resend", deliveryId: delivery._id })}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
