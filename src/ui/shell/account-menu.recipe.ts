import { defineSlotRecipe } from "@pandacss/dev";
import { avatarCircle, focusOutline, menuItem, menuPanel } from "../components/recipe-parts.ts";

/** The header's account menu: the person's avatar (photo or initials), name and role, opening My profile. */
export const accountMenuRecipe = defineSlotRecipe({
  className: "account-menu",
  description: "The trigger is the avatar with the name beside it from md up; the menu hangs under it.",
  slots: ["trigger", "avatar", "photo", "initials", "text", "name", "role", "content", "item"],
  base: {
    trigger: {
      display: "inline-flex",
      alignItems: "center",
      gap: "3",
      p: "1",
      borderRadius: "md",
      cursor: "pointer",
      textAlign: "start",
      _hover: { bg: "bg.muted" },
      _focusVisible: focusOutline("2px"),
    },
    avatar: { ...avatarCircle, w: "9", h: "9", overflow: "hidden" },
    photo: { w: "full", h: "full", objectFit: "cover" },
    initials: { fontSize: "sm", fontWeight: "semibold", lineHeight: "1" },
    text: { hideBelow: "md", lineHeight: "1.2" },
    name: { display: "block", fontSize: "sm", fontWeight: "semibold", color: "fg.default", maxW: "48", truncate: true },
    role: { display: "block", fontSize: "xs", color: "fg.muted" },
    content: { ...menuPanel, minW: "48" },
    item: { ...menuItem, color: "fg.default", textDecoration: "none" },
  },
});
