import { defineSlotRecipe } from "@pandacss/dev";
import { alertText, column } from "../components/recipe-parts.ts";

/** A row of small controls that wraps. */
const controls = { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" } as const;

/**
 * What Lead Management does to leads besides editing them: the Bulk Actions toolbar, Send Info's
 * choice of resources, Assign's member, and the daily reminder's form.
 */
export const leadActionsRecipe = defineSlotRecipe({
  className: "lead-actions",
  description: "The bulk toolbar's groups wrap on phones; the selection count pushes its buttons to the end.",
  slots: ["bulkBar", "group", "count", "groupLabel", "resources", "resource", "category", "error", "reminderForm", "reminderNote", "switchRow"],
  base: {
    bulkBar: { ...column("3"), padding: "3", borderWidth: "1px", borderColor: "accent.border", bg: "accent.subtle", borderRadius: "md" },
    group: controls,
    count: { fontWeight: "semibold", fontSize: "sm", me: "auto" },
    groupLabel: { fontSize: "sm" },
    resources: { ...column("2"), py: "2" },
    resource: { display: "flex", gap: "2", alignItems: "center", fontSize: "sm" },
    category: { color: "fg.muted" },
    error: alertText,
    reminderForm: column("4"),
    reminderNote: { fontSize: "sm", color: "warning.text", bg: "warning.subtle", padding: "2", borderRadius: "md" },
    switchRow: { display: "flex", alignItems: "center", gap: "2", fontSize: "sm" },
  },
});
