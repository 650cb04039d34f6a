import { useSelector } from "@xstate/react";
import { useMemo, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { leadBulkMachine } from "../../machines/leads/lead-bulk.machine.ts";

export type LeadBulkActor = ActorRefFrom<typeof leadBulkMachine>;

export interface LeadBulk {
  readonly actor: LeadBulkActor;
  /** Bulk Actions is on: rows have checkboxes. */
  readonly active: boolean;
  readonly selected: ReadonlySet<string>;
  /** Stable: toggles one lead's checkbox. */
  readonly toggle: (id: string) => void;
  /** Stable: the footer's Bulk Actions button. */
  readonly switchMode: () => void;
}

/** Selection and bulk changes over the screen's lead-bulk child (its screen reloads the list after a change). */
export function useLeadBulk(actor: LeadBulkActor): LeadBulk {
  const active = useSelector(actor, (snapshot) => snapshot.hasTag("selecting"));
  const ids = useSelector(actor, (snapshot) => snapshot.context.selected);
  // A set, so each of thousands of rows asks in constant time whether it is selected.
  const selected = useMemo(() => new Set(ids), [ids]);
  const [controls] = useState(() => ({
    toggle: (id: string) => actor.send({ type: "selection.toggle", id }),
    switchMode: () => actor.send({ type: actor.getSnapshot().hasTag("selecting") ? "bulk.end" : "bulk.start" }),
  }));
  // The same object until the mode or the selection changes, so the list card is not drawn again for nothing.
  return useMemo(() => ({ actor, active, selected, ...controls }), [actor, active, selected, controls]);
}
