import { defineSlotRecipe } from "@pandacss/dev";
import { cardFrame, column, pairGrid, saveError, saveFooter } from "../components/recipe-parts.ts";

/** Company Profile: the form's card, its tabs' field grids, and the footer with Save and a failed save's message. */
export const companyProfileRecipe = defineSlotRecipe({
  className: "company-profile",
  description: "Fields two to a row from md up; a tab with errors carries a red dot.",
  slots: ["form", "footer", "saveError", "errorMark", "errorNote", "fields", "pair", "mediaGrid"],
  base: {
    form: { ...cardFrame, gap: "5" },
    footer: saveFooter,
    saveError,
    errorMark: { color: "danger.text", marginInlineStart: "1" },
    errorNote: { srOnly: true },
    fields: column("4"),
    pair: pairGrid("4"),
    mediaGrid: pairGrid("6"),
  },
});
