import { defineSlotRecipe } from "@pandacss/dev";
import { formPanel } from "../components/recipe-parts.ts";

/** A pass's public registration page: the event, the form on its own panel, then the guest's ticket. */
export const guestRegistrationPageRecipe = defineSlotRecipe({
  className: "guest-registration-page",
  description: "One panel centred at the top of the canvas, no wider than xl.",
  slots: ["root", "panel", "title", "note", "alert"],
  base: {
    root: { minHeight: "100dvh", display: "flex", justifyContent: "center", alignItems: "flex-start", padding: "6", bg: "bg.canvas" },
    panel: { ...formPanel, maxWidth: "xl", width: "full" },
    title: { fontSize: "2xl", fontWeight: "semibold", color: "fg.default" },
    note: { color: "fg.muted", fontSize: "sm" },
    alert: { color: "danger.text", fontSize: "sm" },
  },
});
