import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import {
  downloads,
  events,
  exhibitorCategories,
  faqs,
  formFields,
  formOptionLists,
  leads,
  organisers,
  passes,
  products,
  referralRegistrations,
  supportRequests,
  teamMembers,
  ticketAllocations,
  tickets,
} from '../db/schema/all-tables.ts';
import {
  DEMO_ADMIN,
  DEMO_ORGANISER,
  DEMO_CATEGORIES,
  DEMO_EVENT,
  DEMO_EVENT_LENGTH_DAYS,
  DEMO_EVENT_RESOURCES,
  DEMO_EVENT_STARTS_IN_DAYS,
  DEMO_EXHIBITOR,
  DEMO_EXHIBITOR_RESOURCES,
  DEMO_FAQS,
  DEMO_LEADS,
  DEMO_OPTION_LISTS,
  DEMO_PASSES,
  DEMO_PRODUCTS,
  DEMO_REFERRALS,
  DEMO_SECOND_ADMIN,
  DEMO_SECOND_EXHIBITOR,
  DEMO_SUPPORT_REQUEST,
  DEMO_TEAM,
  DEMO_TICKET_ALLOCATIONS,
  demoFormFields,
} from './demo-data.ts';
import { DEMO_REFERRAL_BADGES } from './demo-attendees.ts';
import { writeDemoFiles } from './demo-files.ts';
import { createDiskFileStore } from '../storage/disk-store.ts';
import type { FileStore } from '../storage/file-store.ts';
import { insertCompany, insertMemberAccount } from './seed-company.ts';
import { insertDemoBadges } from './seed-badges.ts';
import { newSupportTicketId } from '../support/ticket-id.ts';

export * from './demo-data.ts';
export { createSampleData } from './sample-records.ts';

export interface SeedDemoOptions {
  domain: string;
  // When given, small real files are written behind the demo attachment paths (DATA_DIR/uploads).
  uploadsDir?: string;
  // The same, into this store (the S3 bucket when configured); preferred over uploadsDir.
  files?: FileStore;
  // Fixed clock for tests; defaults to now.
  now?: Date;
}

export interface SeedDemoResult {
  seeded: boolean;
  adminMobile: string;
  adminPhoneCode: string;
}

// Same for every process of the app, so two servers starting together seed once.
const SEED_LOCK_KEY = '7304118220512';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Seeds the demo event only on an empty database (no event at all); otherwise does nothing.
export async function seedDemo(db: Database, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    const existing = await tx.select({ id: events.id }).from(events).limit(1);
    if (existing.length > 0) return false;
    await insertDemo(tx, options.domain, now);
    return true;
  });
  const files = options.files ?? (options.uploadsDir ? createDiskFileStore(options.uploadsDir) : undefined);
  if (seeded && files) await writeDemoFiles(files);
  return { seeded, adminMobile: DEMO_ADMIN.mobile, adminPhoneCode: DEMO_ADMIN.phoneCode };
}

