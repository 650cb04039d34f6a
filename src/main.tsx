import "./index.css";
import { nextTask, whenIdle } from "./machines/data/when-idle.ts";
import { createPageInspect } from "./page-inspect.ts";
import { registerPortalWorker } from "./pwa-register.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Longest the start waits for the first screen's code before it draws the loading state instead. */
const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * The start, in steps that each run as a task of their own: the machines and the API layer (Effect,
 * XState), the start of the actor system, then React and the views. One task doing all of it held a
 * phone's main thread for a quarter of a second, while the painted sign-in form could not be typed in.
 * The server preloads both chunks with the entry (server/http/portal-page.ts), so the steps do not wait
 * on the network.
 */
async function start(root: HTMLElement): Promise<void> {
  // Resolves at once (undefined) unless the inspector or the recorder is on; it must exist before the first actor starts.
  const inspect = await createPageInspect();
  const { createPortal } = await import("./ui/app/composition.ts");
  // One actor system per page, started before the first render (StrictMode renders twice in development).
  const portal = createPortal(inspect);
  await nextTask();
  portal.app.start();
  const { loadFirstScreen, renderApp } = await import("./ui/render-app.tsx");
  // The first screen renders whole when its code is here, without loading states in between; on a
  // network too slow for that, the loading state shows after FIRST_SCREEN_WAIT_MS.
  await Promise.race([loadFirstScreen(portal.app), delay(FIRST_SCREEN_WAIT_MS)]);
  await nextTask();
  const drawn = renderApp(root, portal, inspect);
  // Once the first screen is up and the browser idle: the API layer (the sign-in form's first call
  // needs it, a signed-in screen has loaded it already) and the worker's downloads (its script, then
  // every file it keeps) must not hold up the portal's start.
  void drawn
    .then(() => whenIdle(2_000))
    .then(() => {
      // A failed download is tried again at the first call.
      portal.loadApi().catch(() => undefined);
      return registerPortalWorker();
    })
    .catch((error: unknown) => console.warn("The offline copy of the portal could not be set up.", error));
}

/** The organiser's console (/organiser/): its own start, none of the exhibitor portal's code. */
async function startConsole(root: HTMLElement): Promise<void> {
  const inspect = await createPageInspect();
  const { startConsole } = await import("./ui/app/start-console.tsx");
  startConsole(root, inspect);
}

if (window.location.pathname === "/organiser" || window.location.pathname.startsWith("/organiser/")) void startConsole(root);
else void start(root);
