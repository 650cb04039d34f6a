/** What the full-screen loading state carries (`LoadingScreen` in src/ui/components/spinner.tsx). */
const LOADING_SCREEN = "[data-loading-screen]";

/**
 * Resolves at the first commit into `container` that shows more than the full-screen loading
 * state: a screen, or its own loading state inside the shell. Resolved from the DOM observer's
 * callback, so what runs on it runs before the browser paints that commit.
 */
export function firstScreenDrawn(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (container.firstElementChild === null || container.querySelector(LOADING_SCREEN) !== null) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}
