import { defineRecipe } from "@pandacss/dev";

/** Small status labels: interest, priority, designation, pass and referral status. */
export const badgeRecipe = defineRecipe({
  className: "badge",
  description: "Pill-shaped label; each tone keeps its text at 4.5:1 or more on its background.",
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1",
    borderRadius: "full",
    px: "2.5",
    py: "0.5",
    fontSize: "xs",
    fontWeight: "semibold",
    lineHeight: "1.4",
    whiteSpace: "nowrap",
    borderWidth: "1px",
    borderColor: "transparent",
  },
  variants: {
    tone: {
      red: { bg: "danger.subtle", color: "danger.text", borderColor: "danger.border" },
      yellow: { bg: "warning.subtle", color: "warning.text", borderColor: "warning.border" },
      green: { bg: "success.subtle", color: "success.text", borderColor: "success.border" },
      blue: { bg: "accent.subtle", color: "accent.text", borderColor: "accent.border" },
      grey: { bg: "bg.muted", color: "fg.muted", borderColor: "border.default" },
    },
  },
  defaultVariants: { tone: "grey" },
});
