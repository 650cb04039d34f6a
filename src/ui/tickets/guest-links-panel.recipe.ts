import { defineSlotRecipe } from "@pandacss/dev";

/** A pass's public registration links: create one, copy it, see and revoke the others. */
export const guestLinksPanelRecipe = defineSlotRecipe({
  className: "guest-links-panel",
  description: "The new link in a copy field, then a row per link with its use count and Revoke.",
  slots: ["panel", "heading", "control", "actions", "row", "alert", "clipboard"],
  base: {
    panel: { display: "flex", flexDirection: "column", gap: "2" },
    heading: { fontWeight: "semibold", fontSize: "sm", color: "fg.default" },
    control: { display: "flex", gap: "2", flexDirection: { base: "column", sm: "row" } },
    actions: { display: "flex", flexWrap: "wrap", gap: "2" },
    row: { display: "flex", justifyContent: "space-between", alignItems: "center", gap: "2", fontSize: "xs" },
    alert: { color: "danger.text", fontSize: "sm" },
    clipboard: { display: "flex", flexDirection: "column", gap: "1.5" },
  },
});
