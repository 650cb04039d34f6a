import { defineRecipe } from "@pandacss/dev";
import { splitRow, surface } from "./recipe-parts.ts";

/** A failed read: the message and Retry in a red box. */
export const loadErrorRecipe = defineRecipe({
  className: "load-error",
  description: "Text on the left, Retry on the right; stacked on phones.",
  base: {
    ...splitRow,
    ...surface,
    alignItems: { base: "flex-start", sm: "center" },
    gap: "3",
    bg: "danger.subtle",
    color: "danger.text",
    borderColor: "danger.border",
    padding: "4",
    fontSize: "sm",
  },
});
