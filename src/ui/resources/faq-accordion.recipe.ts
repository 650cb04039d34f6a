import { defineSlotRecipe } from "@pandacss/dev";
import { lineBetween } from "../components/recipe-parts.ts";

/** SPEC §2 FAQs: one accordion per category (Ark UI `Accordion`), the answer's own formatting inside. */
export const faqAccordionRecipe = defineSlotRecipe({
  className: "faq-accordion",
  description: "Questions in one bordered box; the indicator turns when a question opens.",
  slots: ["root", "item", "itemTrigger", "itemIndicator", "answer"],
  base: {
    root: { borderWidth: "1px", borderColor: "border.default", borderRadius: "lg", bg: "bg.surface", overflow: "hidden" },
    item: lineBetween,
    itemTrigger: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "3",
      w: "full",
      textAlign: "left",
      px: "4",
      py: "3",
      fontWeight: "medium",
      color: "fg.default",
      cursor: "pointer",
      _hover: { bg: "bg.muted" },
      _focusVisible: { outline: "2px solid", outlineColor: "accent.default", outlineOffset: "-2px" },
    },
    itemIndicator: {
      flexShrink: "0",
      color: "fg.muted",
      transition: "transform 0.2s",
      _open: { transform: "rotate(180deg)" },
    },
    // The reset removes list bullets and link colours, so an answer's formatting comes back here.
    answer: {
      px: "4",
      pb: "4",
      fontSize: "sm",
      color: "fg.default",
      overflowWrap: "anywhere",
      "& p + p": { mt: "2" },
      "& ul": { listStyleType: "disc", pl: "5" },
      "& ol": { listStyleType: "decimal", pl: "5" },
      "& a": { color: "accent.text", textDecoration: "underline" },
      "& strong": { fontWeight: "semibold" },
      "& em": { fontStyle: "italic" },
      "& code": { fontFamily: "mono", bg: "bg.muted", px: "1", borderRadius: "sm" },
    },
  },
});
