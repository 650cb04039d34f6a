// Starts the daily follow-up reminders for a server: the schedule, its worker, and where the links
// of the e-mails point (the server's real port once it listens, when no public address is set).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../context/server-deps.ts';
import { reminderOrigin } from './reminder-origin.ts';
import { startReminderSchedule } from './reminder-schedule.ts';

export async function startFollowUpReminders(app: FastifyInstance, { db, config, mail, jobs }: Pick<ServerDeps, 'db' | 'config' | 'mail' | 'jobs'>): Promise<void> {
  const listeningPort = () => (app.server.address() as AddressInfo | null)?.port ?? config.port;
  await startReminderSchedule(jobs, {
    db,
    mail,
    originFor: (eventDomain) => reminderOrigin(config, eventDomain, listeningPort()),
    log: app.log,
  });
}
