import { createContext, useContext } from "react";
import type { PortalScreen } from "../../machines/app/screens.ts";

/**
 * A sidebar screen's label (`nav-items.ts`), given by the signed-in routes. A screen's view that names
 * another (the not-allowed screen's way to the role's home) reads it here: importing the pages' table
 * would make the view import the table that downloads it.
 */
export const ScreenLabelContext = createContext<(screen: PortalScreen) => string>((screen) => screen);

/** The label of a sidebar screen, as the sidebar shows it. */
export const useScreenLabel = (): ((screen: PortalScreen) => string) => useContext(ScreenLabelContext);
