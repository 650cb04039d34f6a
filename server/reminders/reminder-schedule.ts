// The reminders as a scheduled job: pg-boss's schedule on the portal's own database turns the cron
// "every minute" into one job per minute however many servers run, and any server's worker runs it.
// Each run sends to the members whose time has come (send-reminders.ts); the once-a-day claim makes
// a second run of the same minute, should one happen, send nothing more.
import { ensureQueue, type JobQueue } from '../jobs/job-queue.ts';
import { sendDueReminders, type ReminderSenders } from './send-reminders.ts';

export const REMINDER_QUEUE = 'follow-up-reminders';

/** Every minute: a member's time is a minute of the day in the event's zone. */
const EVERY_MINUTE = '* * * * *';

export async function startReminderSchedule(jobs: JobQueue, senders: ReminderSenders): Promise<void> {
  // A run left over from a stopped server is not retried: the next minute's run covers it.
  await ensureQueue(jobs, REMINDER_QUEUE, { retryLimit: 0, expireInSeconds: 120 });
  await jobs.boss.schedule(REMINDER_QUEUE, EVERY_MINUTE);
  await jobs.boss.work(REMINDER_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    try {
      await sendDueReminders(senders);
    } catch (error) {
      senders.log.error({ err: error }, 'the follow-up reminders could not run; the next minute tries again');
      throw error;
    }
  });
}
