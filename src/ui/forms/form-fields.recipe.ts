import { defineSlotRecipe } from "@pandacss/dev";
import { checkboxGroup, column, focusRingOutline } from "../components/recipe-parts.ts";

/**
 * The dynamic form's own parts around the field recipe's controls: choice groups (checkboxes and
 * radios), the password's show/hide, the mobile number's row, and the fields that only display.
 */
export const formFieldsRecipe = defineSlotRecipe({
  className: "form-fields",
  description: "Groups are labelled like fields; display fields read as a heading, notes or a rule.",
  slots: [
    "group",
    "legend",
    "choices",
    "choice",
    "box",
    "footnote",
    "stack",
    "passwordRoot",
    "passwordControl",
    "visibilityTrigger",
    "mobileRow",
    "title",
    "html",
    "info",
    "line",
    "note",
  ],
  base: {
    ...checkboxGroup,
    footnote: { fontSize: "xs", color: "fg.muted" },
    stack: { ...column("2"), minW: "0" },
    passwordRoot: column("1.5"),
    passwordControl: { position: "relative", display: "flex", alignItems: "center" },
    visibilityTrigger: {
      position: "absolute",
      insetInlineEnd: "1",
      h: "8",
      px: "2",
      fontSize: "xs",
      fontWeight: "medium",
      color: "accent.text",
      borderRadius: "sm",
      cursor: "pointer",
      _focusVisible: focusRingOutline,
    },
    mobileRow: { display: "flex", gap: "2", minW: "0" },
    title: { fontSize: "md", fontWeight: "semibold", color: "fg.default", mt: "1" },
    html: {
      fontSize: "sm",
      color: "fg.default",
      "& p + p": { mt: "2" },
      "& a": { color: "accent.text", textDecoration: "underline" },
      "& ul, & ol": { ps: "5", listStyle: "revert" },
    },
    info: { fontSize: "sm", bg: "accent.subtle", color: "accent.text", borderWidth: "1px", borderColor: "accent.border", borderRadius: "md", px: "3", py: "2" },
    line: { borderTopWidth: "1px", borderColor: "border.default", my: "1" },
    note: { fontSize: "sm", bg: "warning.subtle", color: "warning.text", borderWidth: "1px", borderColor: "warning.border", borderRadius: "md", px: "3", py: "2" },
  },
});
