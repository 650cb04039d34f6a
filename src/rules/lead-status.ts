import { LEAD_FOLLOW_UPS } from "./lead-follow-up-rules.ts";

/**
 * A lead's status is stored as a slug ("call-scheduled"), which is what the API, the files and the
 * webhooks carry; people read its label ("Call scheduled"). One table for the browser (rows,
 * Analytics, the dialog's choices, toasts) and the server (the calendar file's text), so a status
 * reads the same wherever it shows.
 */

/** The statuses the portal knows: SPEC §3's lead schema and lead page examples, and those the follow-up actions set. */
export const LEAD_STATUS_LABELS: Readonly<Record<string, string>> = {
  new: "New",
  contacted: "Contacted",
  "follow-up": "Follow-up",
  "call-scheduled": "Call scheduled",
  "info-sent": "Info sent",
  qualified: "Qualified",
  nurture: "Nurture",
  newsletter: "Newsletter",
  "future-follow-up": "Future follow-up",
  converted: "Converted",
  lost: "Lost",
};

/** The statuses the Add/Edit Lead dialog offers, in the order a lead moves through them. */
export const CHOOSABLE_LEAD_STATUSES = ["new", "contacted", "follow-up", "qualified", "nurture", "converted", "lost"] as const;

/**
 * The label of a status. The contract allows any text (an import or another tool may bring its
 * own): an unknown one is shown as written, with dashes and underscores read as spaces and the
 * first letter upper case.
 */
export const leadStatusLabel = (status: string): string => {
  const key = status.trim().toLowerCase();
  const known = LEAD_STATUS_LABELS[key];
  if (known !== undefined) return known;
  const words = status.trim().replace(/[-_]+/g, " ").replace(/\s+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The statuses the follow-up actions set: each has a label above (lead-status.test.ts holds it). */
export const FOLLOW_UP_STATUSES: ReadonlyArray<string> = Object.values(LEAD_FOLLOW_UPS).flatMap((action) => (action.status === undefined ? [] : [action.status]));
