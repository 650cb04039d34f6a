import type { ConsolePage } from "./console-page.ts";
import { organisersPage } from "./organisers/page.ts";
import { overviewPage } from "./overview/page.ts";

/** Each console screen's view, by the screen's name; each screen adds its one line. */
export const CONSOLE_PAGES: ReadonlyArray<ConsolePage> = [overviewPage, organisersPage];
