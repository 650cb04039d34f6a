import { beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { parseLeadImport } from '../../src/rules/lead-import-csv.ts';
import { COLUMNS, importableRows, importRowBody } from '../../src/rules/lead-import-rules.ts';
import { LEAD_COLUMN_HEADER } from '../../src/rules/lead-columns.ts';
import { dbKinds, registerNewExhibitor, useSeededApi, type SignedInExhibitor } from '../testing/api-test-kit.ts';

// A file the server exports is read back by Import Leads (the browser's reader, src/rules) and
// imported into another company through the real API; that company's export then holds the same
// fields for every column the import sets. The Owner column names a member of the exporting
// company, who is not on the other team: the importer owns what they import.

const DOMAIN = '@round-trip.example';
/** The export's columns Import Leads reads and carries over to another company (not Owner, its team's own). */
const IMPORTED = LEAD_COLUMN_HEADER.filter((name) => name !== 'Owner' && (Object.values(COLUMNS) as string[]).includes(name.toLowerCase()));
const LEADS = [
  {
    priority: 'high',
    status: 'contacted',
    remarks: '=1+1 asked for a demo,\n"soon"',
    rating: 5,
    tags: ['vip', 'warehouse'],
    followUpDate: '2031-05-02',
    person: { fullName: 'Mehta, "Vikram"', emailId: `vikram${DOMAIN}`, companyName: 'Globex', designation: 'CTO', phone: '+91 90000 00001' },
  },
  { priority: 'low', person: { fullName: 'Ana Lopez', emailId: `ana${DOMAIN}` } },
  { priority: 'medium', status: 'nurture', rating: 2, tags: ['-cold'], person: { fullName: '@Grace', emailId: `grace${DOMAIN}`, companyName: '+Plus Ltd' } },
];

describe.each(dbKinds)('an exported file imported again on %s', (kind) => {
  const api = useSeededApi(kind);
  let other: SignedInExhibitor;

  const exported = async (who: SignedInExhibitor): Promise<string> => {
    const response = await fetch(`${api.url}/api/leads/export/file?format=csv`, { headers: { authorization: `Bearer ${who.token}` } });
    expect(response.status).toBe(200);
    return response.text();
  };
  /** The file's rows of this test's leads, by e-mail. */
  const rowsOf = (text: string) =>
    new Map(
      Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), { header: true, skipEmptyLines: true })
        .data.filter((row) => row.Email?.endsWith(DOMAIN))
        .map((row) => [row.Email!, row]),
    );

  beforeAll(async () => {
    for (const lead of LEADS) expect((await api.acme.call('POST', '/api/leads', lead)).status).toBe(201);
    other = await registerNewExhibitor(api.url, '9700077001');
  });

  it('holds the same name, contact, status, priority, rating, tags, follow-up date and remarks', async () => {
    const file = await exported(api.acme);
    const preview = parseLeadImport(file);
    expect(preview.fileError).toBeNull();
    const bodies = importableRows(preview)
      .map(importRowBody)
      .filter((body) => body.person.emailId?.endsWith(DOMAIN));
    expect(bodies).toHaveLength(LEADS.length);
    const imported = await other.call('POST', '/api/leads/import', { leads: bodies });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);

    const before = rowsOf(file);
    const after = rowsOf(await exported(other));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect(IMPORTED).toHaveLength(Object.keys(COLUMNS).length - 1);
    for (const [email, row] of before) {
      const again = after.get(email)!;
      for (const column of IMPORTED) expect(again[column], `${email}: ${column}`).toBe(row[column]);
      // The importer follows the leads up now.
      expect(again.Owner).toBe('Nina Empty');
    }
    // What the API stored is the original, formula guard and quoting undone.
    const stored = (await other.call('GET', '/api/leads')).body.data.find((lead: { user: { emailId: string } }) => lead.user.emailId === `vikram${DOMAIN}`);
    expect(stored).toMatchObject({ remarks: LEADS[0]!.remarks, rating: 5, tags: ['vip', 'warehouse'], followUpDate: '2031-05-02', user: { fullName: 'Mehta, "Vikram"' } });
  });
});
