import { defineSlotRecipe } from "@pandacss/dev";
import { column, pairGrid, saveError, saveFooter } from "../components/recipe-parts.ts";

/** My profile: the details form (photo, names, e-mail) and the facts of signing in, each a card. */
export const myProfileRecipe = defineSlotRecipe({
  className: "my-profile",
  description: "Two cards stacked at a reading width; the names sit side by side from md up.",
  slots: ["root", "form", "names", "footer", "error", "facts", "fact", "factLabel", "factValue"],
  base: {
    root: { ...column("6"), maxW: "2xl", w: "full" },
    form: column("5"),
    names: pairGrid("4"),
    footer: saveFooter,
    error: saveError,
    facts: { ...column("0"), m: "0" },
    fact: {
      display: "grid",
      gridTemplateColumns: { base: "1fr", sm: "10rem 1fr" },
      alignItems: "center",
      gap: { base: "1", sm: "4" },
      py: "3",
      borderTopWidth: "1px",
      borderColor: "border.default",
      _first: { borderTopWidth: "0", pt: "0" },
    },
    factLabel: { fontSize: "sm", color: "fg.muted" },
    // The value, then the way to change it (on Reset Password) at the row's end.
    factValue: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      fontSize: "sm",
      fontWeight: "medium",
      color: "fg.default",
      overflowWrap: "anywhere",
      m: "0",
    },
  },
});
