// A lead scanner sees only the leads they own. A badge has one lead per company, so a scanner who
// scans the badge of a visitor a colleague already follows up reaches that colleague's lead: the
// scan is kept there (the touch, and the scanner's own note), and the scanner's answer shows the
// lead as far as the badge itself tells it, never what the colleague wrote (remarks, notes, answers,
// rating, tags, follow-up day, photos, other members' scans).
import type { ApiLead } from './lead-mapper.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { PersonColumns } from './capture-person.ts';

/** Whether the caller may read and change a lead of the company that `ownerId` owns. */
export const mayWriteLead = (auth: Pick<AuthContext, 'role' | 'userId'>, ownerId: string | null): boolean =>
  auth.role !== 'scanner' || ownerId === auth.userId;

/** A colleague's lead as a scanner's capture answer shows it: what the scan read, and who follows it up. */
export function colleagueLeadView(lead: ApiLead, viewerId: string, scanned: PersonColumns): ApiLead {
  return {
    ...lead,
    remarks: null,
    user: {
      fullName: scanned.fullName?.trim() || 'Unknown',
      emailId: scanned.emailId,
      companyName: scanned.companyName,
      designation: scanned.designation,
      phone: scanned.phone,
      website: scanned.website,
      address: scanned.address,
    },
    rating: null,
    tags: [],
    followUpDate: null,
    capture: { kind: lead.capture.kind, text: null, images: [] },
    answers: {},
    notes: lead.notes.filter((note) => note.author?.userId === viewerId),
    touches: lead.touches.filter((touch) => touch.by?.userId === viewerId),
  };
}
