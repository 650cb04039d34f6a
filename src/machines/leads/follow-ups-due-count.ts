import type { SnapshotFrom } from "xstate";
import type { components } from "../../api/schema.d.ts";
import type { remoteDataMachine } from "../data/remote-data.machine.ts";

/**
 * The header's count of the signed-in member's follow-ups due (GET /leads/follow-ups-due answers
 * the caller's own leads due today, in the event's day, or earlier). It runs while someone is
 * signed in, as the app's child `followUpsDue`; a screen that changed leads (a Done, a hand-over)
 * tells the app `followUps.changed`, which has it read again.
 */

export type FollowUpsDueAnswer = components["schemas"]["LeadFollowUpDueResponse"]["data"];

/** How many of the member's leads are due; null until the read has answered. */
export const followUpsDueCountOf = (snapshot: Pick<SnapshotFrom<typeof remoteDataMachine>, "context"> | undefined): number | null => {
  const data = snapshot?.context.data as FollowUpsDueAnswer | null | undefined;
  return typeof data?.total === "number" ? data.total : null;
};

/** "3 follow-ups due": the count's words, for the header's link. */
export const dueCountLabel = (count: number): string => `${count.toLocaleString("en-US")} ${count === 1 ? "follow-up" : "follow-ups"} due`;
