// Every Panda recipe of the portal, by the name views import it under from styled-system/recipes.
// Each recipe sits beside its component (`<component>.recipe.ts`); this table is the one place that
// collects them for panda.config.ts, so shared folders never import a feature to register it.
import { activityLogRecipe } from "./src/ui/activity/activity-log.recipe.ts";
import { authLayoutRecipe } from "./src/ui/components/auth-layout.recipe.ts";
import { badgeRecipe } from "./src/ui/components/badge.recipe.ts";
import { businessCardRecipe } from "./src/ui/components/business-card.recipe.ts";
import { buttonRecipe } from "./src/ui/components/button.recipe.ts";
import { cardRecipe } from "./src/ui/components/card.recipe.ts";
import { dialogRecipe } from "./src/ui/components/dialog.recipe.ts";
import { fieldRecipe } from "./src/ui/components/field.recipe.ts";
import { fullScreenLoadingRecipe } from "./src/ui/components/full-screen-loading.recipe.ts";
import { loadErrorRecipe } from "./src/ui/components/load-error.recipe.ts";
import { menuRecipe } from "./src/ui/components/menu.recipe.ts";
import { pinInputRecipe } from "./src/ui/components/pin-input.recipe.ts";
import { progressRecipe } from "./src/ui/components/progress.recipe.ts";
import { queueListRecipe } from "./src/ui/components/queue-list.recipe.ts";
import { remoteContentRecipe } from "./src/ui/components/remote-content.recipe.ts";
import { scrollRegionRecipe } from "./src/ui/components/scroll-region.recipe.ts";
import { spinnerRecipe } from "./src/ui/components/spinner.recipe.ts";
import { statCardRecipe } from "./src/ui/components/stat-card.recipe.ts";
import { tabsRecipe } from "./src/ui/components/tabs.recipe.ts";
import { toastRecipe } from "./src/ui/components/toast.recipe.ts";
import { uploadFieldRecipe } from "./src/ui/components/upload-field.recipe.ts";
import { boothScansRecipe } from "./src/ui/dashboard/booth-scans.recipe.ts";
import { dashboardRecipe } from "./src/ui/dashboard/dashboard.recipe.ts";
import { followUpsDueRecipe } from "./src/ui/dashboard/follow-ups-due.recipe.ts";
import { recentLeadsRecipe } from "./src/ui/dashboard/recent-leads.recipe.ts";
import { ticketBreakdownRecipe } from "./src/ui/dashboard/ticket-breakdown.recipe.ts";
import { formFieldsRecipe } from "./src/ui/forms/form-fields.recipe.ts";
import { guestRegistrationPageRecipe } from "./src/ui/guest-registration/guest-registration-page.recipe.ts";
import { eventChoicesRecipe } from "./src/ui/integrations/event-choices.recipe.ts";
import { integrationsRecipe } from "./src/ui/integrations/integrations.recipe.ts";
import { secretDialogRecipe } from "./src/ui/integrations/secret-dialog.recipe.ts";
import { myProfileRecipe } from "./src/ui/my-profile/my-profile.recipe.ts";
import { notAllowedPageRecipe } from "./src/ui/not-allowed/not-allowed-page.recipe.ts";
import { notFoundPageRecipe } from "./src/ui/not-found/not-found-page.recipe.ts";
import { organiserOverviewRecipe } from "./src/ui/organiser/overview/overview.recipe.ts";
import { leadActionsRecipe } from "./src/ui/leads/lead-actions.recipe.ts";
import { leadAnalyticsRecipe } from "./src/ui/leads/lead-analytics.recipe.ts";
import { leadDialogRecipe } from "./src/ui/leads/lead-dialog.recipe.ts";
import { leadImportRecipe } from "./src/ui/leads/lead-import.recipe.ts";
import { leadRowRecipe } from "./src/ui/leads/lead-row.recipe.ts";
import { leadsScreenRecipe } from "./src/ui/leads/leads-screen.recipe.ts";
import { outboxRecipe } from "./src/ui/outbox/outbox.recipe.ts";
import { productCatalogRecipe } from "./src/ui/products/product-catalog.recipe.ts";
import { companyProfileRecipe } from "./src/ui/profile/company-profile.recipe.ts";
import { leadQuestionsRecipe } from "./src/ui/profile/lead-questions.recipe.ts";
import { codeFlowFormRecipe } from "./src/ui/reset-password/code-flow-form.recipe.ts";
import { resetPasswordPageRecipe } from "./src/ui/reset-password/reset-password-page.recipe.ts";
import { faqAccordionRecipe } from "./src/ui/resources/faq-accordion.recipe.ts";
import { resourceListRecipe } from "./src/ui/resources/resource-list.recipe.ts";
import { sessionFailedRecipe } from "./src/ui/routes/session-failed.recipe.ts";
import { cameraViewRecipe } from "./src/ui/scan/camera-view.recipe.ts";
import { qualificationCardRecipe } from "./src/ui/scan/qualification-card.recipe.ts";
import { scanScreenRecipe } from "./src/ui/scan/scan-screen.recipe.ts";
import { visitorNameFormRecipe } from "./src/ui/scan/visitor-name-form.recipe.ts";
import { accountMenuRecipe } from "./src/ui/shell/account-menu.recipe.ts";
import { consoleShellRecipe } from "./src/ui/organiser/console-shell.recipe.ts";
import { eventSettingsRecipe } from "./src/ui/organiser/event-settings/event-settings.recipe.ts";
import { organiserExhibitorsRecipe } from "./src/ui/organiser/exhibitors/exhibitors.recipe.ts";
import { pageLoadingRecipe } from "./src/ui/components/page-loading.recipe.ts";
import { portalHeaderRecipe } from "./src/ui/shell/portal-header.recipe.ts";
import { portalShellRecipe } from "./src/ui/shell/portal-shell.recipe.ts";
import { supportRecipe } from "./src/ui/support/support.recipe.ts";
import { teamListRecipe } from "./src/ui/team/team-list.recipe.ts";
import { teamMemberFieldsRecipe } from "./src/ui/team/team-member-fields.recipe.ts";
import { guestLinksPanelRecipe } from "./src/ui/tickets/guest-links-panel.recipe.ts";
import { inviteDialogRecipe } from "./src/ui/tickets/invite-dialog.recipe.ts";
import { passCardRecipe } from "./src/ui/tickets/pass-card.recipe.ts";
import { referralBadgeRecipe } from "./src/ui/tickets/referral-badge.recipe.ts";
import { passFormsRecipe } from "./src/ui/organiser/pass-forms/pass-forms.recipe.ts";
import { referralDialogRecipe } from "./src/ui/tickets/referral-dialog.recipe.ts";
import { referralListRecipe } from "./src/ui/tickets/referral-list.recipe.ts";
import { registeredTicketRecipe } from "./src/ui/tickets/registered-ticket.recipe.ts";
import { ticketsPageRecipe } from "./src/ui/tickets/tickets-page.recipe.ts";