async function insertDemo(tx: Database, domain: string, now: Date): Promise<void> {
  // Doors open 10:00 and close 18:00 India time (UTC+5:30) on each show day.
  const startDate = openingTime(new Date(now.getTime() + DEMO_EVENT_STARTS_IN_DAYS * DAY));
  const endDate = new Date(startDate.getTime() + (DEMO_EVENT_LENGTH_DAYS - 1) * DAY + 8 * HOUR);

  const [event] = await tx
    .insert(events)
    .values({ domain, ...DEMO_EVENT, startDate, endDate })
    .returning({ id: events.id });
  const eventId = event!.id;

  await tx.insert(organisers).values({ eventId, ...DEMO_ORGANISER, role: 'organiser' });
  const acme = await insertCompany(tx, eventId, { ...DEMO_EXHIBITOR }, DEMO_ADMIN, 'admin');
  const borealis = await insertCompany(tx, eventId, { ...DEMO_SECOND_EXHIBITOR }, DEMO_SECOND_ADMIN, 'admin');

  await tx.insert(teamMembers).values(
    DEMO_TEAM.map((member) => ({
      exhibitorId: acme.exhibitorId,
      phoneCode: '91',
      companyName: DEMO_EXHIBITOR.name,
      ...member,
    })),
  );
  // The booth staff member owns a demo lead, which takes an account (leads.owner_id).
  const staffMember = DEMO_TEAM.find((member) => member.role === 'staff')!;
  const staffId = await insertMemberAccount(tx, eventId, acme.exhibitorId, staffMember);

  // Categories and passes.
  const categoryRows = await tx
    .insert(exhibitorCategories)
    .values(DEMO_CATEGORIES.map((c) => ({ eventId, ...c })))
    .returning({ id: exhibitorCategories.id, categoryName: exhibitorCategories.categoryName });
  const categoryId = (name: string): string => categoryRows.find((c) => c.categoryName === name)!.id;
  const passRows = await tx
    .insert(passes)
    .values([
      ...Object.entries(DEMO_PASSES.acme).map(([name, count]) => ({
        exhibitorId: acme.exhibitorId,
        categoryId: categoryId(name),
        numberOfPasses: count,
      })),
      ...Object.entries(DEMO_PASSES.borealis).map(([name, count]) => ({
        exhibitorId: borealis.exhibitorId,
        categoryId: categoryId(name),
        numberOfPasses: count,
      })),
    ])
    .returning({ id: passes.id, exhibitorId: passes.exhibitorId, categoryId: passes.categoryId });
  const acmeGoldPass = passRows.find(
    (p) => p.exhibitorId === acme.exhibitorId && p.categoryId === categoryId('Gold Exhibitor'),
  )!;
  const borealisPass = passRows.find((p) => p.exhibitorId === borealis.exhibitorId)!;

  // Referral form: every field type, for every category.
  const window = { minDate: isoDate(startDate), maxDate: isoDate(endDate) };
  await tx.insert(formFields).values(
    demoFormFields(window).map((definition, index) => ({ eventId, sortOrder: (index + 1) * 10, definition })),
  );
  await tx.insert(formOptionLists).values(DEMO_OPTION_LISTS.map((list) => ({ eventId, ...list })));

  const registrationRows = await tx.insert(referralRegistrations).values([
    ...DEMO_REFERRALS.map((r, index) => ({
      exhibitorId: acme.exhibitorId,
      passId: acmeGoldPass.id,
      phoneCode: '91',
      ...r,
      answers: {
        firstName: r.firstName,
        lastName: r.lastName,
        emailId: r.emailId,
        mobileNumber: { country: '91', number: r.authenticationId },
        visitDate: window.minDate,
        passDay: 'day1',
        agreeTerms: true,
        companyName: DEMO_REFERRAL_BADGES[r.emailId]!.companyName,
        designation: DEMO_REFERRAL_BADGES[r.emailId]!.designation,
      },
      createdAt: new Date(now.getTime() - (index + 1) * 7 * HOUR),
    })),
    {
      exhibitorId: borealis.exhibitorId,
      passId: borealisPass.id,
      firstName: 'Erik',
      lastName: 'Lund',
      emailId: 'erik.lund@example.com',
      phoneCode: '47',
      authenticationId: '4123456789',
      answers: { firstName: 'Erik', lastName: 'Lund', emailId: 'erik.lund@example.com' },
      createdAt: new Date(now.getTime() - 3 * HOUR),
    },
  ]).returning();
  await insertDemoBadges(tx, eventId, registrationRows, now);

  // Event content.
  await tx.insert(faqs).values(DEMO_FAQS.map((f, index) => ({ eventId, ...f, sortOrder: (index + 1) * 10 })));
  await tx.insert(downloads).values([
    ...DEMO_EVENT_RESOURCES.map((r) => ({ eventId, isExhibitor: false, isPublic: true, ...r })),
    ...DEMO_EXHIBITOR_RESOURCES.map((r) => ({
      eventId,
      exhibitorId: acme.exhibitorId,
      isExhibitor: true,
      isPublic: false,
      category: 'General',
      ...r,
    })),
    {
      eventId,
      exhibitorId: borealis.exhibitorId,
      isExhibitor: true,
      isPublic: false,
      title: 'Borealis Platform Overview',
      description: 'Architecture of the Borealis streaming platform.',
      type: 'doc',
      attachment: 'https://borealis-analytics.example/overview.docx',
      fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ]);

  // Catalogue and leads.
  await tx.insert(products).values([
    ...DEMO_PRODUCTS.map((p, index) => ({
      eventId,
      exhibitorId: acme.exhibitorId,
      ...p,
      createdAt: new Date(now.getTime() - (index + 1) * DAY),
    })),
    {
      eventId,
      exhibitorId: borealis.exhibitorId,
      productName: 'Borealis Stream',
      productDescription: 'Streaming analytics for sensor data.',
      productLink: 'https://borealis-analytics.example/stream',
    },
  ]);
  await tx.insert(leads).values([
    ...DEMO_LEADS.map(({ hoursAgo, owner, ...lead }) => {
      const createdAt = new Date(now.getTime() - hoursAgo * HOUR);
      // Whoever captured a lead follows it up (DemoLeadOwner): the owner, the staff member, or nobody.
      const person = owner === 'nobody' ? null : owner === 'staff' ? staffId : acme.userId;
      return { exhibitorId: acme.exhibitorId, ...lead, capturedBy: person, ownerId: person, createdAt, updatedAt: createdAt };
    }),
    ...(['high', 'medium', 'low'] as const).map((priority, index) => ({
      exhibitorId: borealis.exhibitorId,
      priority,
      status: 'new',
      source: 'booth_scan' as const,
      fullName: `Borealis Visitor ${index + 1}`,
      emailId: `visitor${index + 1}@borealis-leads.example`,
      companyName: 'Fjord Foods',
      designation: 'Data Engineer',
      remarks: 'Met at the Borealis booth.',
      capturedBy: borealis.userId,
      ownerId: borealis.userId,
    })),
  ]);

  // Guest tickets by type; usedCount counts every ticket issued against the allocation.
  let ticketNumber = 0;
  for (const allocation of DEMO_TICKET_ALLOCATIONS) {
    const [row] = await tx
      .insert(ticketAllocations)
      .values({
        exhibitorId: acme.exhibitorId,
        ticketType: allocation.ticketType,
        allocatedCount: allocation.allocatedCount,
        usedCount: allocation.guests.length,
        price: allocation.price,
        validFrom: startDate,
        validTo: endDate,
      })
      .returning({ id: ticketAllocations.id });
    await tx.insert(tickets).values(
      allocation.guests.map((guest, index) => ({
        eventId,
        exhibitorId: acme.exhibitorId,
        allocationId: row!.id,
        ticketType: allocation.ticketType,
        ...guest,
        ticketCode: `GTE26-ACME-${String(++ticketNumber).padStart(4, '0')}`,
        issuedAt: new Date(now.getTime() - (index + 1) * 5 * HOUR),
      })),
    );
  }
  await tx.insert(supportRequests).values({ exhibitorId: borealis.exhibitorId, userId: borealis.userId, ticketId: newSupportTicketId(), ...DEMO_SUPPORT_REQUEST });
  await tx.insert(ticketAllocations).values({
    exhibitorId: borealis.exhibitorId,
    ticketType: 'Business Visitor',
    allocatedCount: 20,
    usedCount: 0,
    validFrom: startDate,
    validTo: endDate,
  });
}

function openingTime(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 4, 30));
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
