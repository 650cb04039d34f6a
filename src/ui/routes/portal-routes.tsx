import { Suspense, type ComponentType } from "react";
import { matchRoute, Route, Switch, useLocation, useRouter } from "wouter";
import { FullScreenLoading } from "../components/spinner.tsx";
import { PageLoading } from "../shell/page-loading.tsx";
import { PortalShell } from "../shell/portal-shell.tsx";
import {
  DashboardPage,
  LeadsPage,
  NotFoundPage,
  ProductsPage,
  ProfilePage,
  ResetPasswordPage,
  ResourcesPage,
  SupportPage,
  TeamPage,
  TicketsPage,
} from "./lazy-pages.ts";
import { PORTAL_PATHS } from "./paths.ts";
import { ScreenLoadBoundary } from "./screen-load-boundary.tsx";
// The full stylesheet: every portal screen's rules (the entry's holds the signed-out screens' only).
import "./portal.css";

const PAGES: ReadonlyArray<readonly [path: string, page: ComponentType]> = [
  [PORTAL_PATHS.home, DashboardPage],
  [PORTAL_PATHS.dashboard, DashboardPage],
  [PORTAL_PATHS.profile, ProfilePage],
  [PORTAL_PATHS.team, TeamPage],
  [PORTAL_PATHS.tickets, TicketsPage],
  [PORTAL_PATHS.leads, LeadsPage],
  [PORTAL_PATHS.resources, ResourcesPage],
  [PORTAL_PATHS.products, ProductsPage],
  [PORTAL_PATHS.support, SupportPage],
  [PORTAL_PATHS.resetPassword, ResetPasswordPage],
];

/**
 * SPEC §2 routes once signed in: every screen inside one shell (kept mounted between screens, so
 * the header and sidebar do not reload), and the not-found screen on its own for any other path.
 */
export default function PortalRoutes() {
  const router = useRouter();
  const [location] = useLocation();
  const known = PAGES.some(([path]) => matchRoute(router.parser, path, location)[0]);

  if (!known) {
    return (
      <Suspense fallback={<FullScreenLoading />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <PortalShell>
      {/* A screen whose code cannot be downloaded says so inside the shell, with a Retry. */}
      <ScreenLoadBoundary>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            {PAGES.map(([path, Page]) => (
              <Route key={path} path={path} component={Page} />
            ))}
          </Switch>
        </Suspense>
      </ScreenLoadBoundary>
    </PortalShell>
  );
}
