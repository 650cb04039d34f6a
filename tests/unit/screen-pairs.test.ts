import { describe, expect, it } from "vitest";
import { PORTAL_SCREEN_TABLE } from "../../src/machines/app/screens.ts";
import { CONSOLE_SCREEN_TABLE, CONSOLE_SCREENS } from "../../src/machines/organiser/console-screens.ts";
import { SIGNED_IN_SCREENS } from "../../src/machines/signed-in-screens.ts";
import { SIGNED_OUT_SCREENS } from "../../src/machines/signed-out-screens.ts";
import { CONSOLE_PAGES } from "../../src/ui/organiser/console-pages.ts";
import { PAGES } from "../../src/ui/pages.ts";
import { unpairedScreens } from "../../src/ui/screen/screen-pairs.ts";

/** The signed-out screens the signed-in route table draws too (outside the shell). */
const DRAWN_SIGNED_IN = new Set(["notFound", "guestRegistration"]);

describe("every screen has a page and every page a screen", () => {
  it("in the portal: the signed-in screens, the not-found and guest pages", () => {
    const screens = [...SIGNED_IN_SCREENS, ...SIGNED_OUT_SCREENS.filter((screen) => DRAWN_SIGNED_IN.has(screen.name))];
    expect(unpairedScreens(screens, PAGES)).toEqual({ withoutPage: [], withoutScreen: [] });
  });

  it("in the organiser's console", () => {
    expect(CONSOLE_SCREENS.length).toBeGreaterThan(0);
    expect(unpairedScreens(CONSOLE_SCREENS, CONSOLE_PAGES)).toEqual({ withoutPage: [], withoutScreen: [] });
  });

  it("in both apps' screen tables: every screen a signed-in session shows, and those shown in place of another", () => {
    const signedInShows = (screen: (typeof PORTAL_SCREEN_TABLE.screens)[number]) => screen.phases.includes("signedIn") || screen.phases.length === 0;
    expect(unpairedScreens(PORTAL_SCREEN_TABLE.screens.filter(signedInShows), PAGES)).toEqual({ withoutPage: [], withoutScreen: [] });
    expect(unpairedScreens(CONSOLE_SCREEN_TABLE.screens, CONSOLE_PAGES)).toEqual({ withoutPage: [], withoutScreen: [] });
  });

  it("names a screen left without its page, and a page left without its screen", () => {
    const [first, ...rest] = CONSOLE_SCREENS;
    expect(unpairedScreens(rest, CONSOLE_PAGES)).toEqual({ withoutPage: [], withoutScreen: [first!.name] });
    expect(unpairedScreens(CONSOLE_SCREENS, CONSOLE_PAGES.filter((page) => page.screen !== first!.name))).toEqual({ withoutPage: [first!.name], withoutScreen: [] });
  });
});
