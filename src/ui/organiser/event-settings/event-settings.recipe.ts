import { defineSlotRecipe } from "@pandacss/dev";
import { cardFrame } from "../../components/recipe-parts.ts";

/** The organiser's Event settings: sections of fields in cards, two columns on wide screens, Save at the foot. */
export const eventSettingsRecipe = defineSlotRecipe({
  className: "event-settings",
  description: "One form of sections; each section a card with its heading and a grid of fields.",
  slots: ["form", "section", "heading", "grid", "wide", "domains", "domain", "logo", "swatch", "footer", "error", "note"],
  base: {
    form: { display: "flex", flexDirection: "column", gap: "5" },
    section: { ...cardFrame, display: "flex", flexDirection: "column", gap: "4" },
    heading: { fontSize: "md", fontWeight: "semibold" },
    grid: { display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "1fr 1fr" }, alignItems: "start" },
    wide: { gridColumn: { md: "1 / -1" } },
    domains: { display: "flex", flexDirection: "column", gap: "2" },
    domain: { display: "flex", justifyContent: "space-between", alignItems: "center", gap: "3" },
    logo: { display: "flex", gap: "4", alignItems: "center", flexWrap: "wrap" },
    swatch: { display: "inline-block", w: "6", h: "6", borderRadius: "sm", borderWidth: "1px", borderColor: "border.default", verticalAlign: "middle" },
    footer: { display: "flex", gap: "3", justifyContent: "flex-end", alignItems: "center", flexWrap: "wrap" },
    error: { color: "danger.text", fontSize: "sm", flex: "1" },
    note: { color: "fg.muted", fontSize: "sm" },
  },
});
