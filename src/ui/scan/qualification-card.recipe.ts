import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** The last scan's card: who it is, what came of it, and its qualification (priority, rating, tags, answers). */
export const qualificationCardRecipe = defineSlotRecipe({
  className: "qualification-card",
  description: "Choices wrap as chips; the status line in the colour of its tone.",
  slots: ["form", "choices", "groupLabel", "chips", "details", "info", "error", "success"],
  base: {
    form: column("4"),
    choices: { display: "flex", flexWrap: "wrap", gap: "2" },
    groupLabel: { fontSize: "sm", fontWeight: "medium", mb: "1" },
    chips: { display: "flex", flexWrap: "wrap", gap: "2" },
    details: { ...column("1"), fontSize: "sm", mb: "4", overflowWrap: "anywhere" },
    info: { fontSize: "sm", color: "fg.muted" },
    error: { fontSize: "sm", color: "danger.text" },
    success: { fontSize: "sm", color: "success.text", fontWeight: "medium" },
  },
});
