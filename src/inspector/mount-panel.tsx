import { createRoot } from "react-dom/client";
import type { ActorStore } from "./actor-store.ts";
import { InspectorPanel } from "./inspector-panel.tsx";
import { PANEL_CSS } from "./panel-style.ts";

/**
 * Draws the panel in an element of its own at the end of the body, in a shadow root: the portal's
 * React tree and its styles stay as they are.
 */
export function mountPanel(store: ActorStore, document: Document, elementId: string): void {
  document.getElementById(elementId)?.remove();
  const host = document.createElement("div");
  host.id = elementId;
  const shadow = host.attachShadow({ mode: "open" });
  const style = document.createElement("style");
  style.textContent = PANEL_CSS;
  const mount = document.createElement("div");
  shadow.append(style, mount);
  document.body.append(host);
  createRoot(mount).render(<InspectorPanel store={store} />);
}
