import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { createInspector } from "./inspect.ts";
import { InspectContext } from "./inspect-context.ts";
import { App } from "./ui/app.tsx";
import { createPortal } from "./ui/app/composition.ts";
import { takeOverPaintedSignIn } from "./ui/app/painted-sign-in-hand-off.ts";
import { registerPortalWorker } from "./pwa-register.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// Resolves at once (undefined) unless the inspector is on; it must exist before the first actor starts.
void createInspector().then((inspect) => {
  // One actor system per page, started before the first render (StrictMode renders twice in development).
  const portal = createPortal(inspect);
  portal.app.start();
  createRoot(takeOverPaintedSignIn(root, portal)).render(
    <StrictMode>
      <InspectContext value={inspect}>
        <App portal={portal} />
      </InspectContext>
    </StrictMode>,
  );
  // After the first render: the worker's downloads must not hold up the portal's start.
  void registerPortalWorker().catch((error: unknown) => console.warn("The offline copy of the portal could not be set up.", error));
});
