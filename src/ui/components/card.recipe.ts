import { defineSlotRecipe } from "@pandacss/dev";
import { cardFrame, titleRow } from "./recipe-parts.ts";

/** A titled section of a screen: the surface, the title row with its actions, the description. */
export const cardRecipe = defineSlotRecipe({
  className: "card",
  description: "A bordered white surface whose parts stack; the title row wraps its actions under it on phones.",
  slots: ["root", "header", "title", "description"],
  base: {
    root: cardFrame,
    header: titleRow("3"),
    title: { fontSize: "lg", fontWeight: "semibold" },
    description: { fontSize: "sm", color: "fg.muted" },
  },
});
