import { defineSlotRecipe } from "@pandacss/dev";

/** A group of checkboxes with its legend, required mark and message: the events an endpoint is sent. */
export const eventChoicesRecipe = defineSlotRecipe({
  className: "event-choices",
  description: "Labelled like a field; the boxes two to a row from sm up.",
  slots: ["root", "legend", "requiredIndicator", "choices", "choice", "box", "errorText"],
  base: {
    root: { display: "flex", flexDirection: "column", gap: "1.5", border: "none", p: "0", m: "0", minW: "0" },
    legend: { fontSize: "sm", fontWeight: "medium", color: "fg.default", mb: "1.5", p: "0" },
    requiredIndicator: { color: "danger.text", ml: "0.5" },
    choices: { display: "grid", gap: "1", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } },
    choice: { display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "fg.default", minH: "6" },
    box: { w: "4", h: "4", accentColor: "accent.default", flexShrink: "0" },
    errorText: { fontSize: "sm", color: "danger.text" },
  },
});
