import { defineSlotRecipe } from "@pandacss/dev";
import { column, controlLabel } from "./recipe-parts.ts";

/** The Scan screen's Business card mode: the camera's still or a chosen photo, then the review form beside the photo. */
export const businessCardRecipe = defineSlotRecipe({
  className: "business-card",
  description: "Photo of a business card and the form of what was read from it; doubtful fields are marked.",
  slots: ["root", "preview", "video", "controls", "fileButton", "fileInput", "status", "problem", "note", "review", "photos", "photo", "form", "doubt", "actions"],
  base: {
    root: { ...column("4"), minW: "0" },
    preview: { position: "relative", w: "full", aspectRatio: "4 / 3", bg: "bg.muted", borderRadius: "lg", overflow: "hidden" },
    video: { w: "full", h: "full", objectFit: "cover" },
    controls: { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" },
    fileInput: { srOnly: true },
    fileButton: { cursor: "pointer", _focusWithin: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "2px" } },
    status: { display: "flex", alignItems: "center", gap: "2", fontSize: "sm", color: "fg.muted" },
    problem: { fontSize: "sm", fontWeight: "medium", color: "danger.text" },
    note: { fontSize: "sm", color: "warning.text", bg: "warning.subtle", borderRadius: "md", px: "3", py: "2" },
    review: { display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "minmax(0, 2fr) minmax(0, 3fr)" }, alignItems: "start" },
    photos: { ...column("2"), position: { md: "sticky" }, top: { md: "4" } },
    photo: { w: "full", borderRadius: "md", borderWidth: "1px", borderColor: "border.default", bg: "bg.muted", objectFit: "contain", maxH: "72" },
    form: column("3"),
    doubt: {
      "& input, & textarea": { borderColor: "warning.border", bg: "warning.subtle" },
      "& [data-part=helper-text]": { ...controlLabel, fontWeight: "normal", color: "warning.text" },
    },
    actions: { display: "flex", flexWrap: "wrap", gap: "2", pt: "1" },
  },
});
