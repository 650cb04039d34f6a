import type { ComponentType } from "react";
import type { ScreenName, ShellScreen } from "../../machines/app/screens.ts";
import { retryableLazy } from "./retryable-lazy.ts";

// One chunk per screen: a page's code loads when its route is first visited, and again on Retry
// when that download failed (ScreenLoadBoundary, in the shell).
export const DashboardPage = retryableLazy(() => import("../dashboard/dashboard-page.tsx"));
export const ProfilePage = retryableLazy(() => import("../profile/profile-page.tsx"));
export const TeamPage = retryableLazy(() => import("../team/team-page.tsx"));
export const TicketsPage = retryableLazy(() => import("../tickets/tickets-page.tsx"));
export const LeadsPage = retryableLazy(() => import("../leads/leads-page.tsx"));
export const ResourcesPage = retryableLazy(() => import("../resources/resources-page.tsx"));
export const ProductsPage = retryableLazy(() => import("../products/products-page.tsx"));
export const SupportPage = retryableLazy(() => import("../support/support-page.tsx"));
export const ResetPasswordPage = retryableLazy(() => import("../reset-password/reset-password-page.tsx"));
export const ScanPage = retryableLazy(() => import("../scan/scan-page.tsx"));
export const ActivityPage = retryableLazy(() => import("../activity/activity-page.tsx"));
export const IntegrationsPage = retryableLazy(() => import("../integrations/integrations-page.tsx"));
export const NotFoundPage = retryableLazy(() => import("../not-found/not-found-page.tsx"));
export const NotAllowedPage = retryableLazy(() => import("../not-allowed/not-allowed-page.tsx"));
/** A pass's public registration page opened signed in: outside the shell, as a guest sees it. */
export const GuestRegistrationPage = retryableLazy(() => import("../guest-registration/guest-registration-page.tsx"));

/** The pages the signed-in shell shows, by the app machine's name for each screen. */
export const SHELL_PAGES: Readonly<Record<ShellScreen, ComponentType & { readonly preload: () => Promise<void> }>> = {
  dashboard: DashboardPage,
  profile: ProfilePage,
  team: TeamPage,
  tickets: TicketsPage,
  leads: LeadsPage,
  resources: ResourcesPage,
  products: ProductsPage,
  support: SupportPage,
  resetPassword: ResetPasswordPage,
  notAllowed: NotAllowedPage,
  activity: ActivityPage,
  scan: ScanPage,
  integrations: IntegrationsPage,
};

/** Each screen's page by the app machine's name for it, for loading the first one ahead of the first render. */
export const SCREEN_PAGES: Partial<Readonly<Record<ScreenName, { readonly preload: () => Promise<void> }>>> = {
  ...SHELL_PAGES,
  notFound: NotFoundPage,
  guestRegistration: GuestRegistrationPage,
};
