import { useMemo } from "react";
import { actorName, type InspectedActor } from "./actor-store.ts";
import { contextJson } from "./context-json.ts";
import { currentStateIds, currentStatePaths } from "./current-states.ts";
import { StateChart } from "./state-chart.tsx";

const clockTime = (at: number): string => {
  const time = new Date(at);
  const two = (part: number) => String(part).padStart(2, "0");
  return `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}.${String(time.getMilliseconds()).padStart(3, "0")}`;
};

/** The selected actor: what it is, its chart with its current state, its context and its last events. */
export function ActorDetails({ actor }: { readonly actor: InspectedActor }) {
  const name = actorName(actor);
  const context = useMemo(() => contextJson(actor.context), [actor.context]);
  const { machine, value } = actor;
  return (
    <section className="details" aria-label={`Actor ${name}`}>
      <h3>{name}</h3>
      <dl>
        <dt>Actor</dt>
        <dd>
          {actor.id} ({actor.sessionId}){actor.systemId === undefined ? "" : `, system id ${actor.systemId}`}
        </dd>
        <dt>Parent</dt>
        <dd>{actor.parentSessionId ?? "none: a root actor"}</dd>
        <dt>Logic</dt>
        <dd>{machine === undefined ? "not a state machine" : `machine ${machine.id}`}</dd>
        <dt>Status</dt>
        <dd>{actor.status ?? "not started"}</dd>
        {value !== undefined && (
          <>
            <dt>State</dt>
            <dd className="state">{currentStatePaths(value).join(", ")}</dd>
          </>
        )}
      </dl>
      {machine !== undefined && value !== undefined && <StateChart machine={machine} current={currentStateIds(machine, value)} />}
      <h4>Context</h4>
      <pre className="context">{context}</pre>
      <h4>Last events</h4>
      <ol className="events" aria-label="Last events">
        {actor.events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={new Date(event.at).toISOString()}>{clockTime(event.at)}</time> <code>{event.type}</code>
            {event.from === undefined ? "" : ` from ${event.from}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
