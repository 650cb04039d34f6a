import { useSelector } from "@xstate/react";
import { Suspense } from "react";
import { isShellScreen } from "../../machines/app/screens.ts";
import { useApp } from "../screen/app-context.ts";
import { FullScreenLoading } from "../components/spinner.tsx";
import { guestRegistrationPage } from "../guest-registration/page.ts";
import { notFoundPage } from "../not-found/page.ts";
import { shellView } from "../pages.ts";
import { PageLoading } from "../components/page-loading.tsx";
import { PortalShell } from "../shell/portal-shell.tsx";
import { ScreenLabelContext } from "../screen/screen-labels.ts";
import { screenLabel } from "../shell/nav-items.ts";

/** Each screen's page by the app machine's name for it (src/ui/routes/load-first-screen.ts loads the first ahead). */
export { pageOf } from "../pages.ts";
import { ScreenLoadBoundary } from "./screen-load-boundary.tsx";
// The full stylesheet: every portal screen's rules (the entry's holds the signed-out screens' only).
import "./portal.css";

/**
 * SPEC §2 routes once signed in: every screen inside one shell (kept mounted between screens, so
 * the header and sidebar do not reload), the not-allowed screen there too at the address of a screen
 * the role may not open, a pass's public registration page on its own (as a guest sees it), and the
 * not-found screen on its own for any other path.
 * Which screen an address shows is the app machine's decision (`context.screenName`).
 */
export default function PortalRoutes() {
  const app = useApp();
  const screen = useSelector(app, (snapshot) => snapshot.context.screenName);

  if (screen === null || !isShellScreen(screen)) {
    const Outside = (screen === "guestRegistration" ? guestRegistrationPage : notFoundPage).view;
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <Outside />
      </Suspense>
    );
  }
  const Page = shellView(screen);
  return (
    // A screen's view names another by its sidebar label (the not-allowed screen's way home) from the
    // pages' table, which it cannot import: the table downloads it.
    <ScreenLabelContext.Provider value={screenLabel}>
      <PortalShell>
        {/* A screen whose code cannot be downloaded says so inside the shell, with a Retry. */}
        <ScreenLoadBoundary onRetry={() => app.send({ type: "screen.retry" })}>
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </ScreenLoadBoundary>
      </PortalShell>
    </ScreenLabelContext.Provider>
  );
}
