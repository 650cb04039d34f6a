import { defineSlotRecipe } from "@pandacss/dev";

/** What the Support inbox adds to the shared queue (queue-list.recipe.ts): the requests with their company and priority, one conversation open with the answer box. */
export const supportInboxRecipe = defineSlotRecipe({
  className: "support-inbox",
  description: "Each request a bordered item whose header toggles its conversation.",
  slots: ["list", "item", "toggle", "summary", "subject", "meta", "badges", "conversation", "entry", "message", "reply", "actions", "hidden"],
  base: {
    list: { display: "flex", flexDirection: "column", gap: "3" },
    item: { borderWidth: "1px", borderColor: "border.default", borderRadius: "md", bg: "bg.surface" },
    toggle: { display: "flex", width: "full", gap: "3", alignItems: "center", justifyContent: "space-between", padding: "3", textAlign: "start", cursor: "pointer", flexWrap: "wrap" },
    summary: { display: "flex", flexDirection: "column", gap: "1", minW: "0" },
    subject: { fontWeight: "semibold", overflowWrap: "anywhere" },
    meta: { fontSize: "xs", color: "fg.muted", overflowWrap: "anywhere" },
    badges: { display: "flex", gap: "2", flexWrap: "wrap" },
    conversation: { display: "flex", flexDirection: "column", gap: "3", padding: "3", borderTopWidth: "1px", borderColor: "border.default" },
    entry: { display: "flex", flexDirection: "column", gap: "1", paddingLeft: "3", borderLeftWidth: "2px", borderColor: "border.default", "&[data-author=organiser]": { borderColor: "accent.border" } },
    message: { whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: "sm" },
    reply: { display: "flex", flexDirection: "column", gap: "2" },
    actions: { display: "flex", gap: "2", flexWrap: "wrap" },
    /** Words for screen readers only (the header badge's "open support requests"). */
    hidden: { srOnly: true },
  },
});
