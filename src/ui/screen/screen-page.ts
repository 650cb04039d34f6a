import type { ComponentType } from "react";
import type { ScreenName } from "../../machines/app/screens.ts";
import type { IconGlyph } from "./icons.tsx";

/** A screen's view, a chunk of its own downloaded the first time it shows (or ahead, with `preload`). */
export type ScreenView = ComponentType & { readonly preload: () => Promise<void> };

/**
 * How the portal draws a screen, written once in its feature's `page.ts` and collected in
 * src/ui/pages.ts: the signed-in routes, the first screen's preload and the sidebar read it there.
 */
export interface ScreenPage<Screen extends ScreenName = ScreenName> {
  /** The app machine's name for the screen. */
  readonly screen: Screen;
  /** Made with `retryableLazy`: a download that failed shows Retry in the shell (ScreenLoadBoundary). */
  readonly view: ScreenView;
  /** Its sidebar entry: a screen the sidebar lists (its descriptor's `sidebar`) needs one. */
  readonly nav?: { readonly label: string; readonly icon: IconGlyph };
}
