import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "./recipe-parts.ts";

/** One upload field of a form: label, the stored image or file name, Choose/Change and Remove, the rule's hint. */
export const uploadFieldRecipe = defineSlotRecipe({
  className: "upload-field",
  description: "The file input itself is hidden; the button opens it, and the hint says what may be chosen.",
  slots: ["root", "label", "input", "row", "preview", "fileName", "hint", "error"],
  base: {
    root: { ...column("2"), minW: "0" },
    label: { fontSize: "sm", fontWeight: "medium" },
    input: { srOnly: true },
    row: { display: "flex", alignItems: "center", gap: "3", flexWrap: "wrap" },
    preview: { w: "16", h: "16", objectFit: "contain", borderRadius: "md", borderWidth: "1px", borderColor: "border.default", bg: "bg.muted" },
    fileName: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere", minW: "0" },
    hint: { fontSize: "xs", color: "fg.muted" },
    error: { fontSize: "sm", color: "danger.text" },
  },
});
