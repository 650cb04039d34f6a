// The company profile's save, called as the handler calls it, against a real database (PGlite) and
// without HTTP: the activity entry names the fields that really changed, and a save that changes
// nothing writes none. The form's validation and the answers stay in server/handlers/company.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exhibitors } from '../db/schema/all-tables.ts';
import type { AuthContext } from '../context/auth-context.ts';
import { activitySummaries } from '../testing/activity-entries.ts';
import { ownerOfNewCompany } from '../testing/company-owner.ts';
import { useAuthTestDb } from '../testing/sign-in-database.ts';
import { companyProfileRow, companySummaryRow, saveCompanyProfile } from './company-profile.ts';

const testDb = useAuthTestDb('pglite');

const profileUpdates = (auth: AuthContext) => activitySummaries(testDb.db, auth.exhibitorId, 'company.update');

describe('company profile', () => {
  it('logs the fields a save changed, by the names the log uses, and nothing for a save that changes nothing', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Profile One');
    const saved = await saveCompanyProfile(testDb.db, owner, { name: 'Profile One', boothLocation: 'Hall 2', twitter: 'https://x.com/one' });
    expect(saved).toMatchObject({ name: 'Profile One', boothLocation: 'Hall 2', twitter: 'https://x.com/one' });
    await saveCompanyProfile(testDb.db, owner, { name: 'Profile One', boothLocation: 'Hall 2' });
    expect(await profileUpdates(owner)).toEqual(['Updated the company profile: booth location, X (Twitter)']);
    expect(await companySummaryRow(testDb.db, owner.exhibitorId)).toEqual({ name: 'Profile One', logo: null, boothNumber: 'T-1', boothLocation: 'Hall 2' });
  });

  it('answers 404 for a company the organiser removed, and saves nothing', async () => {
    const owner = await ownerOfNewCompany(testDb, 'Profile Two');
    await testDb.db.delete(exhibitors).where(eq(exhibitors.id, owner.exhibitorId));
    await expect(companyProfileRow(testDb.db, owner.exhibitorId)).rejects.toMatchObject({ status: 404, message: 'Company not found' });
    await expect(companySummaryRow(testDb.db, owner.exhibitorId)).rejects.toMatchObject({ status: 404, message: 'Company not found' });
    await expect(saveCompanyProfile(testDb.db, owner, { name: 'Ghost' })).rejects.toMatchObject({ status: 404, message: 'Company not found' });
  });
});
