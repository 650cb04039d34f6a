import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** Scan Badges: the camera beside the last scan's card from lg up, the notices under the camera, the typed code. */
export const scanScreenRecipe = defineSlotRecipe({
  className: "scan-screen",
  description: "Two columns from lg up, one on phones; notices are small text, refusals in the danger colour.",
  slots: ["layout", "stack", "note", "alert", "typedCode", "typedSubmit"],
  base: {
    layout: { display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) minmax(0, 1fr)" }, alignItems: "start" },
    stack: column("4"),
    note: { fontSize: "sm", color: "fg.muted" },
    alert: { fontSize: "sm", color: "danger.text", fontWeight: "medium" },
    typedCode: { display: "flex", alignItems: "flex-start", gap: "2", "& > :first-child": { flex: "1" } },
    // Level with the field's input, under its label.
    typedSubmit: { mt: "6" },
  },
});
