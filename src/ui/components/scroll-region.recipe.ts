import { defineRecipe } from "@pandacss/dev";
import { focusOutline } from "./recipe-parts.ts";

/** SPEC §9: a list that scrolls inside 400px. */
export const scrollRegionRecipe = defineRecipe({
  className: "scroll-region",
  description: "Focusable, with the focus outline, so a keyboard can scroll it too.",
  base: { _focusVisible: focusOutline("2px"), maxH: "400px", overflowY: "auto", borderRadius: "md" },
});
