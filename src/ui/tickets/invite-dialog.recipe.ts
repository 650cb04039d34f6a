import { defineSlotRecipe } from "@pandacss/dev";

/** The Invite dialog: who may use which link, the team link with Copy, and the guest links panel. */
export const inviteDialogRecipe = defineSlotRecipe({
  className: "invite-dialog",
  description: "The team link in a copy field; the guest links under a rule.",
  slots: ["body", "teamPanel", "heading", "muted", "control", "actions", "clipboard"],
  base: {
    body: { display: "flex", flexDirection: "column", gap: "4", fontSize: "sm" },
    teamPanel: { display: "flex", flexDirection: "column", gap: "2", borderTopWidth: "1px", borderColor: "border.default", pt: "3" },
    heading: { fontWeight: "semibold", fontSize: "sm", color: "fg.default" },
    muted: { color: "fg.muted" },
    control: { display: "flex", gap: "2", flexDirection: { base: "column", sm: "row" } },
    actions: { display: "flex", flexWrap: "wrap", gap: "2" },
    clipboard: { display: "flex", flexDirection: "column", gap: "1.5" },
  },
});
