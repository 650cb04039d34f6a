import { useSelector } from "@xstate/react";
import { activityLog } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { ACTIVITY_KINDS, type ActivityCategory } from "../../machines/activity/activity-entry.ts";
import type { activityScreenMachine } from "../../machines/activity/activity-screen.machine.ts";
import { SelectField } from "../components/select-field.tsx";

type ActivityScreenRef = ActorRefFrom<typeof activityScreenMachine>;

const EVERYONE = "";
const KIND_OPTIONS = [{ value: EVERYONE, label: "All kinds" }, ...ACTIVITY_KINDS];
const row = activityLog().filters;

/** The person and kind filters; the screen machine holds both and reads the log again on a change. */
export function ActivityFilters({ screen }: { readonly screen: ActivityScreenRef }) {
  const actor = useSelector(screen, (snapshot) => snapshot.context.actor);
  const category = useSelector(screen, (snapshot) => snapshot.context.category);
  const actors = useSelector(screen, (snapshot) => snapshot.context.actors);
  const personOptions = [{ value: EVERYONE, label: "Everyone" }, ...actors.map((person) => ({ value: person.userId, label: person.name }))];
  return (
    <div className={row}>
      <SelectField
        label="Person"
        options={personOptions}
        value={actor ?? EVERYONE}
        onChange={(event) => screen.send({ type: "filter.person", userId: event.target.value === EVERYONE ? null : event.target.value })}
      />
      <SelectField
        label="Kind"
        options={KIND_OPTIONS}
        value={category ?? EVERYONE}
        onChange={(event) =>
          screen.send({ type: "filter.kind", category: event.target.value === EVERYONE ? null : (event.target.value as ActivityCategory) })
        }
      />
    </div>
  );
}
