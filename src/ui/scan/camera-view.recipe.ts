import { defineSlotRecipe } from "@pandacss/dev";
import { column } from "../components/recipe-parts.ts";

/** The camera's preview, what it is doing, and its controls, among them the camera chooser (Ark UI `Select`). */
export const cameraViewRecipe = defineSlotRecipe({
  className: "camera-view",
  description: "A 4:3 preview; the status line in the colour of its tone; the chooser's list over the page.",
  slots: ["root", "frame", "video", "controls", "info", "error", "success", "chooserLabel", "chooserTrigger", "chooserContent", "chooserItem"],
  base: {
    root: column("3"),
    frame: { position: "relative", w: "full", aspectRatio: "4 / 3", bg: "bg.muted", borderRadius: "lg", overflow: "hidden" },
    video: { w: "full", h: "full", objectFit: "cover" },
    controls: { display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: "3" },
    info: { fontSize: "sm", color: "fg.muted" },
    error: { fontSize: "sm", color: "danger.text" },
    success: { fontSize: "sm", color: "success.text" },
    chooserLabel: { fontSize: "sm", fontWeight: "medium", display: "block", mb: "1" },
    chooserTrigger: {
      display: "flex",
      alignItems: "center",
      justifyContent: "space-between",
      gap: "2",
      minW: "48",
      px: "3",
      py: "2",
      borderWidth: "1px",
      borderColor: "border.input",
      borderRadius: "md",
      bg: "bg.surface",
      fontSize: "sm",
    },
    chooserContent: { bg: "bg.surface", borderWidth: "1px", borderColor: "border", borderRadius: "md", boxShadow: "md", py: "1", zIndex: "dropdown" },
    chooserItem: { px: "3", py: "2", fontSize: "sm", cursor: "pointer", _highlighted: { bg: "bg.muted" }, _checked: { fontWeight: "semibold" } },
  },
});
