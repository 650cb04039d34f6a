import type { components } from "../../api/schema.d.ts";
import { PORTAL_BASE, PORTAL_PATHS } from "../app/screens.ts";

/**
 * Which dialog of Tickets & Passes is open, and on which pass, shows in the address
 * (`?register=<passId>`, `?invite=<passId>`), so an invite link opens the Register dialog and a
 * reload keeps the dialog. The screen machine decides; the address follows it.
 */

export type Pass = components["schemas"]["Pass"];

export type TicketsDialog = "register" | "invite";

/** The query parameter that opens each dialog on a pass. */
const PARAMS: Readonly<Record<TicketsDialog, string>> = { register: "register", invite: "invite" };

/** The screen's address with a dialog open on a pass, or with none. */
export const ticketsAddress = (open: { readonly dialog: TicketsDialog; readonly passId: string } | null): string => {
  const path = `${PORTAL_BASE}${PORTAL_PATHS.tickets}`;
  return open === null ? path : `${path}?${new URLSearchParams({ [PARAMS[open.dialog]]: open.passId }).toString()}`;
};

/** True when the address names a dialog at all: the screen then waits for its passes to open it. */
export const namesDialog = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return Object.values(PARAMS).some((name) => params.has(name));
};

/**
 * The dialog the address asks for, on one of the loaded passes; Register wins over Invite, and a
 * pass the company does not hold opens nothing.
 */
export const requestedDialog = (search: string, passes: ReadonlyArray<Pass>): { dialog: TicketsDialog; pass: Pass } | null => {
  const params = new URLSearchParams(search);
  for (const dialog of ["register", "invite"] as const) {
    const passId = params.get(PARAMS[dialog]);
    const pass = passId === null ? undefined : passes.find((candidate) => candidate._id === passId);
    if (pass !== undefined) return { dialog, pass };
  }
  return null;
};
