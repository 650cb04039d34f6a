// Who changed an exhibitor, as its activity log names them, and the log line each change writes.
import type { Executor } from '../db/prepared.ts';
import { activityLog } from '../db/schema/all-tables.ts';

/**
 * Who did it, as the exhibitor's activity log names them (an organiser has no account on the team):
 * "Priya Menon (organiser)", or "Organiser (command line)".
 */
export interface OrganiserActor {
  name: string;
}

export const COMMAND_LINE: OrganiserActor = { name: 'Organiser (command line)' };
export const organiserActor = (name: string): OrganiserActor => ({ name: `${name} (organiser)` });

/** Writes one line in the company's activity log, in the change's own transaction. */
export async function logForExhibitor(tx: Executor, exhibitorId: string, by: OrganiserActor, action: string, summary: string, subjectId?: string) {
  await tx.insert(activityLog).values({
    exhibitorId,
    actorUserId: null,
    actorName: by.name,
    category: action.startsWith('team.') ? 'team' : 'company',
    action,
    summary,
    subjectId: subjectId ?? exhibitorId,
  });
}
