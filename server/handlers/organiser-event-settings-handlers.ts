// The console's Event settings: the organiser's own event, read and changed by organisers only
// (x-roles in the contract); organiser-staff have no settings. The rules live in
// server/events/event-settings.ts, which the command line's openid and badge-pattern share.
import { requireOrganiser } from '../http/organiser-scope.ts';
import { readEventSettings, setEventLogo, updateEventSettings, type EventSettingsUpdate } from '../events/event-settings.ts';
import { DEFAULT_UPLOAD_TYPE } from '../storage/uploads.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import { keepUpload, readUploadForm } from './upload-form.ts';

export function organiserEventSettingsHandlers({ db, files }: ServerDeps): OperationHandlers {
  return {
    async getOrganiserEventSettings(request) {
      const { eventId } = requireOrganiser(request);
      return { success: true, data: await readEventSettings(db, eventId) };
    },

    async updateOrganiserEventSettings(request) {
      const { eventId } = requireOrganiser(request);
      const data = await updateEventSettings(db, eventId, request.body as EventSettingsUpdate);
      return { success: true, message: 'Event settings saved', data };
    },

    async uploadOrganiserEventLogo(request, reply) {
      const { eventId } = requireOrganiser(request);
      const form = await readUploadForm(request, reply, { fields: [], imagesOnly: true });
      // The event's files sit with the event website's; the event owns the row, no company.
      const stored = await keepUpload(db, files, { eventId }, DEFAULT_UPLOAD_TYPE, form.file);
      await setEventLogo(db, eventId, stored.filePath);
      return { success: true, message: 'Logo uploaded', data: await readEventSettings(db, eventId) };
    },
  };
}
