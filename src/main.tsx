import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./index.css";
import { createInspector } from "./inspect.ts";
import { InspectContext } from "./inspect-context.ts";
import { App } from "./ui/app.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
// Resolves at once (undefined) unless the inspector is on; it must exist before the first actor starts.
void createInspector().then((inspect) =>
  createRoot(root).render(
    <StrictMode>
      <InspectContext value={inspect}>
        <App />
      </InspectContext>
    </StrictMode>,
  ),
);
