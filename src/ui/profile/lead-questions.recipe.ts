import { defineSlotRecipe } from "@pandacss/dev";
import { column, pairGrid, titleRow } from "../components/recipe-parts.ts";

/** Lead questions: the editor's list of question cards beside the live preview (under it on phones). */
export const leadQuestionsRecipe = defineSlotRecipe({
  className: "lead-questions",
  description: "Editor and preview side by side from lg up; each question a bordered card.",
  slots: ["layout", "column", "list", "intro", "empty", "emptyTitle", "message", "preview", "previewHeading", "card", "cardHead", "cardTitle", "cardActions", "cardPair", "cardCheck"],
  base: {
    layout: { display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", lg: "3fr 2fr" }, alignItems: "start" },
    column: column("4"),
    list: column("3"),
    intro: { fontSize: "sm", color: "fg.muted" },
    empty: { textAlign: "center", py: "8", display: "flex", flexDirection: "column", alignItems: "center", gap: "3" },
    emptyTitle: { fontWeight: "semibold" },
    message: { fontSize: "sm", color: "danger.text" },
    preview: { ...column("4"), p: "4", borderRadius: "md", borderWidth: "1px", borderColor: "border.default" },
    previewHeading: { fontSize: "sm", fontWeight: "semibold", color: "fg.muted" },
    card: { ...column("3"), p: "4", borderWidth: "1px", borderColor: "border.default", borderRadius: "md" },
    cardHead: titleRow("2"),
    cardTitle: { fontWeight: "semibold", fontSize: "sm", color: "fg.muted" },
    cardActions: { display: "flex", gap: "1", flexWrap: "wrap" },
    cardPair: pairGrid("3"),
    cardCheck: { display: "flex", alignItems: "center", gap: "2", fontSize: "sm" },
  },
});
