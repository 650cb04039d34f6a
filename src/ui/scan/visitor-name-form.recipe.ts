import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** A code with no name in it: what the badge said, and the visitor's name and contact to type. */
export const visitorNameFormRecipe = defineSlotRecipe({
  className: "visitor-name-form",
  description: "The text read from the badge in a small scrolling box, as it was read.",
  slots: ["root", "row", "readText", "note"],
  base: {
    root: column("3"),
    row: { display: "flex", flexWrap: "wrap", gap: "2" },
    readText: {
      fontSize: "sm",
      fontFamily: "mono",
      bg: "bg.muted",
      borderRadius: "md",
      p: "2",
      whiteSpace: "pre-wrap",
      overflowWrap: "anywhere",
      maxH: "32",
      overflowY: "auto",
    },
    note: { fontSize: "sm", color: "fg.muted" },
  },
});
