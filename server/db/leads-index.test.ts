import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAuthTestDb, type TestDbKind } from '../testing/sign-in-database.ts';
import { exhibitors, leads } from './schema/all-tables.ts';

// Lead lists read one exhibitor's leads newest first, ties broken by id. The index must have that
// exact order (nulls placement included), or PostgreSQL sorts every list instead of reading it in
// order. The planner is steered away from the alternatives so the plan shows whether the index
// can give the order at all, whatever the table's size.

describe.each<TestDbKind>(['pglite', 'postgres'])('leads list index on %s', (kind) => {
  const t = useAuthTestDb(kind);
  let exhibitorId: string;
  beforeAll(async () => {
    const [made] = await t.db.insert(exhibitors).values({ eventId: t.eventId, name: 'Indexed Co' }).returning({ id: exhibitors.id });
    exhibitorId = made!.id;
    await t.db.insert(leads).values(Array.from({ length: 20 }, (_, i) => ({ exhibitorId, fullName: `Lead ${i}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, i % 5)) })));
  });

  async function plan(limit?: number): Promise<string> {
    return t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const query = tx.select({ id: leads.id }).from(leads).where(eq(leads.exhibitorId, exhibitorId)).orderBy(desc(leads.createdAt), desc(leads.id));
      const { sql: text, params } = (limit ? query.limit(limit) : query).toSQL();
      // EXPLAIN takes no bind parameters; the values are a uuid and a number, safe to inline.
      const inlined = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1])}'`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${inlined}`));
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('gives the newest-first order without a sort', async () => {
    for (const text of [await plan(), await plan(5)]) {
      expect(text).toContain('leads_exhibitor_created_id_idx');
      expect(text).not.toMatch(/Sort/);
    }
  });

  // The others lead with the exhibitor too but serve other lookups: one lead per badge per company
  // (unique), the duplicate check by e-mail, and a member's own leads by follow-up day (the due list
  // and the reminders). None is a plain exhibitor index.
  it('is the only index for listing an exhibitor\'s leads', async () => {
    const result = await t.db.execute<{ indexname: string }>(
      sql`select indexname from pg_indexes where tablename = 'leads' and indexdef like '%(exhibitor_id%' order by indexname`,
    );
    expect(result.rows.map((row) => row.indexname)).toEqual([
      'leads_exhibitor_created_id_idx',
      'leads_exhibitor_email_idx',
      'leads_exhibitor_owner_follow_up_idx',
      'leads_exhibitor_ticket_unique',
    ]);
  });
});
