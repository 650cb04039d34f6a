import { useEffect } from "react";

/** The product's name, after each screen's in the tab's title. */
export const PRODUCT_TITLE = "Exhibitor Portal";

/**
 * The tab's title while a screen shows: "<title> | Exhibitor Portal". Every screen sets its own,
 * signed in (its PageHeader) and signed out, so none keeps the one before it ("Page Not Found"
 * after a 404). `null` leaves it to a part of the screen that sets it (a form whose heading
 * changes with its mode).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = `${title} | ${PRODUCT_TITLE}`;
  }, [title]);
}
