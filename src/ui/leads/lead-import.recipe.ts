import { defineSlotRecipe } from "@pandacss/dev";
import { alertText, chosenFileName, column, fileInput, mutedText, smallLabel, statusLine } from "../components/recipe-parts.ts";

/**
 * Import Leads: the file field, the problems by line, the preview table (sideways scroll on phones),
 * the duplicates question and the result.
 */
export const leadImportRecipe = defineSlotRecipe({
  className: "lead-import",
  description: "The preview table scrolls sideways inside its frame; a cell's text breaks anywhere.",
  slots: ["body", "part", "field", "label", "input", "chosen", "summary", "question", "hint", "reading", "problems", "line", "problem", "ok", "notice", "tableFrame", "table", "caption", "more", "error"],
  base: {
    body: { ...column("4"), pb: "2" },
    part: column("3"),
    field: column("1"),
    label: smallLabel,
    input: fileInput,
    chosen: chosenFileName,
    summary: { fontSize: "sm" },
    question: { fontSize: "sm", fontWeight: "semibold" },
    hint: mutedText,
    reading: statusLine,
    problems: { ...column("1"), fontSize: "sm" },
    line: { fontWeight: "semibold" },
    problem: { color: "danger.text" },
    ok: { color: "success.text" },
    notice: { display: "block", color: "fg.muted", fontSize: "sm" },
    tableFrame: { overflowX: "auto", borderWidth: "1px", borderColor: "border.default", borderRadius: "md" },
    table: {
      w: "full",
      fontSize: "sm",
      borderCollapse: "collapse",
      "& th, & td": { textAlign: "start", px: "2", py: "1.5", borderBottomWidth: "1px", borderColor: "border.default", verticalAlign: "top" },
      "& th": { bg: "bg.muted", fontWeight: "semibold", whiteSpace: "nowrap" },
      "& td": { overflowWrap: "anywhere", minW: "24" },
    },
    caption: { srOnly: true },
    more: { fontSize: "xs", color: "fg.muted" },
    error: alertText,
  },
});
