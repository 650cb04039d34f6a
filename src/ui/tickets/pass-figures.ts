import type { Pass } from "../../machines/tickets/tickets-address.ts";
import { countOf } from "../../format/count.ts";

/** What a pass card shows (SPEC §2 Tickets & Passes, §3 Pass, §9 "Progress bar cap 100%"). */

export type { Pass };

export const UNKNOWN_CATEGORY = "Unknown Category";

export const passCategoryName = (pass: Pass): string => pass.exhibitorCategory?.categoryName?.trim() || UNKNOWN_CATEGORY;

export const passStatus = (pass: Pass): "Active" | "Inactive" => (pass.exhibitorCategory?.isActive ? "Active" : "Inactive");

/**
 * SPEC §2's figure: numberOfPasses of the category's exhibitorPasses, in whole per cent, 0 to 100; 0
 * when the category has none. Shown as a figure ("Share of Category"), not as the bar: a bar under the
 * usage was read as usage.
 */
export const passShareOfCategory = (pass: Pass): number => {
  const of = pass.exhibitorCategory?.exhibitorPasses ?? 0;
  if (!(of > 0)) return 0;
  return Math.min(100, Math.round((pass.numberOfPasses / of) * 100));
};

/** How many of the allocation are taken (registrations not rejected), for the card's bar. */
export interface PassUsage {
  readonly used: number;
  /** The bar's end: the allocation, at least 1 so an empty allocation draws an empty bar. */
  readonly max: number;
  /** The bar's label: "Used 3 of 10". */
  readonly label: string;
  readonly remaining: string;
  /** What assistive technology reads as the bar's value: "3 of 10 passes used, 7 remaining". */
  readonly valueText: string;
}

export const passUsage = (pass: Pass): PassUsage => {
  const allocated = Math.max(0, pass.numberOfPasses);
  const used = Math.min(Math.max(0, pass.usedPasses), allocated);
  const remaining = Math.max(0, pass.remainingPasses);
  return {
    used,
    max: Math.max(1, allocated),
    label: `Used ${used} of ${allocated}`,
    remaining: `Remaining ${remaining}`,
    valueText: `${used} of ${countOf(allocated, "pass", "passes")} used, ${remaining} remaining`,
  };
};
