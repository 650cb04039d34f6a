import { defineSlotRecipe } from "@pandacss/dev";
import { avatarCircle, chipList, focusOutline, mutedText } from "../components/recipe-parts.ts";

/** A muted line of facts that wrap, a small gap between each two. */
const factLine = { display: "flex", flexWrap: "wrap", columnGap: "2", ...mutedText } as const;

/**
 * A lead in Lead Management's list: the 400px box the list scrolls in, and each row with its
 * checkbox, initial, name line (priority, stars, due), facts, tags, remarks, status and buttons.
 */
export const leadRowRecipe = defineSlotRecipe({
  className: "lead-row",
  description: "The row's buttons wrap under its text; long names, e-mails and remarks break anywhere.",
  slots: ["scroller", "root", "checkbox", "avatar", "body", "nameLine", "name", "affiliation", "facts", "email", "tags", "remarks", "status", "actions", "mailLink", "stars"],
  base: {
    scroller: { maxH: "400px", overflowY: "auto", overscrollBehavior: "contain", borderRadius: "md", _focusVisible: focusOutline("2px") },
    root: { display: "flex", gap: "3", py: "3", pe: "1", borderBottomWidth: "1px", borderColor: "border.default" },
    checkbox: { w: "4", h: "4", mt: "3", flexShrink: 0, accentColor: "accent.default" },
    avatar: { ...avatarCircle, display: "flex", w: "10", h: "10", fontWeight: "bold" },
    body: { display: "flex", flexDirection: "column", gap: "1", minW: "0", flex: "1" },
    nameLine: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" },
    name: { fontWeight: "semibold", overflowWrap: "anywhere" },
    affiliation: { ...mutedText, overflowWrap: "anywhere" },
    facts: factLine,
    email: { overflowWrap: "anywhere" },
    tags: chipList,
    remarks: { fontSize: "sm", color: "fg.default", overflowWrap: "anywhere", lineClamp: "3", whiteSpace: "pre-line" },
    status: { fontSize: "sm" },
    actions: { display: "flex", flexWrap: "wrap", gap: "2", mt: "1" },
    // The mail draft link looks like the row's other buttons, a little lighter.
    mailLink: { fontWeight: "medium" },
    stars: { color: "warning.text", letterSpacing: "0.05em", fontSize: "sm" },
  },
});
