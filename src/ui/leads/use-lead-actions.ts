import { useSelector } from "@xstate/react";
import { useMemo, useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { LeadActionKind, leadActionMachine } from "../../machines/leads/lead-action.machine.ts";
import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import type { Lead } from "../../machines/leads/lead-form.ts";

export type LeadActionActor = ActorRefFrom<typeof leadActionMachine>;

export interface LeadActions {
  /** Runs a tab button (Follow Up, Schedule Call, ...) for a lead. Stable. */
  readonly run: (entry: IndexedLead<Lead>, action: LeadActionKind) => void;
  /** An action is running: the buttons wait. */
  readonly busy: boolean;
}

/** The per-tab status buttons over the screen's lead-action child (its screen reloads the list afterwards). */
export function useLeadActions(actor: LeadActionActor): LeadActions {
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const [run] = useState(
    () => (entry: IndexedLead<Lead>, action: LeadActionKind) =>
      actor.send({
        type: "action.run",
        action,
        lead: { _id: entry.lead._id, name: entry.person.fullName, email: entry.person.emailId },
      }),
  );
  // The same object until `busy` changes, so the list card is not drawn again for nothing.
  return useMemo(() => ({ run, busy }), [run, busy]);
}
