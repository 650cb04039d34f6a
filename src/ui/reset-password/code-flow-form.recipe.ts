import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** A code sent to a number, then the code (and a new password): its two forms, the error and the buttons. */
export const codeFlowFormRecipe = defineSlotRecipe({
  className: "code-flow-form",
  description: "The country code beside the number; the buttons in a row that wraps.",
  slots: ["form", "mobileRow", "error", "actions"],
  base: {
    form: column("3"),
    mobileRow: { display: "grid", gridTemplateColumns: "7.5rem minmax(0, 1fr)", gap: "3" },
    error: { fontSize: "sm", color: "danger.text" },
    actions: { display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" },
  },
});
