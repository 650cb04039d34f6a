import { browserKeptLists } from "../../machines/data/kept-lists.ts";
import type { ScreenDependencies } from "../../machines/screen/screen-input.ts";
import { SIGNED_IN_SCREENS } from "../../machines/signed-in-screens.ts";
import { warmUpSignedInScreens } from "../routes/signed-in-warm-up.ts";
import { screenLoaders, type ScreenLoaders, type SignedInScreenNeeds } from "./screen-machine-loader.ts";

/**
 * The machines of the screens only a signed-in person opens, each with its real actors and
 * downloaded with the screen, and the lists kept on the device for their repeat visits. A chunk of
 * its own, so a signed-out visitor's start carries none of it: the server preloads it on the
 * signed-in screens' addresses (server/http/portal-page.ts). Part of the composition root.
 * Asked for with the page's first signed-in screen, so that is also when the work the screen's first
 * render would pay for starts (fonts, dates: signed-in-warm-up.ts), while React and the screen's
 * code are still on their way.
 */
export const signedInScreenLoaders = (signedOutDeps: ScreenDependencies, needs: SignedInScreenNeeds): ScreenLoaders => {
  void warmUpSignedInScreens();
  // Lists kept on the device for repeat visits, the signed-in user's.
  const deps: ScreenDependencies = { ...signedOutDeps, keptLists: browserKeptLists({ currentUserId: needs.currentUserId }) };
  // What the screens take of the page and the device: the outbox (Scan Badges), the storage and the
  // camera (Scan Badges), the clipboard (Integrations).
  const device = { ...needs, storage: window.localStorage, mediaDevices: navigator.mediaDevices, clipboard: navigator.clipboard };
  return screenLoaders<typeof device>(SIGNED_IN_SCREENS, deps, device);
};
