import { setup } from "xstate";
import { askNavigation } from "../data/ask-navigation.ts";
import { ROLE_LABELS, type Role } from "../../rules/roles.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { homeScreen, PORTAL_BASE, withPortalSlash, type PortalScreen } from "../app/screens.ts";

export interface NotAllowedTypes { input: ScreenInput; context: NotAllowedContext; events: NotAllowedEvent }

export const NOT_ALLOWED_TITLE = "Not allowed";

/** What the screen says to a person whose role may not open the page at this address. */
export const notAllowedMessage = (role: Role | null): string =>
  role === null ? "Your role cannot open this page." : `Your role (${ROLE_LABELS[role]}) cannot open this page.`;

/** The portal's home, which the app opens on the role's first screen. */
export const ROLE_HOME_ADDRESS = withPortalSlash(PORTAL_BASE);

/** What the view sends: the way out. */
export type NotAllowedEvent = { readonly type: "notAllowed.goHome" };

export interface NotAllowedContext {
  readonly message: string;
  /** The role's home, the way out; null when the role may open none of the sidebar's screens. */
  readonly home: PortalScreen | null;
}

/**
 * The screen shown inside the shell at the address of a screen the person's role may not open (by
 * a typed or bookmarked address, or after the role changed while the screen was open). It names the
 * role and offers the role's home, asked of the app's navigation actor. A change of role restarts
 * it, or shows the screen if the new role may open it.
 */
export const notAllowedMachine = setup({
  types: {} as NotAllowedTypes,
  actions: {
    goHome: askNavigation({ type: "navigation.go", to: ROLE_HOME_ADDRESS }),
  },
  guards: {
    hasHome: ({ context }) => context.home !== null,
  },
}).createMachine({
  id: "notAllowed",
  context: ({ input }) => {
    const home = homeScreen(input.role);
    return { message: notAllowedMessage(input.role), home: home === "notAllowed" ? null : home };
  },
  initial: "showing",
  states: {
    showing: {
      on: { "notAllowed.goHome": { guard: "hasHome", actions: "goHome" } },
    },
  },
});
