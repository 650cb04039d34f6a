import { defineRecipe } from "@pandacss/dev";
import { fullScreenCenter } from "./recipe-parts.ts";

/** SPEC §4: the whole window's "Loading..." while the session (or a screen's data) is not known yet. */
export const fullScreenLoadingRecipe = defineRecipe({
  className: "full-screen-loading",
  description: "A spinner and its words in the middle of the window, on the canvas colour.",
  base: {
    ...fullScreenCenter,
    gap: "3",
    color: "fg.muted",
    fontSize: "sm",
  },
});
