import { defineSlotRecipe } from "@pandacss/dev";

/** Ark UI PinInput: one box per character of a one-time code. */
export const pinInputRecipe = defineSlotRecipe({
  className: "pinInput",
  description: "Code boxes, large enough to tap on a phone.",
  slots: ["root", "label", "control", "input"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "2", alignItems: "center" },
    label: { fontSize: "sm", fontWeight: "medium", color: "fg.default" },
    control: { display: "flex", gap: "3", justifyContent: "center" },
    input: {
      w: "12",
      h: "14",
      textAlign: "center",
      fontSize: "2xl",
      fontWeight: "semibold",
      fontVariantNumeric: "tabular-nums",
      borderRadius: "md",
      borderWidth: "1px",
      borderColor: "border.input",
      bg: "bg.surface",
      color: "fg.default",
      _placeholder: { color: "fg.muted" },
      _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "1px", borderColor: "accent.default" },
      _invalid: { borderColor: "danger.default" },
      _disabled: { opacity: 0.6, cursor: "not-allowed" },
    },
  },
});
