// One run of the reminder job: read, choose (selectDueReminders), claim each member's day, queue
// the e-mail through the mail queue. The claim comes first, so two servers running the same minute
// send one e-mail; an e-mail that could not even be queued gives its claim back for the next run.
import type { Database } from '../db/connect.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import { reminderMail } from './reminder-mail.ts';
import { selectDueReminders } from './reminder-selection.ts';
import { claimReminder, readReminderRows, releaseReminder } from './reminder-store.ts';

export interface ReminderLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ReminderSenders {
  db: Database;
  mail: MailQueue;
  /** The portal's address for an event's links (reminder-origin.ts). */
  originFor(eventDomain: string): string;
  log: ReminderLog;
}

export interface ReminderRun {
  /** E-mails queued by this run. */
  queued: number;
  /** Members another run had claimed already (a second server, the same minute). */
  claimedElsewhere: number;
}

export async function sendDueReminders(senders: ReminderSenders, now: Date = new Date()): Promise<ReminderRun> {
  const { db, mail, log } = senders;
  const rows = await readReminderRows(db, now);
  const run: ReminderRun = { queued: 0, claimedElsewhere: 0 };
  for (const reminder of selectDueReminders(now, rows.members, rows.leads)) {
    const { userId } = reminder.member;
    if (!(await claimReminder(db, userId, reminder.day))) {
      run.claimedElsewhere += 1;
      continue;
    }
    if (reminder.zoneNote) log.warn({ userId, timeZone: reminder.member.timeZone }, reminder.zoneNote);
    try {
      await mail.send(reminderMail(reminder, senders.originFor(reminder.member.eventDomain)));
      run.queued += 1;
    } catch (error) {
      log.error({ err: error, userId, day: reminder.day }, 'a follow-up reminder could not be queued; the next run tries again');
      await releaseReminder(db, userId, reminder.day).catch((releaseError: unknown) =>
        log.error({ err: releaseError, userId, day: reminder.day }, 'a follow-up reminder claim could not be given back; it is skipped today'),
      );
    }
  }
  return run;
}
