import { defineSlotRecipe } from "@pandacss/dev";
import { column, controlLabel, typedControl } from "./recipe-parts.ts";

/** Ark UI PinInput: one box per character of a one-time code. */
export const pinInputRecipe = defineSlotRecipe({
  className: "pinInput",
  description: "Code boxes, large enough to tap on a phone.",
  slots: ["root", "label", "control", "input"],
  base: {
    root: { ...column("2"), alignItems: "center" },
    label: controlLabel,
    control: { display: "flex", gap: "3", justifyContent: "center" },
    input: {
      ...typedControl,
      w: "12",
      h: "14",
      textAlign: "center",
      fontSize: "2xl",
      fontWeight: "semibold",
      fontVariantNumeric: "tabular-nums",
    },
  },
});
