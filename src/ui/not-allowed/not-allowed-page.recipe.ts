import { defineSlotRecipe } from "@pandacss/dev";
import { emptyPanel } from "../components/recipe-parts.ts";

/** A screen the role may not open, inside the shell: what happened and the way to the role's home. */
export const notAllowedPageRecipe = defineSlotRecipe({
  className: "not-allowed-page",
  description: "Centred words in a dashed box, the message in the body colour and the advice smaller.",
  slots: ["root", "message", "advice"],
  base: {
    root: { ...emptyPanel, color: "fg.muted", gap: "4" },
    message: { fontSize: "md", color: "fg.default" },
    advice: { fontSize: "sm" },
  },
});
