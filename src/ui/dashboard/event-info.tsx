import { memo } from "react";
import { dashboard } from "styled-system/recipes";
import { useCurrentEvent } from "../screen/app-context.ts";
import { Card } from "../components/card.tsx";
import { formatEventDates } from "../../format/date-time.ts";

const classes = dashboard();

/**
 * The Event Info card from the event the portal is served for (the original showed fixed
 * placeholder text). The event has loaded before any signed-in screen shows.
 */
export const EventInfo = memo(function EventInfo() {
  const event = useCurrentEvent();
  return (
    <Card title="Event Info">
      {event === null ? (
        <p className={classes.detail}>Event details are not available.</p>
      ) : (
        <div className={classes.event} data-testid="event-info">
          <p className={classes.eventTitle}>{event.title}</p>
          {event.description ? <p className={classes.note}>{event.description}</p> : null}
          <dl className={classes.eventFacts}>
            <div>
              <dt className={classes.term}>Dates</dt>
              <dd className={classes.detail}>{formatEventDates(event.startDate, event.endDate, event.timezone)}</dd>
            </div>
            <div>
              <dt className={classes.term}>Venue</dt>
              <dd className={classes.detail}>{event.venue ?? "Venue to be announced"}</dd>
            </div>
            {event.timezone ? (
              <div>
                <dt className={classes.term}>Time zone</dt>
                <dd className={classes.detail}>{event.timezone}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      )}
    </Card>
  );
});
