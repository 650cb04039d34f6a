import type { ComponentType } from "react";
import { retryableLazy } from "./retryable-lazy.ts";

/**
 * The signed-out stylesheet (panda.signed-out.config.ts): the rules of the signed-out screens shown
 * after the sign-in form, which the sheet in the page leaves out. Asked for only where nobody is
 * signed in: it holds fewer rules than the signed-in sheet, so loaded after that one it could reorder
 * two of its rules (docs/architecture.md, "Styles").
 */
export const loadSignedOutStyles = (): Promise<unknown> => import("./signed-out-screens.css");

/** A signed-out view that renders once its code and the signed-out stylesheet are both here. */
export const withSignedOutStyles = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  retryableLazy<P>(async () => (await Promise.all([load(), loadSignedOutStyles()]))[0]);
