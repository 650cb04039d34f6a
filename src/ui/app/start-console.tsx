import "../organiser/console.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { InspectionEvent, Observer } from "xstate";
import { ConsoleApp } from "../organiser/console-app.tsx";
import { createConsole } from "./console-composition.ts";

/** The inspector the page started with (src/inspect.ts), if any. */
type Inspect = Observer<InspectionEvent>;

/** The organiser's console in the page's #root: its actor started, then drawn. */
export function startConsole(root: HTMLElement, inspect: Inspect | undefined): void {
  const console = createConsole(inspect);
  console.start();
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp console={console} />
    </StrictMode>,
  );
}
