import { createPortal } from "react-dom";
import { AppProviders } from "./app/app-providers.tsx";
import ToasterView from "./components/toaster-view.tsx";
import { AppRoutes } from "./routes/app-routes.tsx";

/** The portal: root actors (API runner, session, event), the routes, and the one toast region. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
      {/* Mounted with the app, not lazily: a toast raised before the region subscribes to the
          toaster (a signed-out visit to a portal screen raises one at once) could go unseen.
          Beside the app in <body>, marked as a live announcer: an open modal dialog hides
          everything else from screen readers, and its save's toast must still be heard. */}
      {createPortal(
        <div data-live-announcer="">
          <ToasterView />
        </div>,
        document.body,
      )}
    </AppProviders>
  );
}
