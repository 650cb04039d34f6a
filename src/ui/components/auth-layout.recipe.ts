import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "./recipe-parts.ts";

/** The signed-out screens' centred card and what they share in it: titles, the error box, the form and its actions. */
export const authLayoutRecipe = defineSlotRecipe({
  className: "auth-layout",
  description: "The card sits at the top on phones and in the middle from sm up; its texts are centred.",
  slots: ["root", "card", "logo", "header", "eventTitle", "title", "lead", "error", "form", "actions", "status", "pair", "mobileRow", "switchLine", "links", "linksSpread"],
  base: {
    root: {
      minH: "100dvh",
      display: "flex",
      alignItems: { base: "flex-start", sm: "center" },
      justifyContent: "center",
      px: "4",
      py: { base: "8", sm: "12" },
      bg: "bg.canvas",
    },
    card: {
      w: "full",
      maxW: "md",
      bg: "bg.surface",
      borderWidth: "1px",
      borderColor: "border.default",
      borderRadius: "xl",
      boxShadow: "sm",
      p: { base: "5", sm: "8" },
      display: "flex",
      flexDirection: "column",
      gap: "5",
    },
    logo: { alignSelf: "center", maxH: "16", maxW: "full", objectFit: "contain" },
    header: column("2"),
    eventTitle: { fontSize: "sm", fontWeight: "semibold", color: "accent.text", textAlign: "center", letterSpacing: "wide" },
    title: { fontSize: "2xl", fontWeight: "bold", color: "fg.default", textAlign: "center", lineHeight: "1.25" },
    lead: { fontSize: "sm", color: "fg.muted", textAlign: "center" },
    error: {
      fontSize: "sm",
      color: "danger.text",
      bg: "danger.subtle",
      borderWidth: "1px",
      borderColor: "danger.default",
      borderRadius: "md",
      px: "3",
      py: "2",
    },
    form: column("4"),
    actions: { display: "flex", flexDirection: "column", gap: "3", alignItems: "stretch" },
    status: { display: "flex", alignItems: "center", justifyContent: "center", gap: "3", color: "fg.muted" },
    // First and last name side by side from sm up; the country code beside the number.
    pair: { display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "4" },
    mobileRow: { display: "grid", gridTemplateColumns: "7.5rem minmax(0, 1fr)", gap: "3" },
    switchLine: { textAlign: "center", fontSize: "sm" },
    links: { display: "flex", justifyContent: "space-between", gap: "3", fontSize: "sm" },
    linksSpread: { display: "flex", justifyContent: "space-between", fontSize: "sm" },
  },
});
