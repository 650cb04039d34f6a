// Merges every tag's handlers into the one map fastify-openapi-glue resolves operationIds from.
// Adding a tag: import its factory below and list it in `handlerFactories`.
import type { HandlerMap, OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import { activityHandlers } from './activity-handlers.ts';
import { authHandlers } from './auth-handlers.ts';
import { badgeHandlers } from './badges-handlers.ts';
import { companyHandlers } from './company-handlers.ts';
import { dashboardHandlers } from './dashboard-handlers.ts';
import { devHandlers } from './dev-handlers.ts';
import { downloadHandlers } from './downloads-handlers.ts';
import { exportHandlers } from './exports-handlers.ts';
import { faqHandlers } from './faq-handlers.ts';
import { guestRegistrationHandlers } from './guest-registration-handlers.ts';
import { guestUploadHandlers } from './guest-uploads-handlers.ts';
import { healthHandlers } from './health-handlers.ts';
import { leadHandlers } from './leads-handlers.ts';
import { leadAnalyticsHandlers } from './lead-analytics-handlers.ts';
import { leadFollowUpHandlers } from './lead-follow-up-handlers.ts';
import { leadOwnerHandlers } from './lead-owners-handlers.ts';
import { leadDuplicateHandlers } from './lead-duplicates-handlers.ts';
import { leadPhotoHandlers } from './lead-photos-handlers.ts';
import { leadQuestionHandlers } from './lead-questions-handlers.ts';
import { openIdHandlers } from './openid-handlers.ts';
import { organiserAuthHandlers } from './organiser-auth-handlers.ts';
import { organiserEventSettingsHandlers } from './organiser-event-settings-handlers.ts';
import { organiserContentHandlers } from './organiser-content-handlers.ts';
import { organiserExhibitorHandlers } from './organiser-exhibitors-handlers.ts';
import { organiserPassFormHandlers } from './organiser-pass-forms-handlers.ts';
import { organiserOverviewHandlers } from './organiser-overview-handlers.ts';
import { passHandlers } from './passes-handlers.ts';
import { productHandlers } from './products-handlers.ts';
import { referralHandlers } from './referral-handlers.ts';
import { reminderHandlers } from './reminders-handlers.ts';
import { sampleDataHandlers } from './sample-data-handlers.ts';
import { scanHandlers } from './scan-handlers.ts';
import { supportHandlers } from './support-handlers.ts';
import { teamHandlers } from './team-handlers.ts';
import { uploadHandlers } from './upload-handlers.ts';
import { webhookHandlers } from './webhooks-handlers.ts';
import { organiserRegistrationHandlers } from './organiser-registrations-handlers.ts';
import { organiserSupportHandlers } from './organiser-support-handlers.ts';
import { organiserAttendeeHandlers } from './organiser-attendees-handlers.ts';

export type HandlerFactory = (deps: ServerDeps) => OperationHandlers | HandlerMap;

export const handlerFactories: readonly HandlerFactory[] = [
  activityHandlers,
  authHandlers,
  badgeHandlers,
  companyHandlers,
  dashboardHandlers,
  devHandlers,
  downloadHandlers,
  exportHandlers,
  faqHandlers,
  guestRegistrationHandlers,
  guestUploadHandlers,
  healthHandlers,
  leadHandlers,
  leadAnalyticsHandlers,
  leadFollowUpHandlers,
  leadOwnerHandlers,
  leadDuplicateHandlers,
  leadPhotoHandlers,
  leadQuestionHandlers,
  openIdHandlers,
  organiserAuthHandlers,
  organiserEventSettingsHandlers,
  organiserExhibitorHandlers,
  organiserPassFormHandlers,
  organiserOverviewHandlers,
  passHandlers,
  productHandlers,
  referralHandlers,
  reminderHandlers,
  sampleDataHandlers,
  scanHandlers,
  supportHandlers,
  teamHandlers,
  uploadHandlers,
  webhookHandlers,
  organiserRegistrationHandlers,
  organiserSupportHandlers,
  organiserAttendeeHandlers,
  organiserContentHandlers,
];

export function mergeHandlerMaps(maps: ReadonlyArray<OperationHandlers | HandlerMap>): HandlerMap {
  const merged: HandlerMap = {};
  for (const map of maps) {
    // The glue hands every handler a plain request; it has validated it against the operation's
    // schemas first, so the contract-typed handlers (OperationRequest) may be stored untyped here.
    for (const [operationId, handler] of Object.entries(map as HandlerMap)) {
      // Two files answering one operation would make the winner depend on import order.
      if (operationId in merged) throw new Error(`Two handler files define operationId "${operationId}"`);
      merged[operationId] = handler;
    }
  }
  return merged;
}

export function createHandlers(deps: ServerDeps, factories: readonly HandlerFactory[] = handlerFactories): HandlerMap {
  return mergeHandlerMaps(factories.map((factory) => factory(deps)));
}
