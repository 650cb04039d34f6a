import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { Inspect } from "../inspect.ts";
import { InspectContext } from "../inspect-context.ts";
import { App } from "./app.tsx";
import type { Portal } from "./app/composition.ts";
import { firstScreenDrawn } from "./app/first-screen-drawn.ts";
import { takeOverPaintedSignIn } from "./app/painted-sign-in-hand-off.ts";

/**
 * React, ReactDOM and the views: the portal drawn into the page's #root over its started actors.
 * The first render is a transition, so React draws the shell and the screen in slices of a few
 * milliseconds and yields between them: rendered at once it held a phone's main thread for a quarter
 * of a second, typing and tapping included. Resolves once the first screen is drawn.
 */
export function renderApp(root: HTMLElement, portal: Portal, inspect: Inspect | undefined): Promise<void> {
  const container = takeOverPaintedSignIn(root, portal);
  const drawn = firstScreenDrawn(container);
  const reactRoot = createRoot(container);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <InspectContext value={inspect}>
          <App portal={portal} />
        </InspectContext>
      </StrictMode>,
    ),
  );
  return drawn;
}

/** The route table and page the app opens with, loaded ahead of `renderApp` (src/ui/routes/load-first-screen.ts). */
export { loadFirstScreen } from "./routes/load-first-screen.ts";
