import { defineSlotRecipe } from "@pandacss/dev";
import { fullScreenCenter } from "../components/recipe-parts.ts";

/** The stored token could not be checked: what happened, Retry and Sign out, in the middle of the window. */
export const sessionFailedRecipe = defineSlotRecipe({
  className: "session-failed",
  description: "Centred on the canvas; the error in the danger colour.",
  slots: ["root", "title", "error", "actions"],
  base: {
    root: { ...fullScreenCenter, gap: "4", p: "6", textAlign: "center" },
    title: { fontSize: "xl", fontWeight: "bold", color: "fg.default" },
    error: { color: "danger.text" },
    actions: { display: "flex", gap: "3", flexWrap: "wrap", justifyContent: "center" },
  },
});
