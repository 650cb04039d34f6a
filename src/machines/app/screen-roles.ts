// Generated from the `x-roles` of openapi/exhibitor-portal.yaml and screen-operations.ts by `npm run gen:api`. Do not edit.
import type { OperationAccess } from "../../rules/roles.ts";
import type { PortalScreen } from "./screens.ts";

/** Who may open each signed-in screen: the x-roles of the operation it opens with (screen-operations.ts). */
export const SCREEN_ROLES: { readonly [Screen in PortalScreen]: OperationAccess } = {
  dashboard: ["owner", "admin", "staff"],
  profile: ["owner", "admin"],
  team: ["owner", "admin"],
  tickets: ["owner", "admin", "staff"],
  leads: ["owner", "admin", "staff", "scanner"],
  resources: ["public", "owner", "admin", "staff"],
  products: ["owner", "admin", "staff"],
  support: ["owner", "admin", "staff", "scanner"],
  resetPassword: ["owner", "admin", "staff", "scanner"],
  activity: ["owner", "admin"],
  scan: ["owner", "admin", "staff", "scanner"],
  integrations: ["owner", "admin"],
};
