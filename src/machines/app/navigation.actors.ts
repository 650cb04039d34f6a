import { fromCallback } from "xstate";
import type { LocationChanged, NavigationCommand } from "./navigation.ts";
import { withReturnAddress } from "../../rules/return-address.ts";
import { withPortalSlash } from "./screens.ts";

/** The parts of `window` the navigation actor uses. */
export interface BrowserWindow {
  readonly location: Pick<Location, "pathname" | "search" | "assign">;
  readonly history: Pick<History, "pushState" | "replaceState" | "back" | "length">;
  /** The Navigation API, where the browser has it: it knows whether Back stays on this site. */
  readonly navigation?: { readonly canGoBack: boolean };
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

// wouter's browser location dispatches these around history.pushState/replaceState (its links do
// so too), and the browser dispatches popstate for Back and Forward.
const LOCATION_EVENTS = ["popstate", "pushState", "replaceState"] as const;

/**
 * True when Back leads to a page of this site. `history.length` also counts pages of other sites
 * (and a new tab's blank page), so it is only the answer where the Navigation API is missing.
 */
const canGoBack = (win: BrowserWindow): boolean => win.navigation?.canGoBack ?? win.history.length > 1;

/**
 * The one navigation actor of the app: reports every change of address to the app machine and
 * carries out the navigations machines ask for. In-app moves go through `history` with the events
 * wouter listens to, so the route view and the app machine see the same address.
 */
export const browserNavigation = (win: BrowserWindow) =>
  fromCallback<NavigationCommand>(({ sendBack, receive }) => {
    const report = () =>
      sendBack({ type: "location.changed", pathname: win.location.pathname, search: win.location.search } satisfies LocationChanged);
    for (const type of LOCATION_EVENTS) win.addEventListener(type, report);
    report();
    receive((command) => {
      if (command.type === "navigation.back") {
        if (canGoBack(win)) win.history.back();
        else win.history.pushState(null, "", withPortalSlash(command.fallback));
        return;
      }
      if (command.type === "navigation.signIn") {
        const to = withReturnAddress(command.to, `${win.location.pathname}${win.location.search}`);
        if (command.leave === true) win.location.assign(to);
        else win.history.replaceState(null, "", to);
        return;
      }
      const to = withPortalSlash(command.to);
      if (command.type === "navigation.leave") win.location.assign(to);
      else if (command.replace === true) win.history.replaceState(null, "", to);
      else win.history.pushState(null, "", to);
    });
    return () => {
      for (const type of LOCATION_EVENTS) win.removeEventListener(type, report);
    };
  });
