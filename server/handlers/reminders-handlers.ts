// The signed-in member's daily follow-up reminder (PUT /auth/reminder): server/reminders/reminder-time.ts.
import { requireAuth } from '../http/exhibitor-scope.ts';
import { setReminderTime } from '../reminders/reminder-time.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

export function reminderHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async updateReminder(request) {
      const { message, setting } = await setReminderTime(db, requireAuth(request), request.body.time);
      return { success: true as const, message, data: setting };
    },
  };
}
