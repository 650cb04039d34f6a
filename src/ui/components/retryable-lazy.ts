import { createElement, lazy, type ComponentType, type LazyExoticComponent } from "react";
import { rememberedLoader } from "./preloadable-lazy.ts";

/** The code of a lazily loaded screen could not be downloaded; the boundary offers a retry. */
export class ScreenLoadFailure extends Error {
  constructor(cause: unknown) {
    super("A screen's code could not be loaded", { cause });
    this.name = "ScreenLoadFailure";
  }
}

// React.lazy keeps a rejected import forever, so a retry needs a fresh lazy component. Each screen
// whose import failed leaves here the function that gives it one; a retry (or moving to another
// screen) calls them. Module state on purpose: the lazy components themselves are module constants.
const renewals = new Set<() => void>();

/** Gives every screen whose code failed to load a fresh import on its next render. */
export function renewFailedScreens(): void {
  for (const renew of renewals) renew();
  renewals.clear();
}

/**
 * `React.lazy` that can be tried again: a failed import rejects with `ScreenLoadFailure` (caught by
 * `ScreenLoadBoundary`), and after `renewFailedScreens()` the next render imports again. Once the
 * module is here (`preload`, an earlier render) it renders at once, without suspending.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> & { readonly preload: () => Promise<void>; readonly isLoaded: () => boolean } {
  const loader = rememberedLoader(load);
  const attempt = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      loader.load((error) => {
        renewals.add(() => (current = attempt()));
        return new ScreenLoadFailure(error);
      }),
    );
  let current = attempt();
  const RetryableLazy = (props: P) => createElement(current, props);
  return Object.assign(RetryableLazy, { preload: loader.preload, isLoaded: loader.isLoaded });
}
