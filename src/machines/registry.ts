import { remoteDataModel } from "./data/remote-data.model.ts";
import { resourceDownloadModel } from "./resources/resource-download.model.ts";
import { companyProfileModel } from "./profile/company-profile.model.ts";
import { leadQuestionsModel } from "./profile/lead-questions.model.ts";
import { profileScreenModel } from "./profile/profile-screen.model.ts";
import { entityDialogModel } from "./team/team-member-dialog.model.ts";
import { eventLoadingModel } from "./app/event-loading.model.ts";
import { fileExportModel } from "./data/file-export.model.ts";
import { leadExportModel } from "./leads/lead-export.model.ts";
import { listViewModel } from "./data/list-view.model.ts";
import { queueListModel } from "./data/queue-list.model.ts";
import { otpLoginModel } from "./auth/otp-login.model.ts";
import { codeStepModel } from "./codes/code-step.model.ts";
import { passwordChangeModel } from "./reset-password/password-change.model.ts";
import { referralRegistrationModel } from "./tickets/referral-registration.model.ts";
import { badgeDownloadModel } from "./tickets/badge-download.model.ts";
import { guestRegistrationModel } from "./guest-registration/guest-registration.model.ts";
import { guestLinksModel } from "./tickets/guest-links.model.ts";
import { selectOptionsModel } from "./forms/select-options.model.ts";
import { sessionModel } from "./app/session.model.ts";
import { signOutModel } from "./app/sign-out.model.ts";
import { outboxModel } from "./outbox/outbox.model.ts";
import { outboxItemActionModel } from "./outbox/outbox-item-action.model.ts";
import { supportRequestModel } from "./support/support-request.model.ts";
import { supportScreenModel } from "./support/support-screen.model.ts";
import { registrationsScreenModel } from "./organiser/registrations/registrations-screen.model.ts";
import { supportInboxScreenModel } from "./organiser/support-inbox/support-inbox-screen.model.ts";
import { supportBadgeModel } from "./organiser/support-inbox/support-badge.model.ts";
import { passFormsScreenModel } from "./organiser/pass-forms/pass-forms-screen.model.ts";
import { consoleModel } from "./organiser/console/console.model.ts";
import { organiserSignInModel } from "./organiser/sign-in/organiser-sign-in.model.ts";
import { ownPasswordModel } from "./organiser/own-password/own-password.model.ts";
import { organisersScreenModel } from "./organiser/organisers/organisers-screen.model.ts";
import { eventSettingsScreenModel } from "./organiser/event-settings/event-settings-screen.model.ts";
import type { AnyMachineModel } from "./testing/model.ts";
import { uploadModel } from "./forms/upload.model.ts";
import { appModel } from "./app/app.model.ts";
import { productsScreenModel } from "./products/products-screen.model.ts";
import { leadActionModel } from "./leads/lead-action.model.ts";
import { teamMemberActionModel } from "./team/team-member-action.model.ts";
import { leadBulkModel } from "./leads/lead-bulk.model.ts";
import { leadDialogModel } from "./leads/lead-dialog.model.ts";
import { leadPhotoModel } from "./leads/lead-photo.model.ts";
import { leadFiltersModel } from "./leads/lead-filters.model.ts";
import { leadImportModel } from "./leads/lead-import.model.ts";
import { leadsScreenModel } from "./leads/leads-screen.model.ts";
import { leadOwnerModel } from "./leads/lead-owner.model.ts";
import { leadDeleteModel } from "./leads/lead-delete.model.ts";
import { leadDuplicateModel } from "./leads/lead-duplicate.model.ts";
import { leadAnalyticsModel } from "./leads/lead-analytics.model.ts";
import { reminderSettingModel } from "./reminder/reminder-setting.model.ts";
import { dashboardModel } from "./dashboard/dashboard.model.ts";
import { teamScreenModel } from "./team/team-screen.model.ts";
import { resourcesScreenModel } from "./resources/resources-screen.model.ts";
import { ticketsScreenModel } from "./tickets/tickets-screen.model.ts";
import { notFoundModel } from "./not-found/not-found.model.ts";
import { leaveGuardModel } from "./forms/leave-guard.model.ts";
import { notAllowedModel } from "./not-allowed/not-allowed.model.ts";
import { codeFlowModel } from "./reset-password/code-flow.model.ts";
import { emailLoginModel } from "./auth/email-login.model.ts";
import { openIdSignInModel } from "./auth/openid-sign-in.model.ts";
import { openIdSignInLoaderModel } from "./auth/openid-sign-in-loader.model.ts";
import { resetPasswordScreenModel } from "./reset-password/reset-password-screen.model.ts";
import { myDetailsModel } from "./my-profile/my-details.model.ts";
import { myProfileScreenModel } from "./my-profile/my-profile-screen.model.ts";
import { activityScreenModel } from "./activity/activity-screen.model.ts";
import { businessCardModel } from "./scan/business-card.model.ts";
import { cameraModel } from "./scan/camera.model.ts";
import { qualificationCardModel } from "./scan/qualification-card.model.ts";
import { scanScreenModel } from "./scan/scan-screen.model.ts";
import { visitorNameModel } from "./scan/visitor-name.model.ts";
import { integrationsModels } from "./integrations/integrations-models.ts";
import { exhibitorsScreenModel } from "./organiser/exhibitors/exhibitors-screen.model.ts";
import { overviewScreenModel } from "./organiser/overview/overview-screen.model.ts";
import { attendeesScreenModel } from "./organiser/attendees/attendees-screen.model.ts";
import { attendeeCancelModel } from "./organiser/attendees/attendee-cancel.model.ts";
import { contentScreenModel } from "./organiser/content/content-screen.model.ts";

