// GET /activity: the company's activity log for its owner and admins (the role guard refuses the
// rest from x-roles). Every read is the caller's company only.
import { ApiError } from '../http/api-error.ts';
import { readActivityActors, readActivityPage, type ActivityRow } from '../activity/read.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const toEntry = (row: ActivityRow) => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  actor: { userId: row.actorUserId, name: row.actorName },
  category: row.category,
  action: row.action,
  summary: row.summary,
  subjectId: row.subjectId,
});

export const UNKNOWN_CURSOR_MESSAGE = 'This page of the activity log no longer exists. Load the log again.';

export function activityHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async listActivity(request) {
      const { exhibitorId } = requireAuth(request);
      const { before, limit, actor, category } = request.query;
      const [page, actors] = await Promise.all([
        readActivityPage(db, { exhibitorId, before, limit, actorUserId: actor, category }),
        readActivityActors(db, exhibitorId),
      ]);
      if (!page) throw new ApiError(400, UNKNOWN_CURSOR_MESSAGE, [{ path: '/before', message: UNKNOWN_CURSOR_MESSAGE }]);
      return { success: true, data: { entries: page.rows.map(toEntry), nextCursor: page.nextCursor, actors } };
    },
  };
}
