// Starts the daily follow-up reminders for a server: the schedule, its worker, and where the links
// of the e-mails point.
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../context/server-deps.ts';
import { mailLinkOrigins } from '../mail/mail-link-origin.ts';
import { startReminderSchedule } from './reminder-schedule.ts';

export async function startFollowUpReminders(app: FastifyInstance, { db, config, mail, jobs }: Pick<ServerDeps, 'db' | 'config' | 'mail' | 'jobs'>): Promise<void> {
  await startReminderSchedule(jobs, { db, mail, originFor: mailLinkOrigins(app, config), log: app.log });
}
