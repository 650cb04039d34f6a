import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";

// The four figure cards of Lead Management, over every loaded lead. Analytics' breakdowns are the
// server's (GET /leads/analytics, src/machines/leads/lead-analytics-view.ts).

/** The four cards over every loaded lead (not only those in view). */
export interface PriorityCounts {
  readonly total: number;
  readonly high: number;
  readonly medium: number;
  readonly low: number;
}

export const priorityCounts = (leads: ReadonlyArray<IndexedLead>): PriorityCounts => {
  let high = 0;
  let medium = 0;
  let low = 0;
  for (const entry of leads) {
    if (entry.priority === "high") high += 1;
    else if (entry.priority === "medium") medium += 1;
    else if (entry.priority === "low") low += 1;
  }
  return { total: leads.length, high, medium, low };
};
