import { PORTAL_BASE, PORTAL_PATHS } from "./screens.ts";

/**
 * What Lead Management's address says, so a link opens the view it names and a reload keeps it:
 * `?filter=due` (the Due filter: the dashboard's card, the header's count), `?owner=me` (My leads;
 * or a member's account id, or `unowned`) and `?lead=<id>` (that lead's detail: the reminder
 * e-mail's links). The screen machine decides; the address follows it.
 */
export interface LeadsAddress {
  readonly due: boolean;
  readonly owner: string | null;
  readonly lead: string | null;
}

/** The owner filter's value for the signed-in member's own leads (Lead Management's "My leads"). */
export const MY_LEADS = "me";

const text = (value: string | null): string | null => (value === null || value.trim() === "" ? null : value.trim());

export const readLeadsAddress = (search: string): LeadsAddress => {
  const params = new URLSearchParams(search);
  return { due: params.get("filter") === "due", owner: text(params.get("owner")), lead: text(params.get("lead")) };
};

/** The screen's path inside the portal for a view: `/leads?filter=due&owner=me` (what a link inside the portal names). */
export const leadsPath = ({ due, owner }: Pick<LeadsAddress, "due" | "owner">): string => {
  const params = new URLSearchParams();
  if (due) params.set("filter", "due");
  if (owner !== null) params.set("owner", owner);
  const query = params.toString();
  return `${PORTAL_PATHS.leads}${query === "" ? "" : `?${query}`}`;
};

/** The screen's whole address for a view: `/exhibitor/leads?filter=due&owner=me`. */
export const leadsAddress = (view: Pick<LeadsAddress, "due" | "owner">): string => `${PORTAL_BASE}${leadsPath(view)}`;

/**
 * Where the header's count and the dashboard's Follow-ups due card lead: the signed-in member's
 * own leads due today or earlier.
 */
export const MY_DUE_LEADS_PATH = leadsPath({ due: true, owner: MY_LEADS });
