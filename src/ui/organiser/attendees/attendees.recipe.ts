import { defineSlotRecipe } from "@pandacss/dev";

/** What Attendees and badges adds to the shared queue (queue-list.recipe.ts): the import bar and its outcome. */
export const organiserAttendeesRecipe = defineSlotRecipe({
  className: "organiser-attendees",
  description: "Import and print-all on top, then the import's outcome with each line to fix.",
  slots: ["toolbar", "fileInput", "outcome", "problems"],
  base: {
    toolbar: { display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" },
    fileInput: { srOnly: true },
    outcome: { display: "flex", flexDirection: "column", gap: "2", padding: "3", borderRadius: "md", bg: "bg.muted", fontSize: "sm" },
    problems: { listStyle: "disc", paddingInlineStart: "5", display: "flex", flexDirection: "column", gap: "1", color: "danger.text", overflowWrap: "anywhere" },
  },
});
