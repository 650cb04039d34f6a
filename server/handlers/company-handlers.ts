// The signed-in exhibitor's company: the header summary and the profile form (SPEC §3, §5).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { preparedStatement } from '../db/prepared.ts';
import { exhibitors } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import { requireAuth, notFound } from '../http/exhibitor-scope.ts';
import {
  changedProfileFields,
  profileUpdateValues,
  toCompany,
  toCompanyProfile,
  type CompanySummaryRow,
  type ExhibitorRow,
} from './mappers/company-profile-mapper.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

async function loadExhibitor(db: Database, exhibitorId: string): Promise<ExhibitorRow> {
  const [row] = await db.select().from(exhibitors).where(eq(exhibitors.id, exhibitorId)).limit(1);
  // The session names an exhibitor that no longer exists (removed by the organiser).
  if (!row) throw notFound('Company');
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

async function loadCompanySummary(db: Database, exhibitorId: string): Promise<CompanySummaryRow> {
  const [row] = await companySummaryQuery(db).execute({ exhibitorId });
  if (!row) throw notFound('Company');
  return row;
}

export function companyHandlers({ db }: ServerDeps): OperationHandlers {
  return {
    async getCompany(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: toCompany(await loadCompanySummary(db, exhibitorId)) };
    },

    async getCompanyProfile(request) {
      const { exhibitorId } = requireAuth(request);
      return { success: true, data: toCompanyProfile(await loadExhibitor(db, exhibitorId)) };
    },

    async updateCompanyProfile(request) {
      const auth = requireAuth(request);
      const values = profileUpdateValues(request.body);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(exhibitors).where(eq(exhibitors.id, auth.exhibitorId)).for('update').limit(1);
        if (!before) throw notFound('Company');
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
      return { success: true, message: 'Company profile updated successfully', data: toCompanyProfile(row) };
    },
  };
}
