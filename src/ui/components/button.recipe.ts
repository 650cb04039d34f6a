import { defineRecipe } from "@pandacss/dev";

/** Buttons and button-looking links: one look for every action of the portal. */
export const buttonRecipe = defineRecipe({
  className: "button",
  description: "Actions: solid for the main one of a screen, outline and ghost for the rest.",
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "transparent",
    fontWeight: "semibold",
    lineHeight: "1.2",
    whiteSpace: "nowrap",
    cursor: "pointer",
    textDecoration: "none",
    transitionProperty: "background-color, border-color, color, box-shadow",
    transitionDuration: "fast",
    userSelect: "none",
    _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
    _disabled: { opacity: 0.55, cursor: "not-allowed" },
    "&[aria-disabled=true]": { opacity: 0.55, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      solid: {
        bg: "accent.default",
        color: "accent.fg",
        _hover: { bg: "accent.emphasized" },
      },
      outline: {
        bg: "bg.surface",
        color: "fg.default",
        borderColor: "border.strong",
        _hover: { bg: "bg.muted" },
      },
      ghost: {
        bg: "transparent",
        color: "fg.default",
        _hover: { bg: "bg.muted" },
      },
      destructive: {
        bg: "danger.default",
        color: "danger.fg",
        _hover: { bg: "danger.emphasized" },
      },
      link: {
        bg: "transparent",
        color: "accent.text",
        px: "0 !important",
        h: "auto !important",
        textDecoration: "underline",
        textUnderlineOffset: "2px",
        _hover: { color: "accent.emphasized" },
      },
    },
    size: {
      sm: { h: "8", px: "3", fontSize: "sm" },
      md: { h: "10", px: "4", fontSize: "sm" },
      lg: { h: "11", px: "5", fontSize: "md" },
    },
    fullWidth: {
      true: { w: "full" },
    },
  },
  defaultVariants: { variant: "solid", size: "md" },
});
