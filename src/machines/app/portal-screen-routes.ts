// Generated from the descriptors of src/machines/signed-in-screens.ts and the `x-roles` of openapi/exhibitor-portal.yaml by `npm run gen:api`. Do not edit.
import type { OperationAccess } from "../../rules/roles.ts";

/**
 * Each signed-in screen with an address, in the sidebar's order: its address, who may open it (the
 * x-roles of the operation it opens with) and whether the sidebar lists it.
 */
export const PORTAL_SCREEN_ROUTES = {
  dashboard: { path: "/dashboard", roles: ["owner", "admin", "staff"], sidebar: true },
  profile: { path: "/profile", roles: ["owner", "admin"], sidebar: true },
  team: { path: "/team", roles: ["owner", "admin"], sidebar: true },
  tickets: { path: "/tickets", roles: ["owner", "admin", "staff"], sidebar: true },
  scan: { path: "/scan", roles: ["owner", "admin", "staff", "scanner"], sidebar: true },
  leads: { path: "/leads", roles: ["owner", "admin", "staff", "scanner"], sidebar: true },
  products: { path: "/products", roles: ["owner", "admin", "staff"], sidebar: true },
  resources: { path: "/resources", roles: ["public", "owner", "admin", "staff"], sidebar: true },
  activity: { path: "/activity", roles: ["owner", "admin"], sidebar: true },
  integrations: { path: "/integrations", roles: ["owner", "admin"], sidebar: true },
  support: { path: "/support", roles: ["owner", "admin", "staff", "scanner"], sidebar: false },
  myProfile: { path: "/my-profile", roles: ["owner", "admin", "staff", "scanner"], sidebar: false },
  resetPassword: { path: "/reset-password", roles: ["owner", "admin", "staff", "scanner"], sidebar: false },
} as const satisfies { readonly [screen: string]: { readonly path: `/${string}`; readonly roles: OperationAccess; readonly sidebar: boolean } };
