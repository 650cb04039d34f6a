import { defineSlotRecipe } from "@pandacss/dev";
import { cardFrame } from "./recipe-parts.ts";

/** A titled section of a screen: the surface, the title row with its actions, the description. */
export const cardRecipe = defineSlotRecipe({
  className: "card",
  description: "A bordered white surface whose parts stack; the title row wraps its actions under it on phones.",
  slots: ["root", "header", "title", "description"],
  base: {
    root: cardFrame,
    header: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "3", flexWrap: "wrap" },
    title: { fontSize: "lg", fontWeight: "semibold" },
    description: { fontSize: "sm", color: "fg.muted" },
  },
});
