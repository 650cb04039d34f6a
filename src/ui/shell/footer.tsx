import { portalShell } from "styled-system/recipes";
import { Link } from "wouter";
import { PORTAL_PATHS } from "../screen/paths.ts";

const classes = portalShell();

/** SPEC §2 footer: "© 2025" and a developer credit. */
export function Footer() {
  return (
    <footer className={classes.footer}>
      <p>© 2025 Exhibitor Portal. Developed by the Exhibitor Portal team.</p>
      <Link href={PORTAL_PATHS.support} className={classes.footerLink}>
        Support
      </Link>
    </footer>
  );
}
