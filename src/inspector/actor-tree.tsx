import { actorName, type InspectedActor, type TreeRow } from "./actor-store.ts";
import { currentStatePaths } from "./current-states.ts";

/** What a line of the tree says after the name: the machine (when it is not the name) and where it is. */
const actorSummary = (actor: InspectedActor): string => {
  const name = actorName(actor);
  const machine = actor.machine !== undefined && actor.machine.id !== name ? actor.machine.id : undefined;
  const where = actor.value !== undefined ? currentStatePaths(actor.value).join(", ") : undefined;
  const status = actor.status === "active" ? undefined : (actor.status ?? "not started");
  return [machine, where, status].filter((part) => part !== undefined).join(" · ");
};

interface ActorTreeProps {
  readonly rows: ReadonlyArray<TreeRow>;
  readonly selectedKey: string | undefined;
  readonly onSelect: (key: string) => void;
}

/** Every running actor, indented below its parent; the selected one is shown below the tree. */
export function ActorTree({ rows, selectedKey, onSelect }: ActorTreeProps) {
  return (
    <nav aria-label="Actor tree" className="tree">
      <ul>
        {rows.map(({ actor, depth }) => (
          <li key={actor.key} style={{ paddingInlineStart: `${depth * 14}px` }} data-depth={depth}>
            <button type="button" aria-current={actor.key === selectedKey ? "true" : undefined} data-status={actor.status} onClick={() => onSelect(actor.key)}>
              <span className="name">{actorName(actor)}</span> <span className="summary">{actorSummary(actor)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
