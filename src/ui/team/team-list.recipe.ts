import { defineSlotRecipe } from "@pandacss/dev";
import { avatarCircle, column, rowFromMd, surface } from "../components/recipe-parts.ts";

/** Team Management's list: one row per member with avatar, name and badges, contact details and actions. */
export const teamListRecipe = defineSlotRecipe({
  className: "team-list",
  description: "A row stacks on phones (actions under the person) and is one line from md up.",
  slots: ["body", "sampleNote", "rows", "row", "who", "avatar", "person", "nameLine", "name", "detail", "problem", "actions"],
  base: {
    body: column("6"),
    sampleNote: { fontSize: "sm", color: "fg.muted", bg: "bg.muted", borderRadius: "md", padding: "3", mb: "3" },
    rows: column("2"),
    row: { ...rowFromMd, ...surface, alignItems: { base: "stretch", md: "center" }, padding: "3", borderRadius: "md" },
    who: { display: "flex", alignItems: "center", gap: "3", flex: "1", minW: "0" },
    avatar: { ...avatarCircle, w: "10", h: "10", objectFit: "cover", fontWeight: "semibold" },
    person: { minW: "0" },
    nameLine: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" },
    name: { fontWeight: "semibold", overflowWrap: "anywhere" },
    detail: { fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" },
    problem: { fontSize: "sm", color: "warning.text", overflowWrap: "anywhere" },
    actions: { display: "flex", flexWrap: "wrap", gap: "2", flexShrink: 0 },
  },
});
