import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/connect.ts';
import { exhibitors, leads, products, teamMembers } from '../db/schema/all-tables.ts';

export interface SampleDataResult {
  leads: number;
  products: number;
  teamMembers: number;
}

const SAMPLE_LEADS = [
  { fullName: 'Sample Lead: Neha Gupta', companyName: 'Sunrise Packaging', designation: 'Operations Manager', priority: 'high', status: 'new', source: 'booth_scan' },
  { fullName: 'Sample Lead: Carlos Ruiz', companyName: 'Ruiz Logistics', designation: 'Director', priority: 'high', status: 'contacted', source: 'networking' },
  { fullName: 'Sample Lead: Aiko Tanaka', companyName: 'Tanaka Components', designation: 'Engineer', priority: 'medium', status: 'follow-up', source: 'referral' },
  { fullName: 'Sample Lead: Ben Okafor', companyName: 'Okafor Foods', designation: 'Buyer', priority: 'medium', status: 'nurture', source: 'booth_scan' },
  { fullName: 'Sample Lead: Lena Fischer', companyName: 'Fischer GmbH', designation: 'Analyst', priority: 'low', status: 'new', source: 'manual' },
] as const;

const SAMPLE_PRODUCTS = [
  { productName: 'Sample Product: Starter Kit', productDescription: 'Everything needed for a first pilot.' },
  { productName: 'Sample Product: Support Plan', productDescription: 'Annual maintenance and remote support.' },
  { productName: 'Sample Product: Training', productDescription: 'Two-day hands-on course for operators.' },
] as const;

// Adds a bounded handful of leads, products and one team member to an exhibitor
// (POST /api/create-sample-data). Calling it again adds another handful.
// `inSameTransaction` runs with the counts before the commit (the handler records the import there).
// `addedBy`, the member who asked for it, captured and owns the sample leads, as for any lead they add.
export async function createSampleData(
  db: Database,
  exhibitorId: string,
  inSameTransaction?: (tx: Transaction, added: SampleDataResult) => Promise<void>,
  addedBy: string | null = null,
): Promise<SampleDataResult> {
  return db.transaction(async (tx) => {
    const [exhibitor] = await tx
      .select({ eventId: exhibitors.eventId, name: exhibitors.name })
      .from(exhibitors)
      .where(eq(exhibitors.id, exhibitorId));
    if (!exhibitor) throw new Error(`Exhibitor ${exhibitorId} not found`);
    const suffix = Math.random().toString(36).slice(2, 8);
    const now = Date.now();

    const leadRows = await tx
      .insert(leads)
      .values(
        SAMPLE_LEADS.map((lead, index) => {
          const createdAt = new Date(now - index * 3_600_000);
          return {
            exhibitorId,
            ...lead,
            emailId: `lead${index + 1}.${suffix}@sample.example`,
            remarks: 'Created as sample data.',
            capturedBy: addedBy,
            ownerId: addedBy,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: leads.id });
    const productRows = await tx
      .insert(products)
      .values(SAMPLE_PRODUCTS.map((p) => ({ eventId: exhibitor.eventId, exhibitorId, ...p })))
      .returning({ id: products.id });
    const memberRows = await tx
      .insert(teamMembers)
      .values({
        exhibitorId,
        fullName: 'Sample Member: Jordan Lee',
        emailId: `jordan.${suffix}@sample.example`,
        designation: 'Sales Executive',
        companyName: exhibitor.name,
      })
      .returning({ id: teamMembers.id });
    const added = { leads: leadRows.length, products: productRows.length, teamMembers: memberRows.length };
    await inSameTransaction?.(tx, added);
    return added;
  });
}
