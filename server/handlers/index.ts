// Merges every tag's handlers into the one map fastify-openapi-glue resolves operationIds from.
// Adding a tag: import its factory below and list it in `handlerFactories`.
import type { HandlerMap, OperationHandlers, ServerDeps } from './types.ts';
import { activityHandlers } from './activity.ts';
import { authHandlers } from './auth.ts';
import { badgeHandlers } from './badges.ts';
import { companyHandlers } from './company.ts';
import { dashboardHandlers } from './dashboard.ts';
import { devHandlers } from './dev.ts';
import { downloadHandlers } from './downloads.ts';
import { exportHandlers } from './exports.ts';
import { faqHandlers } from './faq.ts';
import { guestRegistrationHandlers } from './guest-registration.ts';
import { healthHandlers } from './health.ts';
import { leadHandlers } from './leads.ts';
import { leadFollowUpHandlers } from './lead-follow-up.ts';
import { leadOwnerHandlers } from './lead-owners.ts';
import { leadPhotoHandlers } from './lead-photos.ts';
import { leadQuestionHandlers } from './lead-questions.ts';
import { openIdHandlers } from './openid.ts';
import { passHandlers } from './passes.ts';
import { productHandlers } from './products.ts';
import { referralHandlers } from './referral.ts';
import { reminderHandlers } from './reminders.ts';
import { sampleDataHandlers } from './sample-data.ts';
import { scanHandlers } from './scan.ts';
import { supportHandlers } from './support.ts';
import { teamHandlers } from './team.ts';
import { uploadHandlers } from './upload.ts';
import { webhookHandlers } from './webhooks.ts';

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
  healthHandlers,
  leadHandlers,
  leadFollowUpHandlers,
  leadOwnerHandlers,
  leadPhotoHandlers,
  leadQuestionHandlers,
  openIdHandlers,
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
