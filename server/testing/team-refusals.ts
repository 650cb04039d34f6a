// The team suites check that a refused team request changes nothing a team change could touch: the
// members, their accounts and the activity log. One definition of that state keeps them in step.
import { activityLog, teamMembers, users } from '../db/schema/all-tables.ts';
import type { ApiServer } from './api-test-kit.ts';
import { refusalCheck } from './refusals.ts';

/** Reads `api` only when called, so it may be given a suite's server before the server starts. */
export const teamRefusals = (api: Pick<ApiServer, 'db' | 'call'>) => refusalCheck(api, [teamMembers, users, activityLog]);
