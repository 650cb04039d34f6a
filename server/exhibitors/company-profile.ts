// The signed-in exhibitor's company: the header summary, the profile and its save with the activity
// entry. The session may name an exhibitor the organiser has since removed: that is "Company not found".
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { preparedStatement } from '../db/prepared.ts';
import { exhibitors } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { notFound } from '../http/exhibitor-scope.ts';
import { changedProfileFields, type CompanySummaryRow, type ExhibitorRow, type profileUpdateValues } from './company-profile-mapper.ts';

const COMPANY = 'Company';

export async function companyProfileRow(db: Database, exhibitorId: string): Promise<ExhibitorRow> {
  const [row] = await db.select().from(exhibitors).where(eq(exhibitors.id, exhibitorId)).limit(1);
  if (!row) throw notFound(COMPANY);
  return row;
}

// The header summary is read on every page of the portal: prepared once per database handle, and
// only the four columns it answers from.
const companySummaryQuery = preparedStatement('company_summary', (db, name) =>
  db
    .select({ name: exhibitors.name, logo: exhibitors.logo, boothNumber: exhibitors.boothNumber, boothLocation: exhibitors.boothLocation })
    .from(exhibitors)
    .where(eq(exhibitors.id, sql.placeholder('exhibitorId')))
    .limit(1)
    .prepare(name),
);

export async function companySummaryRow(db: Database, exhibitorId: string): Promise<CompanySummaryRow> {
  const [row] = await companySummaryQuery(db).execute({ exhibitorId });
  if (!row) throw notFound(COMPANY);
  return row;
}

/** Saves the profile form's values; the fields that really changed are one activity entry, none is no entry. */
export function saveCompanyProfile(db: Database, auth: AuthContext, values: ReturnType<typeof profileUpdateValues>): Promise<ExhibitorRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(exhibitors).where(eq(exhibitors.id, auth.exhibitorId)).for('update').limit(1);
    if (!before) throw notFound(COMPANY);
    const [after] = await tx
      .update(exhibitors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(exhibitors.id, auth.exhibitorId))
      .returning();
    const changed = changedProfileFields(before, after!);
    // A save that changes nothing is not a change to the company.
    if (changed.length > 0) {
      await recordActivity(tx, auth, {
        category: 'company',
        action: 'company.update',
        summary: `Updated the company profile: ${changed.join(', ')}`,
        subjectId: auth.exhibitorId,
      });
    }
    return after!;
  });
}
