import { fromCallback } from "xstate";

/**
 * The browser's own prompt before the page is left while work is unsaved: a `beforeunload` listener
 * that cancels the event, which is all a page may do (the browser writes the question itself).
 */
export const beforeUnloadPrompt = (win: Pick<Window, "addEventListener" | "removeEventListener">) =>
  fromCallback(() => {
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    win.addEventListener("beforeunload", ask);
    return () => win.removeEventListener("beforeunload", ask);
  });
