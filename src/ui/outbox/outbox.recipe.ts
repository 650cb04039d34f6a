import { defineSlotRecipe } from "@pandacss/dev";
import { focusRingOutline, pillShape } from "../components/recipe-parts.ts";

/** The header's "N not synced" pill and the popover listing what waits to be sent or was refused. */
export const outboxRecipe = defineSlotRecipe({
  className: "outbox",
  description: "A warning-coloured pill; its panel lists each item with Retry and Discard for the refused ones.",
  slots: ["pill", "content", "title", "error", "list", "item", "itemLabel", "itemError", "itemActions", "itemWaiting", "sync"],
  base: {
    pill: {
      ...pillShape,
      bg: "warning.subtle",
      color: "warning.text",
      cursor: "pointer",
      _focusVisible: focusRingOutline,
    },
    content: { bg: "bg.surface", borderWidth: "1px", borderColor: "border.default", borderRadius: "md", boxShadow: "lg", p: "4", w: "80", zIndex: "60" },
    title: { fontWeight: "semibold", mb: "2" },
    error: { color: "danger.text", fontSize: "sm", mb: "2" },
    list: { display: "flex", flexDir: "column", gap: "2", maxH: "64", overflowY: "auto" },
    item: { fontSize: "sm", borderBottomWidth: "1px", borderColor: "border.default", pb: "2" },
    itemLabel: { fontWeight: "medium" },
    itemError: { color: "danger.text" },
    itemActions: { display: "flex", gap: "2", mt: "1" },
    itemWaiting: { color: "fg.muted" },
    sync: { mt: "3" },
  },
});
