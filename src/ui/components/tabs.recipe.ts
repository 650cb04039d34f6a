import { defineSlotRecipe } from "@pandacss/dev";
import { column, focusOutline } from "./recipe-parts.ts";

/** Tabs (Ark UI `Tabs`): the profile's sections, resources and FAQs, lead tabs. */
export const tabsRecipe = defineSlotRecipe({
  className: "tabs",
  description: "An underlined row of triggers that scrolls sideways on phones instead of widening the page.",
  slots: ["root", "list", "trigger", "content"],
  base: {
    root: { ...column("4"), minW: "0" },
    list: {
      display: "flex",
      gap: "1",
      borderBottomWidth: "1px",
      borderColor: "border.default",
      overflowX: "auto",
      scrollbarWidth: "thin",
    },
    trigger: {
      px: "3",
      py: "2",
      mb: "-1px",
      fontSize: "sm",
      fontWeight: "medium",
      color: "fg.muted",
      whiteSpace: "nowrap",
      borderBottomWidth: "2px",
      borderColor: "transparent",
      cursor: "pointer",
      _hover: { color: "fg.default" },
      _selected: { color: "accent.text", borderColor: "accent.default" },
      _focusVisible: focusOutline("-2px"),
      _disabled: { opacity: 0.55, cursor: "not-allowed" },
    },
    content: { minW: "0", _focusVisible: focusOutline("2px") },
  },
});
