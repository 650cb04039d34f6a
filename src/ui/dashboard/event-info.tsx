import { memo } from "react";
import { css } from "styled-system/css";
import { useCurrentEvent } from "../app/app-context.ts";
import { Card } from "../components/card.tsx";
import { formatEventDates } from "../../format/date-time.ts";

const term = css({ fontSize: "xs", fontWeight: "semibold", color: "fg.muted", textTransform: "uppercase", letterSpacing: "wide" });
const detail = css({ fontSize: "sm", overflowWrap: "anywhere" });

/**
 * The Event Info card from the event the portal is served for (the original showed fixed
 * placeholder text). The event has loaded before any signed-in screen shows.
 */
export const EventInfo = memo(function EventInfo() {
  const event = useCurrentEvent();
  return (
    <Card title="Event Info">
      {event === null ? (
        <p className={detail}>Event details are not available.</p>
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "3" })} data-testid="event-info">
          <p className={css({ fontWeight: "semibold" })}>{event.title}</p>
          {event.description ? <p className={css({ fontSize: "sm", color: "fg.muted" })}>{event.description}</p> : null}
          <dl className={css({ display: "grid", gap: "3" })}>
            <div>
              <dt className={term}>Dates</dt>
              <dd className={detail}>{formatEventDates(event.startDate, event.endDate, event.timezone)}</dd>
            </div>
            <div>
              <dt className={term}>Venue</dt>
              <dd className={detail}>{event.venue ?? "Venue to be announced"}</dd>
            </div>
            {event.timezone ? (
              <div>
                <dt className={term}>Time zone</dt>
                <dd className={detail}>{event.timezone}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      )}
    </Card>
  );
});
