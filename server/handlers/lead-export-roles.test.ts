import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import ExcelJS from 'exceljs';
import { leads } from '../db/schema/all-tables.ts';
import type { Role } from '../../src/rules/roles.ts';
import { dbKinds, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';
import { signInDemoTeam, type DemoTeam } from '../testing/demo-team.ts';

// The export rule, role by role, as the role matrix walks operations: owners and admins export every
// lead of the company (or one member's, with `owner`); booth staff and lead scanners export only the
// leads they own, in every format and whatever `owner` names. Each member here owns leads of their
// own, so a file that holds one more lead than its role allows fails.

const FORMATS = ['csv', 'hubspot', 'salesforce', 'xlsx', 'vcard'] as const;
type Format = (typeof FORMATS)[number];

describe.each(dbKinds)('lead exports by role on %s', (kind) => {
  const api = useSeededApi(kind);
  const people = {} as DemoTeam;
  /** The leads each member made here (their own until someone hands them on). */
  const made = {} as Record<Role, string[]>;
  let everyone: string[];

  async function fileOf(who: SignedInExhibitor, format: Format, owner?: string): Promise<string[]> {
    const query = new URLSearchParams({ format, ...(owner ? { owner } : {}) });
    const response = await fetch(`${api.url}/api/leads/export/file?${query}`, { headers: { authorization: `Bearer ${who.token}` } });
    expect(response.status, `${format} for ${who.user.role}`).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (format === 'xlsx') {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as never);
      const sheet = workbook.getWorksheet('Leads')!;
      const column = (sheet.getRow(1).values as unknown[]).indexOf('Email');
      return sheet.getRows(2, sheet.actualRowCount - 1)?.map((row) => String(row.getCell(column).value ?? '')) ?? [];
    }
    const text = bytes.toString('utf8').replace(/^\ufeff/, '');
    if (format === 'vcard') return [...text.matchAll(/^EMAIL:(.*)$/gm)].map((match) => match[1]!.trim());
    return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data.map((row) => row.Email ?? '');
  }

  const sorted = (emails: readonly string[]) => [...emails].sort();

  beforeAll(async () => {
    await signInDemoTeam(api, people);
    for (const role of ['owner', 'admin', 'staff', 'scanner'] as const) {
      made[role] = [];
      for (const n of [1, 2]) {
        const email = `${role}.${n}@export-roles.example`;
        const answer = await people[role].call('POST', '/api/leads', { person: { fullName: `${role} lead ${n}`, emailId: email } });
        expect(answer.status).toBe(201);
        made[role].push(email);
      }
    }
    // A lead the owner added and handed to the staff member: the staff's now, not the owner's.
    const handed = await api.acme.call('POST', '/api/leads', { person: { fullName: 'Handed to staff', emailId: 'handed@export-roles.example' } });
    expect((await api.acme.call('POST', `/api/leads/${handed.body.data._id}/owner`, { userId: people.staff.user._id })).status).toBe(200);
    made.staff.push('handed@export-roles.example');
    const all = await api.db.select({ email: leads.emailId }).from(leads).where(eq(leads.exhibitorId, api.acme.exhibitorId));
    everyone = all.map((row) => row.email ?? '');
  });

  /** The e-mails of the leads `role`'s member owns, as the database has them (the demo's seeded ones too). */
  const owned = async (role: Role): Promise<string[]> => {
    const rows = await api.db
      .select({ email: leads.emailId })
      .from(leads)
      .where(and(eq(leads.exhibitorId, api.acme.exhibitorId), eq(leads.ownerId, people[role].user._id)));
    const emails = rows.map((row) => row.email ?? '');
    // The leads they made (and the one handed to staff) are among them, and the file holds fewer than all.
    expect(emails).toEqual(expect.arrayContaining(made[role]));
    expect(emails.length).toBeLessThan(everyone.length);
    return emails;
  };

  it.each(FORMATS)('%s: the owner and an admin get every lead of the company', async (format) => {
    for (const role of ['owner', 'admin'] as const) expect(sorted(await fileOf(people[role], format)), role).toEqual(sorted(everyone));
  });

  it.each(FORMATS)('%s: booth staff and a lead scanner get only the leads they own, whatever `owner` names', async (format) => {
    for (const role of ['staff', 'scanner'] as const) {
      const theirs = sorted(await owned(role));
      expect(sorted(await fileOf(people[role], format)), role).toEqual(theirs);
      for (const other of ['owner', 'admin', 'staff', 'scanner'] as const) {
        expect(sorted(await fileOf(people[role], format, people[other].user._id)), `${role} asking for ${other}'s`).toEqual(theirs);
      }
    }
  });

  it('an owner or admin exports one member’s leads with `owner`', async () => {
    for (const role of ['owner', 'admin'] as const) {
      expect(sorted(await fileOf(people[role], 'csv', people.staff.user._id))).toEqual(sorted(await owned('staff')));
      expect(sorted(await fileOf(people[role], 'csv', people.scanner.user._id))).toEqual(sorted(await owned('scanner')));
    }
    // Another company's member owns none of this company's leads.
    expect(await fileOf(people.owner, 'csv', api.borealis.user._id)).toEqual([]);
  });
});
