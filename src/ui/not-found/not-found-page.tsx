import { useEffect } from "react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { Link } from "wouter";
import { ScreenGate } from "../app/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { PORTAL_PATHS } from "../routes/paths.ts";
import { Icon } from "../shell/icons.tsx";

/** SPEC §2 quick links (paths under the /exhibitor base). */
const QUICK_LINKS = [
  { label: "Dashboard", path: PORTAL_PATHS.home },
  { label: "Company Profile", path: PORTAL_PATHS.profile },
  { label: "Team Management", path: PORTAL_PATHS.team },
  { label: "Lead Management", path: PORTAL_PATHS.leads },
  { label: "Tickets & Passes", path: PORTAL_PATHS.tickets },
] as const;

/** SPEC §2 "Not-found screen", for any path no route knows. */
export default function NotFoundPage() {
  useEffect(() => {
    document.title = "Page Not Found | Exhibitor Portal";
  }, []);
  return (
    <ScreenGate name="notFound" loadingLabel="Loading...">
      {(screen) => <NotFound goBack={() => screen.send({ type: "notFound.goBack" })} />}
    </ScreenGate>
  );
}

function NotFound({ goBack }: { readonly goBack: () => void }) {
  return (
    <main
      className={css({
        minH: "100dvh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        px: "4",
        py: "10",
        bg: "bg.canvas",
      })}
    >
      <div className={css({ w: "full", maxW: "xl", display: "flex", flexDirection: "column", alignItems: "center", gap: "6", textAlign: "center" })}>
        <p className={css({ fontSize: { base: "6xl", sm: "8xl" }, fontWeight: "extrabold", color: "accent.text", lineHeight: "1" })}>
          404
        </p>
        <div className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
          <h1 className={css({ fontSize: { base: "2xl", sm: "3xl" }, fontWeight: "bold", color: "fg.default" })}>
            Page Not Found
          </h1>
          <p className={css({ color: "fg.muted" })}>The page you're looking for doesn't exist or has been moved.</p>
        </div>

        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", justifyContent: "center" })}>
          <Link href={PORTAL_PATHS.home} className={button({ variant: "solid", size: "lg" })}>
            <Icon name="home" />
            Go to Dashboard
          </Link>
          <Button variant="outline" size="lg" onClick={goBack}>
            <Icon name="arrowLeft" />
            Go Back
          </Button>
        </div>

        <nav
          aria-labelledby="quick-links-title"
          className={css({
            w: "full",
            bg: "bg.surface",
            borderWidth: "1px",
            borderColor: "border.default",
            borderRadius: "xl",
            p: { base: "4", sm: "6" },
            display: "flex",
            flexDirection: "column",
            gap: "4",
          })}
        >
          <h2 id="quick-links-title" className={css({ fontSize: "md", fontWeight: "semibold", color: "fg.default" })}>
            Quick links
          </h2>
          <ul className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "2" })}>
            {QUICK_LINKS.map((link) => (
              <li key={link.path}>
                <Link href={link.path} className={cx(button({ variant: "ghost", size: "md", fullWidth: true }), css({ justifyContent: "flex-start" }))}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={css({ borderTopWidth: "1px", borderColor: "border.default", pt: "4" })}>
            <p className={css({ fontSize: "sm", color: "fg.muted", mb: "3" })}>Need help finding something?</p>
            <Link href={PORTAL_PATHS.support} className={button({ variant: "outline", size: "md" })}>
              <Icon name="lifebuoy" />
              Contact Support
            </Link>
          </div>
        </nav>
      </div>
    </main>
  );
}
