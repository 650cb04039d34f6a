import { defineSlotRecipe } from "@pandacss/dev";

/** A registration's badge: its code and the download, or why there is none. */
export const referralBadgeRecipe = defineSlotRecipe({
  className: "referral-badge",
  description: "The code in monospace beside Download Badge; why a badge cannot be had, small.",
  slots: ["wrap", "code", "reason"],
  base: {
    wrap: { display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap" },
    code: { fontFamily: "mono", fontSize: "sm", color: "fg.default" },
    reason: { fontSize: "xs", color: "fg.muted", maxW: "48" },
  },
});