/**
 * Every machine of the portal with its test model (events, inputs, test doubles, assertions).
 * The coverage test and `npm run paths` read this list; each `<name>.machine.ts` must appear here.
 */
export const machineModels: ReadonlyArray<AnyMachineModel> = [
  appModel,
  sessionModel,
  signOutModel,
  outboxModel,
  outboxItemActionModel,
  productsScreenModel,
  eventLoadingModel,
  otpLoginModel,
  codeStepModel,
  openIdSignInModel,
  openIdSignInLoaderModel,
  entityDialogModel,
  uploadModel,
  referralRegistrationModel,
  badgeDownloadModel,
  guestRegistrationModel,
  guestLinksModel,
  selectOptionsModel,
  listViewModel,
  queueListModel,
  remoteDataModel,
  supportRequestModel,
  supportScreenModel,
  passFormsScreenModel,
  organisersScreenModel,
  eventSettingsScreenModel,
  contentScreenModel,
  organiserSignInModel,
  consoleModel,
  ownPasswordModel,
  passwordChangeModel,
  companyProfileModel,
  leadQuestionsModel,
  profileScreenModel,
  fileExportModel,
  leadExportModel,
  resourceDownloadModel,
  leadActionModel,
  teamMemberActionModel,
  leadBulkModel,
  leadImportModel,
  leadFiltersModel,
  leadDialogModel,
  leadPhotoModel,
  leadsScreenModel,
  leadOwnerModel,
  leadDeleteModel,
  leadDuplicateModel,
  leadAnalyticsModel,
  reminderSettingModel,
  dashboardModel,
  teamScreenModel,
  resourcesScreenModel,
  ticketsScreenModel,
  notFoundModel,
  leaveGuardModel,
  notAllowedModel,
  codeFlowModel,
  emailLoginModel,
  resetPasswordScreenModel,
  myDetailsModel,
  myProfileScreenModel,
  activityScreenModel,
  businessCardModel,
  cameraModel,
  qualificationCardModel,
  scanScreenModel,
  visitorNameModel,
  ...integrationsModels,
  registrationsScreenModel,
  supportInboxScreenModel,
  supportBadgeModel,
  exhibitorsScreenModel,
  attendeesScreenModel,
  attendeeCancelModel,
  overviewScreenModel,
];
