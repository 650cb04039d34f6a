import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database, type OpenedDatabase } from '../db/connect.ts';
import { useSuiteResource, useTempDataDir, useTestPostgresDatabase } from '../testing/suite-resource.ts';
import {
  createSampleData,
  DEMO_ADMIN,
  DEMO_EVENT,
  DEMO_EXHIBITOR,
  DEMO_SECOND_ADMIN,
  DEMO_SUPPORT_REQUEST,
  seedDemo,
} from './seed.ts';
import { demoFilePaths } from './demo-files.ts';
import { cleanDefinition } from '../../src/rules/form-definition-clean.ts';
import { formDefinitionProblems } from '../../src/rules/form-definition-rules.ts';
import type { DraftField } from '../../src/rules/form-definition-types.ts';
import * as t from '../db/schema/all-tables.ts';

const DOMAIN = 'demo.exhibitor-portal.local';
const ALL_FIELD_TYPES = [
  'text', 'email', 'number', 'password', 'textarea', 'date', 'datetime', 'time', 'checkbox', 'select',
  'multiSelect', 'image', 'file', 'mobilenumber', 'title', 'html', 'info', 'line',
];

async function countWhere(db: Database, table: PgTable, where?: SQL) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

async function acmeId(db: Database): Promise<string> {
  const [row] = await db.select({ id: t.exhibitors.id }).from(t.exhibitors).where(eq(t.exhibitors.name, DEMO_EXHIBITOR.name));
  return row!.id;
}

