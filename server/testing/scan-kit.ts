// What the suites of POST /leads/scan start from: a contact code as a phone's camera reads it, a
// scan sent from the camera, and Acme's staff member and lead scanner signed in (the scanner sees
// only the leads they own, so most scan rules are told between these two).
import { DEMO_TEAM } from '../demo/demo-data.ts';
import { signInExhibitor, type SignedInExhibitor } from './exhibitors.ts';

/** A vCard 3.0 holding the given property lines. */
export const vcard = (lines: string[]) => ['BEGIN:VCARD', 'VERSION:3.0', ...lines, 'END:VCARD'].join('\r\n');

/** POST /leads/scan by `who`, read by the camera. */
export const scanFromCamera = (who: SignedInExhibitor, body: Record<string, unknown>) => who.call('POST', '/api/leads/scan', { from: 'camera', ...body });

/** Meera (staff) and Daniel (lead scanner) of Acme Robotics, signed in. */
export async function signInStaffAndScanner(url: string): Promise<{ staff: SignedInExhibitor; scanner: SignedInExhibitor }> {
  return { staff: await signInExhibitor(url, DEMO_TEAM[1].authenticationId), scanner: await signInExhibitor(url, DEMO_TEAM[2].authenticationId) };
}
