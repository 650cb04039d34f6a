// Every change to the team, the company profile and leads, and every export and import, leaves an
// entry in the company's activity log. Call it with the transaction of the change itself, so the
// entry exists exactly when the change does.
import { activityLog, type activityCategories } from '../db/schema/all-tables.ts';
import type { Executor } from '../db/prepared.ts';
import type { AuthContext } from '../context/auth-context.ts';

export type ActivityCategory = (typeof activityCategories)[number];

export interface ActivityEntry {
  category: ActivityCategory;
  /** Dotted, within the category: `lead.create`, `team.role`, `lead.bulk-delete`, `lead.export`. */
  action: string;
  /** One line a person reads: "Added lead Priya Shah". */
  summary: string;
  /** The row the change was about, when there is one. */
  subjectId?: string | null;
}

export async function recordActivity(db: Executor, actor: Pick<AuthContext, 'exhibitorId' | 'userId' | 'name'>, entry: ActivityEntry): Promise<void> {
  await db.insert(activityLog).values({
    exhibitorId: actor.exhibitorId,
    actorUserId: actor.userId,
    actorName: actor.name,
    category: entry.category,
    action: entry.action,
    summary: entry.summary,
    subjectId: entry.subjectId ?? null,
  });
}

/**
 * An organiser's change to a company's rows (a registration decided, a support request answered),
 * in that company's log: the organiser has no account on the team, so the entry carries their name only.
 */
export async function recordOrganiserActivity(
  db: Executor,
  target: { exhibitorId: string; organiserName: string },
  entry: Omit<ActivityEntry, 'category'>,
): Promise<void> {
  await db.insert(activityLog).values({
    exhibitorId: target.exhibitorId,
    actorUserId: null,
    actorName: `${target.organiserName} (Organiser)`,
    category: 'organiser',
    action: entry.action,
    summary: entry.summary,
    subjectId: entry.subjectId ?? null,
  });
}
