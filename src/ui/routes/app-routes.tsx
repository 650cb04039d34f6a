import { useSelector } from "@xstate/react";
import { Suspense } from "react";
import { Router } from "wouter";
import { useSession } from "../app/app-context.ts";
import { FullScreenLoading } from "../components/spinner.tsx";
import { PORTAL_BASE } from "./paths.ts";
import { preloadableLazy } from "./preloadable-lazy.ts";
import { SessionFailed } from "./session-failed.tsx";
import { sessionPhase } from "../../machines/app/session-phase.ts";

// Route-level splitting: a signed-out visitor downloads the sign-in screens only, never the portal.
export const SignedOutRoutes = preloadableLazy(() => import("./signed-out-routes.tsx"));
export const PortalRoutes = preloadableLazy(() => import("./portal-routes.tsx"));

/** SPEC §2 routes under /exhibitor: one table while signed out, another once signed in. */
export function AppRoutes() {
  const phase = useSelector(useSession(), sessionPhase);
  return (
    <Router base={PORTAL_BASE}>
      <Suspense fallback={<FullScreenLoading />}>
        {phase === "signedIn" ? (
          <PortalRoutes />
        ) : phase === "signedOut" ? (
          <SignedOutRoutes />
        ) : phase === "failed" ? (
          <SessionFailed />
        ) : (
          <FullScreenLoading />
        )}
      </Suspense>
    </Router>
  );
}
