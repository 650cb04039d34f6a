import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { Inspect } from "../inspect.ts";
import { InspectContext } from "../inspect-context.ts";
import { App } from "./app.tsx";
import type { Portal } from "./app/composition.ts";
import { takeOverPaintedSignIn } from "./app/painted-sign-in-hand-off.ts";

/** React, ReactDOM and the views: the portal drawn into the page's #root over its started actors. */
export function renderApp(root: HTMLElement, portal: Portal, inspect: Inspect | undefined): void {
  createRoot(takeOverPaintedSignIn(root, portal)).render(
    <StrictMode>
      <InspectContext value={inspect}>
        <App portal={portal} />
      </InspectContext>
    </StrictMode>,
  );
}
