import { lazy } from "react";

// One chunk per screen: a page's code loads when its route is first visited. The screens the
// signed-out table shows too are in shared-pages.ts.
export const DashboardPage = lazy(() => import("../dashboard/dashboard-page.tsx"));
export const ProfilePage = lazy(() => import("../profile/profile-page.tsx"));
export const TeamPage = lazy(() => import("../team/team-page.tsx"));
export const TicketsPage = lazy(() => import("../tickets/tickets-page.tsx"));
export const LeadsPage = lazy(() => import("../leads/leads-page.tsx"));
export const ResourcesPage = lazy(() => import("../resources/resources-page.tsx"));
export const ProductsPage = lazy(() => import("../products/products-page.tsx"));
export const SupportPage = lazy(() => import("../support/support-page.tsx"));
