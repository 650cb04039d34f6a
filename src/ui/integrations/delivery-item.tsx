import { css } from "styled-system/css";
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
import { focusRing } from "../components/portal-styles.ts";
import { formatAttemptTime } from "./attempt-time.ts";

const STATUS_TONES: Readonly<Record<DeliveryStatus, BadgeTone>> = { pending: "blue", retrying: "yellow", succeeded: "green", failed: "red" };

const item = css({
  display: "flex",
  flexDirection: { base: "column", sm: "row" },
  alignItems: { base: "stretch", sm: "flex-start" },
  gap: "2",
  py: "2",
  borderBottomWidth: "1px",
  borderColor: "border.default",
});
const summary = css(focusRing, {
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: "3",
  rowGap: "1",
  cursor: "pointer",
  fontSize: "sm",
  borderRadius: "sm",
});
// The flex summary loses the browser's triangle: this one says it opens, and turns when open.
const marker = css({ color: "fg.muted", display: "inline-block", transition: "transform 0.15s", "details[open] > summary > &": { transform: "rotate(90deg)" } });
const resend = css({ alignSelf: { base: "flex-start", sm: "auto" }, flexShrink: 0 });
const muted = css({ color: "fg.muted" });
const detail = css({ fontSize: "sm", pt: "2", pl: { base: "0", sm: "4" }, display: "flex", flexDirection: "column", gap: "1" });

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
    <li className={item} data-testid="webhook-delivery" data-status={delivery.status}>
      <details className={css({ flex: "1", minW: "0" })}>
        <summary className={summary}>
          <span aria-hidden="true" className={marker}>
            ▸
          </span>
          <span className={css({ fontWeight: "medium" })}>{event}</span>
          <Badge tone={STATUS_TONES[delivery.status]}>{DELIVERY_STATUS_LABELS[delivery.status]}</Badge>
          <span>
            <span className={muted}>Code </span>
            <span data-testid="delivery-code">{lastResponseCode(delivery)}</span>
          </span>
          <time dateTime={delivery.createdAt} className={muted}>
            {formatShortDateTime(delivery.createdAt)}
          </time>
          <span data-testid="delivery-attempts">{attemptsText(delivery.attempts.length)}</span>
        </summary>
        <div className={detail}>
          {delivery.attempts.length === 0 ? <p className={muted}>Not tried yet.</p> : null}
          <ol aria-label={`Attempts of ${event}`} className={css({ listStyle: "decimal", pl: "5", display: "flex", flexDirection: "column", gap: "0.5" })}>
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
          <p className={css({ color: "fg.muted", overflowWrap: "anywhere" })}>
            webhook-id <code data-testid="delivery-message-id">{delivery.messageId}</code>
          </p>
        </div>
      </details>
      <Button className={resend} variant="outline" size="sm" disabled={!mayResend} aria-busy={resending} onClick={onResend} aria-label={`Resend ${event} from ${formatShortDateTime(delivery.createdAt)}`}>
        {resending ? "Resending..." : "Resend"}
      </Button>
    </li>
  );
}
