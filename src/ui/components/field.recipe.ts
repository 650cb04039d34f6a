import { defineSlotRecipe } from "@pandacss/dev";
import { column, controlBox, controlLabel, typedControl } from "./recipe-parts.ts";

/** What the three text controls share besides the control box: full width, same padding and text. */
const textControl = { w: "full", minW: "0", px: "3", fontSize: "sm" } as const;

/** A labelled form field (Ark UI `Field`): label, control, helper text and error text. */
export const fieldRecipe = defineSlotRecipe({
  className: "field",
  description: "Label above the control; the error text replaces nothing and is announced by Ark's wiring.",
  slots: ["root", "label", "requiredIndicator", "input", "select", "textarea", "helperText", "errorText", "message"],
  base: {
    root: { ...column("1.5"), minW: "0" },
    label: controlLabel,
    requiredIndicator: { color: "danger.text", ms: "0.5" },
    input: { ...textControl, ...typedControl, h: "10" },
    select: { ...textControl, ...controlBox, h: "10" },
    textarea: { ...textControl, ...controlBox, py: "2" },
    helperText: { fontSize: "xs", color: "fg.muted" },
    errorText: { fontSize: "xs", color: "danger.text", fontWeight: "medium" },
    // A message about a field drawn by a control that shows none itself (field-message.tsx).
    message: { fontSize: "sm", color: "danger.text" },
  },
});
