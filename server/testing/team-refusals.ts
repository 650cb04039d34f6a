// The team suites check that a refused team request changes nothing a team change could touch: the
// members, their accounts and the activity log. One definition of that state keeps them in step.
import { activityLog, teamMembers, users } from '../db/schema/all-tables.ts';
import type { ApiServer } from './api-test-kit.ts';
import type { CallOptions } from './api-call.ts';
import { expectRefusedUnchanged } from './refusals.ts';
import { snapshot } from './table-rows.ts';

/** Reads `api` only when called, so it may be given a suite's server before the server starts. */
export function teamRefusals(api: Pick<ApiServer, 'db' | 'call'>) {
  const state = async () => ({
    members: await snapshot(api.db, teamMembers),
    users: await snapshot(api.db, users),
    activity: await snapshot(api.db, activityLog),
  });
  const refused = (method: string, path: string, options: CallOptions, status: number, message?: string | RegExp) =>
    expectRefusedUnchanged(state, () => api.call(method, path, options), status, message);
  return { state, refused };
}