describe('seedDemo on PGlite', () => {
  const dir = useTempDataDir();
  const opened = useSuiteResource(() => openDatabase({ dataDir: dir.path }), (database) => database.close());

  it('seeds the demo event with data on every screen', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const uploadsDir = join(dir.path, 'uploads');
    const result = await seedDemo(opened.db, { domain: DOMAIN, uploadsDir, now });
    expect(result).toEqual({ seeded: true, adminMobile: '9876543210', adminPhoneCode: '91' });
    const db = opened.db;

    const [event] = await db.select().from(t.events).where(eq(t.events.domain, DOMAIN));
    expect(event).toMatchObject({ title: DEMO_EVENT.title, productName: 'Exhibitor Portal', googleLoginEnabled: false });
    expect(event!.startDate!.getTime()).toBeGreaterThan(now.getTime());
    expect(event!.endDate!.getTime()).toBeGreaterThan(event!.startDate!.getTime());
    expect(event!.supportEmail).toBeTruthy();

    const [admin] = await db
      .select()
      .from(t.users)
      .where(and(eq(t.users.phoneCode, '91'), eq(t.users.mobile, DEMO_ADMIN.mobile)));
    expect(admin).toMatchObject({ firstName: 'Asha', lastName: 'Rao', email: 'asha@acme-robotics.example', eventId: event!.id });
    const [company] = await db.select().from(t.exhibitors).where(eq(t.exhibitors.id, admin!.exhibitorId));
    expect(company).toMatchObject({ name: 'Acme Robotics', boothNumber: 'B-204' });
    const acme = company!.id;

    const team = await db.select().from(t.teamMembers).where(eq(t.teamMembers.exhibitorId, acme));
    expect(team).toHaveLength(4);
    expect(team.filter((m) => m.isParentExhibitor)).toEqual([
      expect.objectContaining({ userId: admin!.id, authenticationId: '9876543210', designation: 'admin' }),
    ]);
    expect(new Set(team.map((m) => m.designation))).toEqual(new Set(['admin', 'manager', 'Sales Engineer', 'Marketing Executive']));

    const categories = await db.select().from(t.exhibitorCategories);
    expect(categories.map((c) => [c.categoryName, c.exhibitorPasses, c.isActive]).sort()).toEqual([
      ['Gold Exhibitor', 10, true],
      ['Silver Exhibitor', 5, false],
    ]);
    const acmePasses = await db.query.passes.findMany({ where: eq(t.passes.exhibitorId, acme), with: { category: true } });
    expect(acmePasses.map((p) => p.category.categoryName).sort()).toEqual(['Gold Exhibitor', 'Silver Exhibitor']);

    const fields = await db.select().from(t.formFields).orderBy(t.formFields.sortOrder);
    const types = new Set(fields.map((f) => f.definition.type));
    // Every type of SPEC §3 (it has no signature type: the signature is a typed name), and a form
    // the builder would save as it is.
    expect([...types].sort()).toEqual([...ALL_FIELD_TYPES].sort());
    expect(fields.find((f) => f.definition.name === 'signature')?.definition.type).toBe('text');
    const definitions = fields.map((f) => f.definition as DraftField);
    expect(formDefinitionProblems(definitions.map(cleanDefinition))).toEqual([]);
    expect(fields.some((f) => f.definition.apiType === 'CSV' && typeof f.definition.options === 'string')).toBe(true);
    expect(fields.some((f) => f.definition.customClass === 'half')).toBe(true);
    expect(fields.some((f) => f.definition.type === 'date' && f.definition.minDate && f.definition.maxDate)).toBe(true);
    expect(fields.find((f) => f.definition.type === 'file')!.definition.allowedFileTypes).toEqual(['.pdf']);

    const faqs = await db.select().from(t.faqs);
    expect(new Set(faqs.map((f) => f.type)).size).toBeGreaterThanOrEqual(3);
    expect(faqs.every((f) => f.answer.startsWith('<'))).toBe(true);

    const eventResources = await db.select().from(t.downloads).where(eq(t.downloads.isExhibitor, false));
    expect(new Set(eventResources.map((d) => d.category)).size).toBe(2);
    const ownResources = await db.select().from(t.downloads).where(eq(t.downloads.exhibitorId, acme));
    expect(ownResources).toHaveLength(2);
    expect(ownResources.every((d) => d.isExhibitor && !d.isPublic)).toBe(true);

    // The console's Support inbox starts with one request waiting, from the second exhibitor.
    const support = await db.select().from(t.supportRequests);
    expect(support.map((r) => [r.exhibitorId === acme, r.status, r.subject])).toEqual([[false, 'open', DEMO_SUPPORT_REQUEST.subject]]);
    expect(support[0]!.ticketId).toMatch(/^SUP-[A-Z2-7]{8}$/);

    expect(await countWhere(db, t.products, eq(t.products.exhibitorId, acme))).toBe(4);
    const leads = await db.select().from(t.leads).where(eq(t.leads.exhibitorId, acme));
    expect(leads).toHaveLength(12);
    expect(new Set(leads.map((l) => l.priority))).toEqual(new Set(['high', 'medium', 'low']));
    expect(new Set(leads.map((l) => l.status)).size).toBeGreaterThanOrEqual(4);
    // Each lead is its capturer's to follow up: most the owner's, one the booth staff member's (who
    // has an account for it but has not signed in yet), one nobody's, for a member to take.
    const staff = team.find((m) => m.role === 'staff')!;
    expect(staff).toMatchObject({ fullName: 'Meera Iyer', joinedAt: null, userId: expect.any(String) });
    const owners = leads.map((l) => l.ownerId);
    expect(leads.every((l) => l.capturedBy === l.ownerId)).toBe(true);
    expect(owners.filter((id) => id === staff.userId)).toHaveLength(1);
    expect(owners.filter((id) => id === null)).toHaveLength(1);
    expect(owners.filter((id) => id === admin!.id)).toHaveLength(leads.length - 2);
    // No demo lead is due, so nobody's first reminder is about seeded leads.
    expect(leads.every((l) => l.followUpDate === null)).toBe(true);

    const referrals = await db.select().from(t.referralRegistrations).where(eq(t.referralRegistrations.exhibitorId, acme));
    const statuses = referrals.map((r) => (r.approve ? 'approved' : r.reject ? 'rejected' : 'pending'));
    expect(new Set(statuses)).toEqual(new Set(['approved', 'rejected', 'pending']));

    const allocations = await db.select().from(t.ticketAllocations).where(eq(t.ticketAllocations.exhibitorId, acme));
    expect(allocations.map((a) => a.ticketType).sort()).toEqual(['Business Visitor', 'VIP Delegate']);
    expect(typeof allocations[0]!.price).toBe('number');
    const issued = await db.select().from(t.tickets).where(eq(t.tickets.exhibitorId, acme));
    expect(issued.length).toBeGreaterThan(0);
    for (const allocation of allocations) {
      expect(issued.filter((x) => x.allocationId === allocation.id)).toHaveLength(allocation.usedCount);
    }

    // The second company exists with its own admin and records, separate from Acme's.
    const [second] = await db.select().from(t.users).where(eq(t.users.mobile, DEMO_SECOND_ADMIN.mobile));
    expect(second!.exhibitorId).not.toBe(acme);
    expect(await countWhere(db, t.leads, eq(t.leads.exhibitorId, second!.exhibitorId))).toBeGreaterThan(0);
    expect(await countWhere(db, t.products, eq(t.products.exhibitorId, second!.exhibitorId))).toBeGreaterThan(0);

    // Demo attachments are real files of the right kind.
    for (const path of demoFilePaths) {
      const bytes = await readFile(join(uploadsDir, path));
      const magic = path.endsWith('.pdf') ? '%PDF-' : '\x89PNG';
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
    }
  });

  it('does nothing the second time', async () => {
    const before = await countWhere(opened.db, t.leads);
    const result = await seedDemo(opened.db, { domain: 'other.example' });
    expect(result.seeded).toBe(false);
    expect(await countWhere(opened.db, t.events)).toBe(1);
    expect(await countWhere(opened.db, t.leads)).toBe(before);
  });

  it('keeps the data across a close and reopen', async () => {
    const leadsBefore = await countWhere(opened.db, t.leads);
    await opened.close();
    // Reopened in place, so the suite's afterAll closes this handle.
    Object.assign(opened, await openDatabase({ dataDir: dir.path }));
    expect(await countWhere(opened.db, t.leads)).toBe(leadsBefore);
    const [admin] = await opened.db.select().from(t.users).where(eq(t.users.mobile, DEMO_ADMIN.mobile));
    expect(admin!.firstName).toBe('Asha');
  });

  it('createSampleData adds a bounded handful for one exhibitor', async () => {
    const acme = await acmeId(opened.db);
    const before = {
      leads: await countWhere(opened.db, t.leads, eq(t.leads.exhibitorId, acme)),
      products: await countWhere(opened.db, t.products, eq(t.products.exhibitorId, acme)),
      team: await countWhere(opened.db, t.teamMembers, eq(t.teamMembers.exhibitorId, acme)),
      all: await countWhere(opened.db, t.leads),
    };
    const added = await createSampleData(opened.db, acme);
    expect(added).toEqual({ leads: 5, products: 3, teamMembers: 1 });
    expect(await countWhere(opened.db, t.leads, eq(t.leads.exhibitorId, acme))).toBe(before.leads + 5);
    expect(await countWhere(opened.db, t.products, eq(t.products.exhibitorId, acme))).toBe(before.products + 3);
    expect(await countWhere(opened.db, t.teamMembers, eq(t.teamMembers.exhibitorId, acme))).toBe(before.team + 1);
    expect(await countWhere(opened.db, t.leads)).toBe(before.all + 5);
    await expect(createSampleData(opened.db, '00000000-0000-4000-8000-000000000000')).rejects.toThrow(/not found/);
  });
});

describe('seedDemo on PostgreSQL', () => {
  const database = useTestPostgresDatabase();

  it('seeds once when two servers start together', async () => {
    const [a, b] = await Promise.all([
      openDatabase({ dataDir: '/nonexistent', databaseUrl: database.url }),
      openDatabase({ dataDir: '/nonexistent', databaseUrl: database.url }),
    ]);
    try {
      const results = await Promise.all([seedDemo(a.db, { domain: DOMAIN }), seedDemo(b.db, { domain: DOMAIN })]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(await countWhere(a.db, t.events)).toBe(1);
      expect(await countWhere(b.db, t.users, eq(t.users.mobile, DEMO_ADMIN.mobile))).toBe(1);
      expect(await countWhere(a.db, t.leads, eq(t.leads.exhibitorId, await acmeId(a.db)))).toBe(12);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
