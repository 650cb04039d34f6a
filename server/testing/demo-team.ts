// The seeded demo company's people, one per role: the owner the seeded server signed in already (a
// second code would wait for the resend cooldown), and its admin, staff member and scanner, signed
// in through the real OTP flow in that order.
import type { Role } from '../../src/rules/roles.ts';
import { DEMO_TEAM } from '../demo/demo-data.ts';
import type { SeededApi } from './api-test-kit.ts';
import { signInExhibitor, type SignedInExhibitor } from './exhibitors.ts';

export type DemoTeam = Record<Role, SignedInExhibitor>;

/** Fills `team`, which a suite may hold from the start and fill in a hook, and answers it. */
export async function signInDemoTeam(api: Pick<SeededApi, 'url' | 'acme'>, team = {} as DemoTeam): Promise<DemoTeam> {
  team.owner = api.acme;
  for (const member of DEMO_TEAM) team[member.role] = await signInExhibitor(api.url, member.authenticationId);
  return team;
}
