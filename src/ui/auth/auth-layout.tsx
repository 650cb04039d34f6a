import type { ReactNode } from "react";
import { css } from "styled-system/css";

/** The centred card of the signed-out screens. */
export function AuthLayout({ children }: { readonly children: ReactNode }) {
  return (
    <main
      className={css({
        minH: "100dvh",
        display: "flex",
        alignItems: { base: "flex-start", sm: "center" },
        justifyContent: "center",
        px: "4",
        py: { base: "8", sm: "12" },
        bg: "bg.canvas",
      })}
    >
      <div
        className={css({
          w: "full",
          maxW: "md",
          bg: "bg.surface",
          borderWidth: "1px",
          borderColor: "border.default",
          borderRadius: "xl",
          boxShadow: "sm",
          p: { base: "5", sm: "8" },
          display: "flex",
          flexDirection: "column",
          gap: "5",
        })}
      >
        {children}
      </div>
    </main>
  );
}

export const authStyles = {
  eventTitle: css({ fontSize: "sm", fontWeight: "semibold", color: "accent.text", textAlign: "center", letterSpacing: "wide" }),
  title: css({ fontSize: "2xl", fontWeight: "bold", color: "fg.default", textAlign: "center", lineHeight: "1.25" }),
  lead: css({ fontSize: "sm", color: "fg.muted", textAlign: "center" }),
  error: css({
    fontSize: "sm",
    color: "danger.text",
    bg: "danger.subtle",
    borderWidth: "1px",
    borderColor: "danger.default",
    borderRadius: "md",
    px: "3",
    py: "2",
  }),
  form: css({ display: "flex", flexDirection: "column", gap: "4" }),
  actions: css({ display: "flex", flexDirection: "column", gap: "3", alignItems: "stretch" }),
};
