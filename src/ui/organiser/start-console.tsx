import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { Inspect } from "../../inspect.ts";
import { ConsoleApp } from "./console-app.tsx";
import { createConsole } from "./console-composition.ts";

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
