import { css, cx } from "styled-system/css";
import { button, notFoundPage } from "styled-system/recipes";
import { Link } from "wouter";
import { ScreenGate } from "../screen/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { PORTAL_PATHS } from "../screen/paths.ts";
import { Icon } from "../screen/icons.tsx";

/** SPEC §2 quick links (paths under the /exhibitor base). */
const QUICK_LINKS = [
  { label: "Dashboard", path: PORTAL_PATHS.home },
  { label: "Company Profile", path: PORTAL_PATHS.profile },
  { label: "Team Management", path: PORTAL_PATHS.team },
  { label: "Lead Management", path: PORTAL_PATHS.leads },
  { label: "Tickets & Passes", path: PORTAL_PATHS.tickets },
] as const;

const classes = notFoundPage();

/** SPEC §2 "Not-found screen", for any path no route knows. */
export default function NotFoundPage() {
  useDocumentTitle("Page Not Found");
  return (
    <ScreenGate name="notFound" loadingLabel="Loading...">
      {(screen) => <NotFound goBack={() => screen.send({ type: "notFound.goBack" })} />}
    </ScreenGate>
  );
}

function NotFound({ goBack }: { readonly goBack: () => void }) {
  return (
    <main className={classes.root}>
      <div className={classes.content}>
        <p className={classes.code}>404</p>
        <div className={classes.heading}>
          <h1 className={classes.title}>Page Not Found</h1>
          <p className={classes.text}>The page you're looking for doesn't exist or has been moved.</p>
        </div>

        <div className={classes.actions}>
          <Link href={PORTAL_PATHS.home} className={button({ variant: "solid", size: "lg" })}>
            <Icon name="home" />
            Go to Dashboard
          </Link>
          <Button variant="outline" size="lg" onClick={goBack}>
            <Icon name="arrowLeft" />
            Go Back
          </Button>
        </div>

        <nav aria-labelledby="quick-links-title" className={classes.nav}>
          <h2 id="quick-links-title" className={classes.navTitle}>
            Quick links
          </h2>
          <ul className={classes.links}>
            {QUICK_LINKS.map((link) => (
              <li key={link.path}>
                {/* The button recipe centres its content; a list of links reads from the left. */}
                <Link href={link.path} className={cx(button({ variant: "ghost", size: "md", fullWidth: true }), css({ justifyContent: "flex-start" }))}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className={classes.help}>
            <p className={classes.helpText}>Need help finding something?</p>
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
