import { defineSlotRecipe } from "@pandacss/dev";
import { formPanel } from "../components/recipe-parts.ts";

/** Reset Password: the password form or the code way, and the sign-in number below, each on its own panel. */
export const resetPasswordPageRecipe = defineSlotRecipe({
  className: "reset-password-page",
  description: "Panels no wider than md; the way to switch between current password and code is a link-styled button that wraps.",
  slots: ["form", "section", "numberSection", "switchLine", "switch", "note", "heading", "showPasswords", "actions"],
  base: {
    form: { ...formPanel, maxWidth: "md", width: "full" },
    section: { ...formPanel, maxWidth: "md", width: "full", gap: "3" },
    numberSection: { ...formPanel, maxWidth: "md", width: "full", mt: "6", gap: "3" },
    switchLine: { fontSize: "sm", mt: "2" },
    // A link-styled button whose words wrap on a narrow screen (the button recipe keeps one line).
    switch: { color: "accent.text", textDecoration: "underline", whiteSpace: "normal", textAlign: "start", cursor: "pointer", fontSize: "sm" },
    note: { fontSize: "sm", color: "fg.muted" },
    heading: { fontSize: "lg", fontWeight: "semibold" },
    showPasswords: { display: "flex", gap: "2", alignItems: "center", fontSize: "sm" },
    actions: { display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" },
  },
});
