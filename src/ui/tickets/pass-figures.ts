import type { Pass } from "../../machines/tickets/tickets-address.ts";

/** What a pass card shows (SPEC §2 Tickets & Passes, §3 Pass, §9 "Progress bar cap 100%"). */

export type { Pass };

export const UNKNOWN_CATEGORY = "Unknown Category";

export const passCategoryName = (pass: Pass): string => pass.exhibitorCategory?.categoryName?.trim() || UNKNOWN_CATEGORY;

export const passStatus = (pass: Pass): "Active" | "Inactive" => (pass.exhibitorCategory?.isActive ? "Active" : "Inactive");

/** numberOfPasses of the category's exhibitorPasses, in whole per cent, 0 to 100; 0 when the category has none. */
export const passProgress = (pass: Pass): number => {
  const of = pass.exhibitorCategory?.exhibitorPasses ?? 0;
  if (!(of > 0)) return 0;
  return Math.min(100, Math.round((pass.numberOfPasses / of) * 100));
};

/** How many of the allocation are taken (registrations not rejected) and left. */
export const passUsageText = (pass: Pass): string => `Used ${pass.usedPasses} · Remaining ${pass.remainingPasses}`;
