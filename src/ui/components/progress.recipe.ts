import { defineSlotRecipe } from "@pandacss/dev";

/** A thin bar filled to a share (tickets issued of allocated, scans of the busiest): the track and its filled range. */
export const progressRecipe = defineSlotRecipe({
  className: "progress",
  description: "The range's width is set inline from the share; the track is the full width of its row.",
  slots: ["track", "range"],
  base: {
    track: { h: "2", w: "full", bg: "bg.muted", borderRadius: "full", overflow: "hidden" },
    range: { h: "full", bg: "accent.default", borderRadius: "full" },
  },
});
