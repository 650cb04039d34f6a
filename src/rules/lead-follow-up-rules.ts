import { LEAD_MAX_LENGTHS } from "./lead-rules.ts";

/**
 * Lead Management's six follow-up actions (SPEC §2 tab buttons) and "Done", written once for the
 * leads screen and the follow-up handler: the status each sets, whether it asks for a day (and
 * which day it offers), the tag it adds, whether it finishes the follow-up (clears the day, so the
 * lead leaves the due list and the reminders). "Today" is the event's day (src/rules/event-time.ts)
 * on both sides, so the browser never offers a day the server refuses, and the Due filter, the
 * dashboard card and the reminder e-mail agree.
 */

export const LEAD_FOLLOW_UP_KINDS = ["followUp", "scheduleCall", "sendInfo", "addToNurture", "newsletter", "futureFollowUp", "done"] as const;
export type LeadFollowUpKind = (typeof LEAD_FOLLOW_UP_KINDS)[number];

export interface LeadFollowUpDefinition {
  readonly label: string;
  /** The status the lead gets; absent: it keeps its own. */
  readonly status?: string;
  /** Days from today the date dialog offers; absent when the action takes no date. */
  readonly defaultDays?: number;
  /** The tag the lead gets (once). */
  readonly tag?: string;
  /** Finishes the follow-up: the day is cleared and webhooks hear `lead.follow_up_done`. */
  readonly finishes?: true;
}

export const LEAD_FOLLOW_UPS: Readonly<Record<LeadFollowUpKind, LeadFollowUpDefinition>> = {
  followUp: { label: "Follow Up", status: "follow-up", defaultDays: 1 },
  scheduleCall: { label: "Schedule Call", status: "call-scheduled", defaultDays: 1 },
  sendInfo: { label: "Send Info", status: "info-sent", finishes: true },
  addToNurture: { label: "Add to Nurture", status: "nurture", tag: "nurture", finishes: true },
  newsletter: { label: "Newsletter", status: "newsletter", tag: "newsletter", finishes: true },
  futureFollowUp: { label: "Future Follow-up", status: "future-follow-up", defaultDays: 30 },
  done: { label: "Done", finishes: true },
};

export const FOLLOW_UP_MESSAGES = {
  dateRequired: "Choose the day to follow up.",
  dateInvalid: "Enter the date as YYYY-MM-DD.",
  datePast: "The follow-up date cannot be in the past.",
  noEmail: "This lead has no e-mail address to send information to.",
  resourcesRequired: "Choose at least one resource to send.",
  resourceUnknown: "Choose resources of your company or of the event.",
  noDate: "This lead has no follow-up date yet: set one with Follow Up, Schedule Call or Future Follow-up.",
} as const;

/** Whether the action asks for a day. */
export const takesDate = (kind: LeadFollowUpKind): boolean => LEAD_FOLLOW_UPS[kind].defaultDays !== undefined;

/** The day `days` after `day` (both YYYY-MM-DD); calendar arithmetic, the same in every zone. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The one problem with a chosen follow-up day, or null: empty, not a date, or before today. */
export const followUpDateProblem = (day: string | null | undefined, today: string): string | null => {
  const value = (day ?? "").trim();
  if (value === "") return FOLLOW_UP_MESSAGES.dateRequired;
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)) || addDays(value, 0) !== value) return FOLLOW_UP_MESSAGES.dateInvalid;
  return value < today ? FOLLOW_UP_MESSAGES.datePast : null;
};

/** Due: a follow-up day today or earlier. */
export const isDue = (followUpDate: string | null | undefined, today: string): boolean =>
  followUpDate !== null && followUpDate !== undefined && followUpDate !== "" && followUpDate <= today;

/** The tags with `tag` added, unless it is there already (compared without case). */
export const withTag = (tags: ReadonlyArray<string>, tag: string): string[] =>
  tags.some((existing) => existing.trim().toLowerCase() === tag.toLowerCase()) ? [...tags] : [...tags, tag];

/** The note each action appends to the remarks. */
export const followUpNote = (kind: LeadFollowUpKind, detail: { readonly date?: string; readonly sent?: ReadonlyArray<string> }): string => {
  switch (kind) {
    case "followUp":
      return `Follow-up planned for ${detail.date}.`;
    case "scheduleCall":
      return `Call scheduled for ${detail.date}.`;
    case "futureFollowUp":
      return `Follow up later, on ${detail.date}.`;
    case "sendInfo":
      return `Information sent: ${(detail.sent ?? []).join(", ")}.`;
    case "addToNurture":
      return "Added to nurture.";
    case "newsletter":
      return "Added to the newsletter.";
    case "done":
      return "Follow-up done.";
  }
};

/**
 * The remarks after an action: the note on a line of its own under what was there. The contract
 * caps remarks at 5000 characters; past that the oldest text gives way, since the newest decision
 * is the one the next person needs.
 */
export const remarksWithNote = (remarks: string | null, note: string): string => {
  const before = remarks?.trim() ?? "";
  const joined = before === "" ? note : `${before}\n${note}`;
  return joined.length <= LEAD_MAX_LENGTHS.remarks ? joined : joined.slice(joined.length - LEAD_MAX_LENGTHS.remarks);
};

/** "follow-up-vikram-mehta.ics": the calendar file's name, as the server sends it and the browser saves it. */
export const calendarFileName = (fullName: string): string =>
  `follow-up-${fullName.normalize("NFKD").replace(/[^\w\s-]/g, "").trim().toLowerCase().replace(/[\s_]+/g, "-") || "lead"}.ics`;
