import type { components } from "../../api/schema.d.ts";

// The lead's contract types and the priorities and defaults every lead screen shows; the lead
// dialog's form and body are in lead-dialog-form.ts.

export type Lead = components["schemas"]["Lead"];
export type LeadCreate = components["schemas"]["LeadCreate"];
export type LeadPriority = Lead["priority"];

export const LEAD_PRIORITIES: ReadonlyArray<LeadPriority> = ["high", "medium", "low"];
/** The contract's defaults: a new lead is of medium priority and not yet handled. */
export const DEFAULT_LEAD_PRIORITY: LeadPriority = "medium";
export const DEFAULT_LEAD_STATUS = "new";
