import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** SPEC §2 "Not-found screen": the big 404, what happened, the way back and the quick links. */
export const notFoundPageRecipe = defineSlotRecipe({
  className: "not-found-page",
  description: "A centred column on the canvas; the quick links sit in a surface of their own, two to a row from sm up.",
  slots: ["root", "content", "code", "heading", "title", "text", "actions", "nav", "navTitle", "links", "help", "helpText"],
  base: {
    root: { minH: "100dvh", display: "flex", alignItems: "center", justifyContent: "center", px: "4", py: "10", bg: "bg.canvas" },
    content: { w: "full", maxW: "xl", display: "flex", flexDirection: "column", alignItems: "center", gap: "6", textAlign: "center" },
    code: { fontSize: { base: "6xl", sm: "8xl" }, fontWeight: "extrabold", color: "accent.text", lineHeight: "1" },
    heading: column("2"),
    title: { fontSize: { base: "2xl", sm: "3xl" }, fontWeight: "bold", color: "fg.default" },
    text: { color: "fg.muted" },
    actions: { display: "flex", flexWrap: "wrap", gap: "3", justifyContent: "center" },
    nav: {
      w: "full",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "xl",
      p: { base: "4", sm: "6" },
      display: "flex",
      flexDirection: "column",
      gap: "4",
    },
    navTitle: { fontSize: "md", fontWeight: "semibold", color: "fg.default" },
    links: { display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "2" },
    help: { borderTopWidth: "1px", borderColor: "border.default", pt: "4" },
    helpText: { fontSize: "sm", color: "fg.muted", mb: "3" },
  },
});
