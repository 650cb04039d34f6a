import { defineSlotRecipe } from "@pandacss/dev";

/** The Register (referral) dialog: the form's grid, the failed save's banner and the success view. */
export const referralDialogRecipe = defineSlotRecipe({
  className: "referral-dialog",
  description: "Half-width fields sit side by side from md up; on phones every field takes the row.",
  slots: ["grid", "stack", "fullCell", "halfCell", "centred", "errorBanner", "errorBannerGap", "success", "successTitle", "successMessage", "successActions", "checkMark"],
  base: {
    grid: { display: "grid", gridTemplateColumns: "repeat(12, minmax(0, 1fr))", columnGap: "4", rowGap: "4" },
    stack: { display: "flex", flexDirection: "column", gap: "4" },
    fullCell: { gridColumn: "span 12", minW: "0" },
    halfCell: { gridColumn: { base: "span 12", md: "span 6" }, minW: "0" },
    centred: { display: "flex", alignItems: "center", justifyContent: "center", gap: "3", py: "10", color: "fg.muted" },
    errorBanner: {
      fontSize: "sm",
      bg: "danger.subtle",
      color: "danger.text",
      borderWidth: "1px",
      borderColor: "danger.border",
      borderRadius: "md",
      px: "3",
      py: "2",
    },
    errorBannerGap: { mb: "4" },
    success: { display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: "3", py: "4" },
    successTitle: { fontSize: "xl", fontWeight: "bold", color: "success.text" },
    successMessage: { fontSize: "sm", color: "fg.default", "& p + p": { mt: "2" }, "& a": { color: "accent.text", textDecoration: "underline" } },
    successActions: { display: "flex", flexWrap: "wrap", justifyContent: "center", gap: "2", mt: "2" },
    checkMark: {
      w: "12",
      h: "12",
      borderRadius: "full",
      bg: "success.subtle",
      color: "success.text",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      fontSize: "2xl",
      fontWeight: "bold",
    },
  },
});
