import { css } from "styled-system/css";
import { Link } from "wouter";
import { PORTAL_PATHS } from "../routes/paths.ts";

/** SPEC §2 footer: "© 2025" and a developer credit. */
export function Footer() {
  return (
    <footer
      className={css({
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        justifyContent: "space-between",
        gap: "2",
        px: { base: "4", lg: "6" },
        py: "4",
        borderTopWidth: "1px",
        borderColor: "border.default",
        fontSize: "xs",
        color: "fg.muted",
        bg: "bg.surface",
      })}
    >
      <p>© 2025 Exhibitor Portal. Developed by the Exhibitor Portal team.</p>
      <Link
        href={PORTAL_PATHS.support}
        className={css({ color: "accent.text", textDecoration: "underline", _focusVisible: { outline: "2px solid", outlineColor: "focus.ring" } })}
      >
        Support
      </Link>
    </footer>
  );
}
