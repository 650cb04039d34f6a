import { defineSlotRecipe } from "@pandacss/dev";

/** The team member dialog's fields: two to a row from sm up, the number wider than its country code. */
export const teamMemberFieldsRecipe = defineSlotRecipe({
  className: "team-member-fields",
  description: "Pairs of fields side by side from sm up; the social links under a small heading.",
  slots: ["pair", "phoneRow", "groupHeading", "roleNote"],
  base: {
    pair: { display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } },
    phoneRow: { display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "minmax(0, 2fr) minmax(0, 3fr)" } },
    groupHeading: { fontSize: "sm", fontWeight: "semibold", color: "fg.muted", mt: "2" },
    roleNote: { fontSize: "sm", color: "fg.muted" },
  },
});
