import { useState } from "react";
import type { ActorRefFrom } from "xstate";
import type { leadOwnerMachine, OwnerLead } from "../../machines/leads/lead-owner.machine.ts";
import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import type { Lead } from "../../machines/leads/lead-form.ts";

export type LeadOwnerActor = ActorRefFrom<typeof leadOwnerMachine>;

export interface LeadOwnerControls {
  /** Assign: opens the dialog on the lead. Stable. */
  readonly assign: (entry: IndexedLead<Lead>) => void;
  /** Take: the unowned lead becomes the signed-in member's. Stable. */
  readonly take: (entry: IndexedLead<Lead>) => void;
}

const ownerLead = (entry: IndexedLead<Lead>): OwnerLead => ({ _id: entry.lead._id, name: entry.person.fullName, ownerId: entry.ownerId });

/** Assign and Take over the screen's lead-owner child, as functions the rows keep. */
export function useLeadOwner(actor: LeadOwnerActor): LeadOwnerControls {
  const [controls] = useState(() => ({
    assign: (entry: IndexedLead<Lead>) => actor.send({ type: "owner.assign", lead: ownerLead(entry) }),
    take: (entry: IndexedLead<Lead>) => actor.send({ type: "owner.take", lead: ownerLead(entry) }),
  }));
  return controls;
}
