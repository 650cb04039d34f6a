import { defineSlotRecipe } from "@pandacss/dev";

/** The ticket a registration issued: its code, the badge and what the guest was sent. */
export const registeredTicketRecipe = defineSlotRecipe({
  className: "registered-ticket",
  description: "Centred under the success message; the code in monospace.",
  slots: ["wrap", "code", "note", "warning"],
  base: {
    wrap: { display: "flex", flexDirection: "column", alignItems: "center", gap: "2", fontSize: "sm" },
    code: { fontFamily: "mono", fontWeight: "semibold" },
    note: { color: "fg.muted", maxW: "md" },
    warning: { color: "danger.text", maxW: "md" },
  },
});
