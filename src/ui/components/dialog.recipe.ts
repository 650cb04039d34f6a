import { defineSlotRecipe } from "@pandacss/dev";
import { focusRingOutline } from "./recipe-parts.ts";

/** Modal dialogs (Ark UI `Dialog`): add/edit forms and delete confirmations. */
export const dialogRecipe = defineSlotRecipe({
  className: "dialog",
  description: "A centred panel over a dimmed page; the body scrolls inside the panel, never the page.",
  slots: ["backdrop", "positioner", "content", "header", "title", "description", "body", "footer", "closeTrigger", "form", "alert", "message"],
  // Above the sticky header (50) and the phone sidebar; toasts sit above dialogs (zag sets the maximum).
  base: {
    backdrop: { position: "fixed", inset: "0", bg: "bg.overlay", zIndex: "1000" },
    positioner: {
      position: "fixed",
      inset: "0",
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      padding: { base: "2", sm: "4" },
      zIndex: "1001",
    },
    content: {
      position: "relative",
      display: "flex",
      flexDirection: "column",
      w: "full",
      maxW: "lg",
      maxH: "calc(100dvh - 1rem)",
      bg: "bg.surface",
      color: "fg.default",
      borderRadius: "lg",
      boxShadow: "xl",
      _focusVisible: focusRingOutline,
    },
    header: { display: "flex", flexDirection: "column", gap: "1", px: "5", pt: "5", pb: "3", pe: "12" },
    title: { fontSize: "lg", fontWeight: "semibold" },
    description: { fontSize: "sm", color: "fg.muted" },
    body: { px: "5", py: "2", overflowY: "auto", flex: "1", minH: "0" },
    footer: {
      display: "flex",
      flexWrap: "wrap",
      justifyContent: "flex-end",
      gap: "2",
      px: "5",
      pt: "3",
      pb: "5",
      borderTopWidth: "1px",
      borderColor: "border.default",
    },
    closeTrigger: {
      position: "absolute",
      top: "3",
      insetEnd: "3",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      w: "9",
      h: "9",
      borderRadius: "md",
      fontSize: "xl",
      color: "fg.muted",
      cursor: "pointer",
      _hover: { bg: "bg.muted", color: "fg.default" },
      _focusVisible: focusRingOutline,
    },
    // The form in a dialog's body, its failed save's message in a box, and a question's failed call under it.
    form: { display: "flex", flexDirection: "column", gap: "4", pb: "2" },
    alert: {
      bg: "danger.subtle",
      color: "danger.text",
      borderWidth: "1px",
      borderColor: "danger.border",
      borderRadius: "md",
      padding: "3",
      fontSize: "sm",
    },
    message: { color: "danger.text", fontSize: "sm", pb: "2" },
  },
  variants: {
    size: {
      md: { content: { maxW: "lg" } },
      lg: { content: { maxW: "2xl" } },
    },
    // A small panel saying a lazily loaded dialog's code is on its way (dialog-loading.tsx).
    loading: {
      true: { content: { flexDirection: "row", alignItems: "center", gap: "3", w: "auto", p: "5", color: "fg.muted", fontSize: "sm" } },
    },
  },
  defaultVariants: { size: "md" },
});
