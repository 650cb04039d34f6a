import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "./recipe-parts.ts";

/** A section's read: its first load, and what an empty list says. */
export const remoteContentRecipe = defineSlotRecipe({
  className: "remote-content",
  description: "The spinner with words while loading; a centred title and hint when there is nothing.",
  slots: ["loading", "label", "empty", "emptyTitle", "emptyHint"],
  base: {
    loading: { display: "flex", alignItems: "center", gap: "3", py: "6", color: "fg.muted", fontSize: "sm" },
    label: { srOnly: true },
    empty: { ...column("1"), py: "4", textAlign: "center" },
    emptyTitle: { fontWeight: "semibold" },
    emptyHint: { fontSize: "sm", color: "fg.muted" },
  },
});
