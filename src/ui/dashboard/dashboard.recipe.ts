import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** The Dashboard's frame and its smaller cards: the summary, Quick Actions, Event Info and the sample data offer. */
export const dashboardRecipe = defineSlotRecipe({
  className: "dashboard",
  description: "Cards two to a row from lg up, one on phones; each pair aligned at the top.",
  slots: ["body", "columns", "summary", "summaryHeading", "actions", "note", "event", "eventTitle", "eventFacts", "term", "detail"],
  base: {
    body: column("6"),
    columns: { display: "grid", gap: "6", gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" }, alignItems: "start" },
    summary: column("3"),
    summaryHeading: { srOnly: true },
    actions: { display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" } },
    note: { fontSize: "sm", color: "fg.muted" },
    event: column("3"),
    eventTitle: { fontWeight: "semibold" },
    eventFacts: { display: "grid", gap: "3" },
    term: { fontSize: "xs", fontWeight: "semibold", color: "fg.muted", textTransform: "uppercase", letterSpacing: "wide" },
    detail: { fontSize: "sm", overflowWrap: "anywhere" },
  },
});
