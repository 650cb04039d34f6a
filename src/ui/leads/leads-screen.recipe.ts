import { defineSlotRecipe } from "@pandacss/dev";
import { alertText, column, mutedText } from "../components/recipe-parts.ts";

/** The column of words and buttons of an empty list, centred in its box. */
const centredMessage = { display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: "3", py: "10", px: "4" } as const;

/**
 * Lead Management's page: the column of figures and the Leads card, the notices above it, the empty
 * states, the card's search and priority, the filters, the count and the footer's buttons.
 */
export const leadsScreenRecipe = defineSlotRecipe({
  className: "leads-screen",
  description: "The filters fold into a disclosure on phones and stand open in a grid from md; seven to a row from xl.",
  slots: [
    "body",
    "listBox",
    "listFailed",
    "reminderRow",
    "notice",
    "noticeText",
    "empty",
    "emptyIcon",
    "emptyTitle",
    "emptyText",
    "emptyActions",
    "noMatchTitle",
    "noMatchText",
    "toolbar",
    "shownCount",
    "filtersRow",
    "disclosure",
    "filters",
    "footer",
  ],
  base: {
    body: column("6"),
    listBox: { minH: "400px" },
    listFailed: alertText,
    reminderRow: { display: "flex", justifyContent: "flex-end" },
    notice: {
      display: "flex",
      flexWrap: "wrap",
      alignItems: "center",
      gap: "3",
      padding: "3",
      borderWidth: "1px",
      borderRadius: "md",
      fontSize: "sm",
      bg: "warning.subtle",
      color: "warning.text",
      borderColor: "warning.border",
    },
    noticeText: { flex: "1", minW: "0" },
    empty: centredMessage,
    emptyIcon: { color: "fg.muted" },
    emptyTitle: { fontSize: "lg", fontWeight: "semibold" },
    emptyText: { ...mutedText, maxW: "md" },
    emptyActions: { display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "2" },
    noMatchTitle: { fontWeight: "semibold" },
    noMatchText: mutedText,
    toolbar: { display: "grid", gap: "3", gridTemplateColumns: { base: "minmax(0, 1fr) 7.5rem", md: "minmax(0, 1fr) 12rem" }, alignItems: "end" },
    shownCount: mutedText,
    filtersRow: { display: "flex", flexWrap: "wrap", gap: "3", alignItems: "flex-start" },
    // On a phone the selects fold into a native <details>; from md its content always shows and its
    // summary is gone, so the open state stays the element's own.
    disclosure: {
      flex: "1",
      minW: "0",
      "& > summary": { listStyle: "none", cursor: "pointer", width: "fit-content" },
      "& > summary::-webkit-details-marker": { display: "none" },
      "&[open] > summary": { mb: "3" },
      md: {
        flexBasis: "100%",
        "& > summary": { display: "none" },
        "&::details-content": { contentVisibility: "visible" },
      },
    },
    filters: {
      display: "grid",
      gap: "3",
      gridTemplateColumns: { base: "1fr 1fr", md: "repeat(4, minmax(0, 1fr))", xl: "repeat(7, minmax(0, 1fr))" },
      alignItems: "end",
    },
    footer: { display: "flex", flexWrap: "wrap", gap: "2", pt: "2", borderTopWidth: "1px", borderColor: "border.default" },
  },
});
