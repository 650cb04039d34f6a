import { useSelector } from "@xstate/react";
import { Suspense } from "react";
import { Router } from "wouter";
import { useApp, useSession } from "../screen/app-context.ts";
import { FullScreenLoading } from "../components/spinner.tsx";
import { PORTAL_BASE } from "../screen/paths.ts";
import { retryableLazy } from "../components/retryable-lazy.ts";
import { ScreenLoadBoundary } from "./screen-load-boundary.tsx";
import { withSignedOutStyles } from "../components/signed-out-styles.ts";
import { sessionPhase } from "../../machines/app/session-phase.ts";
import { LeaveGuardProvider } from "../components/leave-guard.tsx";

// Route-level splitting: a signed-out visitor downloads the sign-in screens only, never the portal.
// A table whose code could not be downloaded says so with a Retry, as a screen does.
export const SignedOutRoutes = retryableLazy(() => import("./signed-out-routes.tsx"));
export const PortalRoutes = retryableLazy(() => import("./portal-routes.tsx"));
// Drawn only when the stored token could not be checked, with the signed-out stylesheet (nobody is
// signed in on this page yet): the other pages go without its code and styles. Not named after its
// recipe (sessionFailed): Panda reads a JSX element of a recipe's name as a use of the recipe.
const CheckFailed = withSignedOutStyles(() => import("./session-failed.tsx"));

/**
 * SPEC §2 routes under /exhibitor: one table while signed out, another once signed in. Every move a
 * link asks for passes the unsaved-work guard first, which carries it out or asks.
 */
export function AppRoutes() {
  const phase = useSelector(useSession(), sessionPhase);
  const app = useApp();
  const guard = useSelector(app, (snapshot) => snapshot.children.leaveGuard);
  return (
    <LeaveGuardProvider guard={guard}>
      <Router
        base={PORTAL_BASE}
        aroundNav={(navigate, to, options) =>
          guard === undefined ? navigate(to, options) : guard.send({ type: "leave.request", to, replace: options?.replace === true })
        }
      >
      {/* Every route's code, signed out too (a page of its own, or the table): a failed download shows Retry in the window. */}
      <ScreenLoadBoundary wholeWindow onRetry={() => app.send({ type: "screen.retry" })}>
        <Suspense fallback={<FullScreenLoading />}>
          {phase === "signedIn" ? (
            <PortalRoutes />
          ) : phase === "signedOut" ? (
            <SignedOutRoutes />
          ) : phase === "failed" ? (
            <CheckFailed />
          ) : (
            <FullScreenLoading />
          )}
        </Suspense>
      </ScreenLoadBoundary>
      </Router>
    </LeaveGuardProvider>
  );
}
