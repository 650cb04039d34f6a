// Team members as every team answer shows them: each row with when the member's reminder comes and
// why it may not reach them, read for all the rows at once.
import type { Executor } from '../db/prepared.ts';
import { toApiTeamMember, type TeamMemberRow } from './team-member-mapper.ts';
import { memberReminders } from './member-reminders.ts';

export async function membersShown(db: Executor, rows: readonly TeamMemberRow[], eventId: string) {
  const reminders = await memberReminders(db, rows);
  return rows.map((row) => toApiTeamMember(row, eventId, reminders.get(row.id)));
}