import { registrationsQueueRecipe } from "./src/ui/organiser/registrations/registrations.recipe.ts";
import { organiserAttendeesRecipe } from "./src/ui/organiser/attendees/attendees.recipe.ts";
import { supportInboxRecipe } from "./src/ui/organiser/support-inbox/support-inbox.recipe.ts";
/** Recipes of one part (`defineRecipe`). */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  spinner: spinnerRecipe,
  fullScreenLoading: fullScreenLoadingRecipe,
  loadError: loadErrorRecipe,
  scrollRegion: scrollRegionRecipe,
  pageLoading: pageLoadingRecipe,
};

/** Recipes of several parts (`defineSlotRecipe`). */
export const slotRecipes = {
  businessCard: businessCardRecipe,
  field: fieldRecipe,
  toast: toastRecipe,
  pinInput: pinInputRecipe,
  dialog: dialogRecipe,
  tabs: tabsRecipe,
  statCard: statCardRecipe,
  card: cardRecipe,
  remoteContent: remoteContentRecipe,
  uploadField: uploadFieldRecipe,
  notAllowedPage: notAllowedPageRecipe,
  notFoundPage: notFoundPageRecipe,
  outbox: outboxRecipe,
  progress: progressRecipe,
  queueList: queueListRecipe,
  menu: menuRecipe,
  activityLog: activityLogRecipe,
  boothScans: boothScansRecipe,
  dashboard: dashboardRecipe,
  followUpsDue: followUpsDueRecipe,
  recentLeads: recentLeadsRecipe,
  ticketBreakdown: ticketBreakdownRecipe,
  formFields: formFieldsRecipe,
  guestRegistrationPage: guestRegistrationPageRecipe,
  eventChoices: eventChoicesRecipe,
  integrations: integrationsRecipe,
  secretDialog: secretDialogRecipe,
  productCatalog: productCatalogRecipe,
  companyProfile: companyProfileRecipe,
  leadQuestions: leadQuestionsRecipe,
  leadsScreen: leadsScreenRecipe,
  leadRow: leadRowRecipe,
  leadDialog: leadDialogRecipe,
  leadImport: leadImportRecipe,
  leadAnalytics: leadAnalyticsRecipe,
  leadActions: leadActionsRecipe,
  faqAccordion: faqAccordionRecipe,
  resourceList: resourceListRecipe,
  sessionFailed: sessionFailedRecipe,
  authLayout: authLayoutRecipe,
  codeFlowForm: codeFlowFormRecipe,
  resetPasswordPage: resetPasswordPageRecipe,
  support: supportRecipe,
  portalHeader: portalHeaderRecipe,
  portalShell: portalShellRecipe,
  consoleShell: consoleShellRecipe,
  organiserExhibitors: organiserExhibitorsRecipe,
  cameraView: cameraViewRecipe,
  qualificationCard: qualificationCardRecipe,
  scanScreen: scanScreenRecipe,
  visitorNameForm: visitorNameFormRecipe,
  guestLinksPanel: guestLinksPanelRecipe,
  inviteDialog: inviteDialogRecipe,
  passCard: passCardRecipe,
  referralBadge: referralBadgeRecipe,
  referralDialog: referralDialogRecipe,
  passForms: passFormsRecipe,
  eventSettings: eventSettingsRecipe,
  referralList: referralListRecipe,
  registeredTicket: registeredTicketRecipe,
  ticketsPage: ticketsPageRecipe,
  teamList: teamListRecipe,
  teamMemberFields: teamMemberFieldsRecipe,
  myProfile: myProfileRecipe,
  accountMenu: accountMenuRecipe,
  registrationsQueue: registrationsQueueRecipe,
  organiserAttendees: organiserAttendeesRecipe,
  supportInbox: supportInboxRecipe,
  organiserOverview: organiserOverviewRecipe,
};
