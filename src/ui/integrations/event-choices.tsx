import { useId } from "react";
import { css } from "styled-system/css";
import { WEBHOOK_EVENTS, type WebhookEventType } from "../../machines/integrations/webhook-endpoint.ts";

const group = css({ display: "flex", flexDirection: "column", gap: "1.5", border: "none", p: "0", m: "0", minW: "0" });
const legend = css({ fontSize: "sm", fontWeight: "medium", color: "fg.default", mb: "1.5", p: "0" });
const choices = css({ display: "grid", gap: "1", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const choice = css({ display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "fg.default", minH: "6" });
const box = css({ w: "4", h: "4", accentColor: "accent.default", flexShrink: "0" });

/** The events to send, one box each; at least one must stay ticked (the machine says so on Save). */
export function EventChoices({
  chosen,
  error,
  disabled,
  onChange,
}: {
  readonly chosen: ReadonlyArray<WebhookEventType>;
  readonly error: string | undefined;
  readonly disabled: boolean;
  readonly onChange: (event: WebhookEventType, checked: boolean) => void;
}) {
  const errorId = useId();
  return (
    <fieldset className={group} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={legend}>
        Events to send
        <span aria-hidden="true" className={css({ color: "danger.text", ml: "0.5" })}>
          *
        </span>
      </legend>
      <div className={choices}>
        {WEBHOOK_EVENTS.map((event, index) => (
          <label key={event.value} className={choice}>
            <input
              type="checkbox"
              // The first box carries the field's name, so a refusal about the events moves focus there.
              name={index === 0 ? "events" : undefined}
              value={event.value}
              className={box}
              checked={chosen.includes(event.value)}
              disabled={disabled}
              onChange={(change) => onChange(event.value, change.target.checked)}
            />
            <span>{event.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={css({ fontSize: "sm", color: "danger.text" })}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
