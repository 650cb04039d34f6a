// Badges: what scanners read badges with offline (the public key of this portal's badges, the
// pattern of the event's own badge ids, the country of phone numbers), and a registered person's
// printable badge (an A6 PDF).
import { BADGE_FORMAT } from '../../src/rules/badge-code.ts';
import { badgeKeyPair } from '../badges/signing-key.ts';
import { registrationBadge, REGISTRATION } from '../badges/ticket-badge.ts';
import { captureSettings } from '../leads/capture-settings.ts';
import { callerAndRowId, requireAuth } from '../http/exhibitor-scope.ts';
import { badgeAttachment } from './badge-answer.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function badgeHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getBadgeKey(request) {
      const { eventId } = requireAuth(request);
      const [{ publicKey }, { badgeIdPattern, country }] = await Promise.all([badgeKeyPair(db), captureSettings(db, eventId)]);
      return { success: true, data: { eventId, format: BADGE_FORMAT, algorithm: 'ES256', publicKey, badgeIdPattern, country } } as const;
    },

    async downloadBadge(request, reply) {
      const { exhibitorId, id } = callerAndRowId(request, REGISTRATION);
      return badgeAttachment(reply, await registrationBadge(db, exhibitorId, id));
    },
  };
}
