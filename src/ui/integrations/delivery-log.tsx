import { useSelector } from "@xstate/react";
import { useId } from "react";
import { css } from "styled-system/css";
import { canRefreshDeliveries, canResend } from "../../machines/integrations/endpoint-deliveries.machine.ts";
import type { EndpointDeliveriesRef } from "../../machines/integrations/integrations-screen.machine.ts";
import { INTEGRATIONS_TEXTS } from "../../machines/integrations/webhook-endpoint.ts";
import { Button } from "../components/button.tsx";
import { LoadError } from "../components/load-error.tsx";
import { DeliveryItem } from "./delivery-item.tsx";

const head = css({ display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" });
const items = css({ display: "flex", flexDirection: "column", borderTopWidth: "1px", borderColor: "border.default" });
const muted = css({ fontSize: "sm", color: "fg.muted" });

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
    <section aria-labelledby={titleId} aria-busy={busy} className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
      <div className={head}>
        <h3 id={titleId} className={css({ fontWeight: "semibold" })}>
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
        <p role="status" className={muted}>
          Loading deliveries...
        </p>
      ) : (
        <>
          {error === null ? null : (
            <p role="alert" className={css({ fontSize: "sm", color: "danger.text" })}>
              {error}
            </p>
          )}
          {list.length === 0 ? (
            <p className={muted}>{INTEGRATIONS_TEXTS.noDeliveries}</p>
          ) : (
            <ul className={items} aria-labelledby={titleId}>
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
