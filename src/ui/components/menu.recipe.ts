import { defineSlotRecipe } from "@pandacss/dev";
import { menuItem, menuPanel } from "./recipe-parts.ts";

/** A dropdown menu (Ark UI `Menu`): the export menus of the dashboard and Lead Management. */
export const menuRecipe = defineSlotRecipe({
  className: "menu",
  description: "A white panel over the page; the item under the pointer or keyboard is shaded.",
  slots: ["content", "item", "separator"],
  base: {
    content: { ...menuPanel, minW: "56" },
    item: menuItem,
    separator: { my: "1", borderColor: "border.default" },
  },
});
