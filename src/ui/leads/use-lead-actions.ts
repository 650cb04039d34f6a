import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useInspect } from "../../inspect-context.ts";
import { leadActionImplementations } from "../../machines/leads/lead-action.actors.ts";
import { leadActionMachine, type LeadActionKind } from "../../machines/leads/lead-action.machine.ts";
import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import { useApiRunner } from "../app/app-context.ts";
import { notify } from "../toaster.ts";
import type { Lead } from "../../machines/leads/leads-csv.ts";

export interface LeadActions {
  /** Runs a tab button (Follow Up, Schedule Call, ...) for a lead. Stable. */
  readonly run: (entry: IndexedLead<Lead>, action: LeadActionKind) => void;
  /** An action is running: the buttons wait. */
  readonly busy: boolean;
}

/** The per-tab status buttons over the lead-action machine; `refresh` reloads the list afterwards (stable). */
export function useLeadActions(refresh: () => void): LeadActions {
  const runApi = useApiRunner();
  const [logic] = useState(() => leadActionMachine.provide(leadActionImplementations({ runApi, notify, refreshList: refresh })));
  const actor = useActorRef(logic, { inspect: useInspect() });
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const [run] = useState(
    () => (entry: IndexedLead<Lead>, action: LeadActionKind) =>
      actor.send({
        type: "action.run",
        action,
        lead: { _id: entry.lead._id, name: entry.person.fullName, remarks: entry.lead.remarks },
      }),
  );
  return { run, busy };
}
