import type { OperationId } from "./permissions.ts";
import type { PortalScreen } from "./screens.ts";

/**
 * The operation opening each signed-in screen needs: its first read (or, for a form, its one write).
 * The contract's x-roles for it decide who may open the screen, so the sidebar, the home and the
 * server agree. Resources & FAQ's list is `[public, owner, admin, staff]`: `canCall` keeps a lead
 * scanner out although a caller without a token may read it. `npm run gen:api` writes each screen's
 * list into screen-roles.ts, so the start of every page carries these twelve, not the whole contract's.
 */
export const SCREEN_OPERATIONS: Readonly<Record<PortalScreen, OperationId>> = {
  dashboard: "getDashboardAnalytics",
  profile: "getCompanyProfile",
  team: "listTeamMembers",
  tickets: "listPasses",
  leads: "listLeads",
  resources: "listDownloads",
  products: "listProducts",
  support: "createSupportRequest",
  resetPassword: "updatePassword",
  activity: "listActivity",
  // Issue 13: the screen also reads getBadgeKey and getLeadQuestions and writes updateLead, all open to every role.
  scan: "scanBadge",
  integrations: "listWebhookEndpoints",
};
