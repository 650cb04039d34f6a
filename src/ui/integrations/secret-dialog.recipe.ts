import { defineSlotRecipe } from "@pandacss/dev";

/** A new signing secret, shown once: the read-only field with Copy beside it, and what Copy did. */
export const secretDialogRecipe = defineSlotRecipe({
  className: "secret-dialog",
  description: "Copy sits beside the secret from sm up and under it on phones; the note keeps its line when empty.",
  slots: ["body", "row", "input", "note", "failedNote"],
  base: {
    body: { display: "flex", flexDirection: "column", gap: "2", pb: "2" },
    row: { display: "flex", flexDirection: { base: "column", sm: "row" }, alignItems: { base: "stretch", sm: "flex-end" }, gap: "2" },
    input: { flex: "1", minW: "0", "& input": { fontFamily: "mono" } },
    note: { fontSize: "sm", color: "fg.muted", minH: "5" },
    failedNote: { fontSize: "sm", color: "danger.text", minH: "5" },
  },
});
