import { confirmedActionMachine, type ActionOutput } from "../data/confirmed-action-machine.ts";
import type { IndexedLead } from "./leads-list-view.ts";
import type { Lead } from "./lead-form.ts";

/**
 * A lead the server marked as a possible duplicate (a capture that shared only its phone with an
 * older lead of the company: a colleague on one switchboard, or the same person with a new
 * address): "Merge" asks first, since the merged lead is deleted, then moves it into the older
 * lead; "Not the same person" clears the mark at once. The server's sentence is the toast; a merge
 * tells the screen the lead is gone (its dialog closes), a dismissal that leads changed.
 */

export type DuplicateDecision = "merge" | "dismiss";

/** The marked lead and the lead it may repeat, by name. */
export interface PossibleDuplicate {
  readonly _id: string;
  readonly name: string;
  readonly of: { readonly _id: string; readonly name: string };
}

export const DUPLICATE_WORDS = {
  line: (name: string) => `Possible duplicate of ${name}`,
  merge: "Merge",
  merging: "Merging...",
  dismiss: "Not the same person",
  title: "Merge Leads",
} as const;

/** The confirmation's question. */
export const mergeQuestion = ({ name, of }: PossibleDuplicate): string =>
  `Merge ${name} into ${of.name}? ${of.name} keeps their details and gains what this lead adds (notes, scans, photos, tags); ${name} is then deleted.`;

export const leadDuplicateMachine = confirmedActionMachine<PossibleDuplicate, DuplicateDecision, ActionOutput>({
  id: "leadDuplicate",
  confirmingDescription: "A merge deletes the marked lead and cannot be undone: the person confirms.",
  asksFirst: (kind) => kind === "merge",
  done: ({ subject, kind }) => (kind === "merge" ? `Merged ${subject.name} into ${subject.of.name}.` : `${subject.name} is kept as a lead of their own.`),
  failed: { merge: "Failed to merge the leads. Please try again.", dismiss: "Failed to update lead. Please try again." },
});

/**
 * The lead `leadId` as a possible duplicate, from the leads read now: null when it is not marked,
 * or when the lead it may repeat is not among them (the viewer may not see it, or it is gone).
 */
export function possibleDuplicateIn(index: ReadonlyArray<IndexedLead<Lead>> | null, leadId: string | null): PossibleDuplicate | null {
  if (index === null || leadId === null) return null;
  const entry = index.find((candidate) => candidate.lead._id === leadId);
  const targetId = entry?.lead.possibleDuplicateOf ?? null;
  if (entry === undefined || targetId === null) return null;
  const target = index.find((candidate) => candidate.lead._id === targetId);
  return target === undefined ? null : { _id: leadId, name: entry.person.fullName, of: { _id: targetId, name: target.person.fullName } };
}
