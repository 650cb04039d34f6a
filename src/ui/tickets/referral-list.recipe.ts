import { defineSlotRecipe } from "@pandacss/dev";

/** Tickets & Passes: the referrals list, its filters, rows, empty state and skeleton rows. */
export const referralListRecipe = defineSlotRecipe({
  className: "referral-list",
  description: "Search and status filter over the rows; each row stacks on phones.",
  slots: ["controls", "searchInput", "list", "row", "person", "nameLine", "detail", "meta", "empty", "emptyTitle", "emptyHint", "skeletons", "skeleton"],
  base: {
    controls: { display: "flex", flexDirection: { base: "column", sm: "row" }, gap: "2" },
    searchInput: { flex: { base: "none", sm: "1" } },
    list: { display: "flex", flexDirection: "column" },
    row: {
      display: "flex",
      flexDirection: { base: "column", md: "row" },
      alignItems: { base: "flex-start", md: "center" },
      justifyContent: "space-between",
      gap: "2",
      py: "3",
      borderTopWidth: "1px",
      borderColor: "border.default",
      _first: { borderTopWidth: "0" },
    },
    person: { display: "flex", flexDirection: "column", gap: "0.5", minW: "0" },
    nameLine: { display: "flex", alignItems: "center", gap: "2", flexWrap: "wrap", fontWeight: "semibold" },
    detail: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
    meta: { display: "flex", alignItems: "center", gap: "3", flexShrink: "0", fontSize: "sm", color: "fg.muted" },
    empty: { textAlign: "center", py: "8", display: "flex", flexDirection: "column", gap: "1" },
    emptyTitle: { fontWeight: "semibold", color: "fg.default" },
    emptyHint: { fontSize: "sm", color: "fg.muted" },
    skeletons: { display: "flex", flexDirection: "column", gap: "2" },
    skeleton: { h: "14", borderRadius: "md", bg: "bg.muted", animation: "pulse 1.5s ease-in-out infinite" },
  },
});
