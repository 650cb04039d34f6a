import { useSelector } from "@xstate/react";
import { Suspense, type ComponentType } from "react";
import { isShellScreen, type ShellScreen } from "../../machines/app/screens.ts";
import { useApp } from "../app/app-context.ts";
import { FullScreenLoading } from "../components/spinner.tsx";
import { PageLoading } from "../shell/page-loading.tsx";
import { PortalShell } from "../shell/portal-shell.tsx";
import { GuestRegistrationPage, NotFoundPage, SHELL_PAGES } from "./lazy-pages.ts";

/** Each screen's page by the app machine's name for it (src/ui/routes/load-first-screen.ts loads the first ahead). */
export { SCREEN_PAGES } from "./lazy-pages.ts";
import { ScreenLoadBoundary } from "./screen-load-boundary.tsx";
// The full stylesheet: every portal screen's rules (the entry's holds the signed-out screens' only).
import "./portal.css";

const PAGES: Readonly<Record<ShellScreen, ComponentType>> = SHELL_PAGES;

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
    const Outside = screen === "guestRegistration" ? GuestRegistrationPage : NotFoundPage;
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <Outside />
      </Suspense>
    );
  }
  const Page = PAGES[screen];
  return (
    <PortalShell>
      {/* A screen whose code cannot be downloaded says so inside the shell, with a Retry. */}
      <ScreenLoadBoundary onRetry={() => app.send({ type: "screen.retry" })}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </ScreenLoadBoundary>
    </PortalShell>
  );
}
