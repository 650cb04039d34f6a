import { defineSlotRecipe } from "@pandacss/dev";
import { focusOutline, focusRingOutline } from "./recipe-parts.ts";

/**
 * Ark UI toasts. Zag positions and stacks them through CSS variables (--x, --y, --scale,
 * --z-index, --height, --opacity) that the root must read.
 */
export const toastRecipe = defineSlotRecipe({
  className: "toast",
  description: "SPEC §4 toast variants: default, destructive, success.",
  slots: ["root", "title", "description", "closeTrigger"],
  base: {
    root: {
      position: "relative",
      display: "grid",
      gridTemplateColumns: "1fr auto",
      columnGap: "3",
      rowGap: "1",
      alignItems: "start",
      w: "min(356px, calc(100vw - 2rem))",
      p: "4",
      borderRadius: "lg",
      borderWidth: "1px",
      boxShadow: "lg",
      overflowWrap: "anywhere",
      height: "var(--height)",
      opacity: "var(--opacity)",
      scale: "var(--scale)",
      translate: "var(--x) var(--y) 0",
      zIndex: "var(--z-index)",
      willChange: "translate, opacity, scale",
      // `transform` is the swipe (toaster-view.tsx): it snaps back animated, and follows the pointer
      // without delay (the view turns the transition off while dragging).
      transitionProperty: "translate, scale, opacity, height, transform",
      // Horizontal touch drags reach the swipe instead of scrolling the page; vertical ones still scroll.
      touchAction: "pan-y",
      cursor: "grab",
      transitionDuration: "normal",
      transitionTimingFunction: "default",
      _focusVisible: focusOutline("2px"),
    },
    title: { gridColumn: "1", fontWeight: "semibold", fontSize: "sm" },
    description: { gridColumn: "1", fontSize: "sm" },
    closeTrigger: {
      gridColumn: "2",
      gridRow: "1 / span 2",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "7",
      h: "7",
      borderRadius: "sm",
      cursor: "pointer",
      color: "inherit",
      bg: "transparent",
      _hover: { bg: "bg.muted" },
      _focusVisible: focusRingOutline,
    },
  },
  variants: {
    variant: {
      default: { root: { bg: "bg.surface", color: "fg.default", borderColor: "border.default" } },
      destructive: {
        root: { bg: "danger.default", color: "danger.fg", borderColor: "danger.emphasized" },
        closeTrigger: { _hover: { bg: "danger.emphasized" } },
      },
      success: { root: { bg: "success.subtle", color: "success.text", borderColor: "success.border" } },
    },
  },
  defaultVariants: { variant: "default" },
});
