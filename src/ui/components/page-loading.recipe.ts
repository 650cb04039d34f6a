import { defineRecipe } from "@pandacss/dev";

/** While a screen's code or first data loads inside the shell: a spinner and its words, centred. */
export const pageLoadingRecipe = defineRecipe({
  className: "page-loading",
  description: "Room above and below, so the shell does not jump when the screen arrives.",
  base: { display: "flex", alignItems: "center", justifyContent: "center", gap: "3", py: "16", color: "fg.muted" },
});
