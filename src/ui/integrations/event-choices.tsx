import { useId } from "react";
import { eventChoices } from "styled-system/recipes";
import { WEBHOOK_EVENTS, type WebhookEventType } from "../../machines/integrations/webhook-endpoint.ts";

const classes = eventChoices();

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
    <fieldset className={classes.root} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={classes.legend}>
        Events to send
        <span aria-hidden="true" className={classes.requiredIndicator}>
          *
        </span>
      </legend>
      <div className={classes.choices}>
        {WEBHOOK_EVENTS.map((event, index) => (
          <label key={event.value} className={classes.choice}>
            <input
              type="checkbox"
              // The first box carries the field's name, so a refusal about the events moves focus there.
              name={index === 0 ? "events" : undefined}
              value={event.value}
              className={classes.box}
              checked={chosen.includes(event.value)}
              disabled={disabled}
              onChange={(change) => onChange(event.value, change.target.checked)}
            />
            <span>{event.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={classes.errorText}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
