import { useSelector } from "@xstate/react";
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { whenIdle } from "../machines/data/when-idle.ts";
import { AppProviders } from "./app/app-providers.tsx";
import type { Portal } from "./app/composition.ts";
import { useSession } from "./screen/app-context.ts";
import { AppRoutes } from "./routes/app-routes.tsx";
import { EventColours } from "./components/event-look.tsx";
import { ToastPortal } from "./components/toast-portal.tsx";
import { retryableLazy } from "./components/retryable-lazy.ts";
import { withSignedOutStyles } from "./components/signed-out-styles.ts";
import { raisedToastCount, subscribeToToasts } from "./toaster.ts";

// Ark's toast store and machines are a chunk of their own: the sign-in screen shows without them.
// Signed in, the full stylesheet has the region's rules; with nobody signed in they come with the
// signed-out sheet, which must not be asked for after the full one (signed-out-styles.ts).
const loadToasterView = () => import("./components/toaster-view.tsx");
const ToasterView = retryableLazy(loadToasterView);
const SignedOutToasterView = withSignedOutStyles(loadToasterView);

/** The portal: its actors, the routes, and the one toast region. */
export function App({ portal }: { readonly portal: Portal }) {
  return (
    <AppProviders portal={portal}>
      <EventColours />
      <AppRoutes />
      <ToastRegion />
    </AppProviders>
  );
}

/**
 * The toast region, mounted at the first toast or once signed in (where toasts are frequent and F8
 * should find the region), and kept from then on. Signed in, it waits for an idle moment: mounting
 * it renders synchronously, which must not lengthen the screen's first paint. A toast raised before
 * it mounts is not lost: `notify` keeps it until the store's chunk has loaded.
 */
function ToastRegion() {
  const raised = useSyncExternalStore(subscribeToToasts, raisedToastCount);
  const signedIn = useSelector(useSession(), (snapshot) => snapshot.hasTag("authenticated"));
  const idleSinceSignIn = useIdleAfter(signedIn);
  const mounted = raised > 0 || idleSinceSignIn;
  // Chosen once, when the region mounts: a signed-in person's toasts never ask for the signed-out sheet.
  const [View, setView] = useState<typeof ToasterView | null>(null);
  useEffect(() => {
    if (mounted && View === null) setView(() => (signedIn ? ToasterView : SignedOutToasterView));
  }, [mounted, signedIn, View]);
  return View === null ? null : <ToastPortal view={View} raised={raised} />;
}

/** True from the first idle moment after `active` became true (at the latest two seconds after). */
function useIdleAfter(active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!active || idle) return;
    let current = true;
    // A transition: mounting the region (Ark's toaster, its machine and portal) is work React may
    // slice, so the idle moment it starts in does not become a long task of its own.
    void whenIdle(2_000).then(() => current && startTransition(() => setIdle(true)));
    return () => {
      current = false;
    };
  }, [active, idle]);
  return idle;
}
