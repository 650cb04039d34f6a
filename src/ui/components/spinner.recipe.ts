import { defineRecipe } from "@pandacss/dev";

/** A spinning ring for anything that waits; the text beside it is what screen readers get. */
export const spinnerRecipe = defineRecipe({
  className: "spinner",
  description: "Busy indicator.",
  base: {
    display: "inline-block",
    flexShrink: 0,
    borderRadius: "full",
    borderStyle: "solid",
    borderColor: "border.default",
    borderTopColor: "accent.default",
    animation: "spin",
    animationDuration: "0.8s",
    "@media (prefers-reduced-motion: reduce)": { animationDuration: "2.4s" },
  },
  variants: {
    size: {
      sm: { w: "4", h: "4", borderWidth: "2px" },
      md: { w: "6", h: "6", borderWidth: "3px" },
      lg: { w: "10", h: "10", borderWidth: "4px" },
    },
  },
  defaultVariants: { size: "md" },
});
