import { integrations } from "styled-system/recipes";
import { formatShortDateTime } from "../../format/date-time.ts";
import {
  attemptOutcome,
  attemptsText,
  DELIVERY_STATUS_LABELS,
  deliveryEventLabel,
  lastResponseCode,
  type DeliveryStatus,
  type WebhookDelivery,
} from "../../machines/integrations/webhook-endpoint.ts";
import { Badge, type BadgeTone } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { formatAttemptTime } from "./attempt-time.ts";

const STATUS_TONES: Readonly<Record<DeliveryStatus, BadgeTone>> = { pending: "blue", retrying: "yellow", succeeded: "green", failed: "red" };

const classes = integrations();

/**
 * One delivery: its event, status, latest answer code, time and attempts; opened, every attempt (code
 * or error, time, how long it took), the next attempt's time and its webhook-id. Resend beside it.
 */
export function DeliveryItem({
  delivery,
  mayResend,
  resending,
  onResend,
}: {
  readonly delivery: WebhookDelivery;
  readonly mayResend: boolean;
  readonly resending: boolean;
  readonly onResend: () => void;
}) {
  const event = deliveryEventLabel(delivery.eventType);
  return (
    <li className={classes.delivery} data-testid="webhook-delivery" data-status={delivery.status}>
      <details className={classes.deliveryDetails}>
        <summary className={classes.deliverySummary}>
          <span aria-hidden="true" className={classes.deliveryMarker}>
            ▸
          </span>
          <span className={classes.deliveryEvent}>{event}</span>
          <Badge tone={STATUS_TONES[delivery.status]}>{DELIVERY_STATUS_LABELS[delivery.status]}</Badge>
          <span>
            <span className={classes.deliveryNote}>Code </span>
            <span data-testid="delivery-code">{lastResponseCode(delivery)}</span>
          </span>
          <time dateTime={delivery.createdAt} className={classes.deliveryNote}>
            {formatShortDateTime(delivery.createdAt)}
          </time>
          <span data-testid="delivery-attempts">{attemptsText(delivery.attempts.length)}</span>
        </summary>
        <div className={classes.deliveryDetail}>
          {delivery.attempts.length === 0 ? <p className={classes.deliveryNote}>Not tried yet.</p> : null}
          <ol aria-label={`Attempts of ${event}`} className={classes.deliveryAttempts}>
            {delivery.attempts.map((attempt, index) => (
              <li key={`${attempt.at}-${index}`} data-testid="delivery-attempt">
                <time dateTime={attempt.at}>{formatAttemptTime(attempt.at)}</time>: {attemptOutcome(attempt)}, {attempt.durationMs.toLocaleString("en-US")} ms
              </li>
            ))}
          </ol>
          {delivery.nextAttemptAt === null ? null : (
            <p>
              Next attempt: <time dateTime={delivery.nextAttemptAt}>{formatAttemptTime(delivery.nextAttemptAt)}</time>
            </p>
          )}
          <p className={classes.deliveryId}>
            webhook-id <code data-testid="delivery-message-id">{delivery.messageId}</code>
          </p>
        </div>
      </details>
      <Button className={classes.deliveryResend} variant="outline" size="sm" disabled={!mayResend} aria-busy={resending} onClick={onResend} aria-label={`Resend ${event} from ${formatShortDateTime(delivery.createdAt)}`}>
        {resending ? "Resending..." : "Resend"}
      </Button>
    </li>
  );
}
