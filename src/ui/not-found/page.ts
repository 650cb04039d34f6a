import { retryableLazy } from "../components/retryable-lazy.ts";
import type { ScreenPage } from "../screen/screen-page.ts";

/** The not-found screen's view, outside the shell. */
export const notFoundPage: ScreenPage<"notFound"> = {
  screen: "notFound",
  view: retryableLazy(() => import("./not-found-page.tsx")),
};
