// File exports: leads in the formats sales teams import (CSV, HubSpot, Salesforce, Excel, vCard)
// and the team, referral registrations and products as CSV. Every file is streamed: rows are read
// a page at a time and written to the reply, so a large export never becomes one string. Owners and
// admins export every lead of the company (or one member's); booth staff and lead scanners only the
// leads they own, whatever they ask for (exportScope).
import { Readable } from 'node:stream';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { leadExports, products, referralRegistrations, teamMembers, tickets } from '../db/schema/all-tables.ts';
import { recordActivity } from '../activity/record.ts';
import { readLeadQuestions } from '../leads/company-questions.ts';
import { csvChunks } from '../exports/csv-stream.ts';
import { fullColumns, hubspotColumns, salesforceColumns, type ColumnSet, type LeadExportFormat } from '../exports/lead-export-columns.ts';
import { exportLeadPages, type ExportLead, type LeadScope } from '../leads/lead-export-pages.ts';
import { vcardChunks } from '../exports/vcard.ts';
import { XLSX_TYPE, xlsxStream } from '../exports/xlsx.ts';
import { productCsv, referralCsv, teamCsv } from '../exports/list-columns.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';
import type { Database } from '../db/connect.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';
const VCARD_TYPE = 'text/vcard; charset=utf-8';

/** `leads-2025-03-14.csv`: the day of the export (UTC), so repeated exports sort by name. */
export function exportFileName(stem: string, extension: string, now: Date): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.${extension}`;
}

function attachment(reply: FastifyReply, type: string, fileName: string, body: Readable): FastifyReply {
  return reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').type(type).send(body);
}

/** Counts the leads as they pass, and runs `onDone` once the last page was read. */
async function* counted(pages: AsyncIterable<ExportLead[]>, onDone: (count: number) => Promise<void>): AsyncGenerator<ExportLead[]> {
  let count = 0;
  for await (const page of pages) {
    count += page.length;
    yield page;
  }
  await onDone(count);
}

const FILE_OF: Record<LeadExportFormat, { stem: string; extension: string; type: string }> = {
  csv: { stem: 'leads', extension: 'csv', type: CSV_TYPE },
  hubspot: { stem: 'leads-hubspot', extension: 'csv', type: CSV_TYPE },
  salesforce: { stem: 'leads-salesforce', extension: 'csv', type: CSV_TYPE },
  xlsx: { stem: 'leads', extension: 'xlsx', type: XLSX_TYPE },
  vcard: { stem: 'leads', extension: 'vcf', type: VCARD_TYPE },
};

async function latestExportAt(db: Database, auth: AuthContext): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: leadExports.exportedAt })
    .from(leadExports)
    .where(and(eq(leadExports.userId, auth.userId), eq(leadExports.exhibitorId, auth.exhibitorId)))
    .orderBy(desc(leadExports.exportedAt))
    .limit(1);
  return row?.at;
}

const leadWord = (count: number) => (count === 1 ? '1 lead' : `${count} leads`);

/**
 * Whose leads an export holds: exporting all the company's leads is the owner's and admins' (with
 * `owner`, one member's); booth staff and lead scanners export only the leads they own, whatever
 * `owner` names, so the file never holds more than the lead list shows them to follow up.
 */
export function exportOwner(auth: Pick<AuthContext, 'role' | 'userId'>, owner: string | undefined): string | undefined {
  if (auth.role === 'staff' || auth.role === 'scanner') return auth.userId;
  return owner?.toLowerCase();
}

export function exportHandlers({ db }: ServerDeps): OperationHandlers {
  async function leadFile(auth: AuthContext, format: LeadExportFormat, query: { sinceLastExport: boolean; owner?: string }, reply: FastifyReply) {
    const { sinceLastExport } = query;
    const startedAt = new Date();
    const scope: LeadScope = {
      exhibitorId: auth.exhibitorId,
      ownerId: exportOwner(auth, query.owner),
      createdAfter: sinceLastExport ? await latestExportAt(db, auth) : undefined,
    };
    // The export counts from the moment it started: a lead captured while the file streams is
    // "new" for the next export rather than lost between the two.
    // One transaction: the export and its activity entry exist together or not at all.
    const record = (count: number) =>
      db.transaction(async (tx) => {
        await tx.insert(leadExports).values({ exhibitorId: auth.exhibitorId, userId: auth.userId, format, rowCount: count, exportedAt: startedAt });
        await recordActivity(tx, auth, { category: 'export', action: 'lead.export', summary: `Exported ${leadWord(count)} (${format})` });
      });
    const file = FILE_OF[format];
    const fileName = exportFileName(sinceLastExport ? `${file.stem}-new` : file.stem, file.extension, startedAt);
    const pages = exportLeadPages(db, scope);
    if (format === 'xlsx') {
      return attachment(reply, file.type, fileName, xlsxStream('Leads', fullColumns(await readLeadQuestions(db, auth.exhibitorId)), pages, record));
    }
    if (format === 'vcard') return attachment(reply, file.type, fileName, Readable.from(vcardChunks(counted(pages, record))));
    const columns: ColumnSet =
      format === 'hubspot' ? hubspotColumns : format === 'salesforce' ? salesforceColumns : fullColumns(await readLeadQuestions(db, auth.exhibitorId));
    const rows = (async function* () {
      for await (const page of counted(pages, record)) yield page.map(columns.row);
    })();
    return attachment(reply, file.type, fileName, Readable.from(csvChunks(columns.header, rows)));
  }

  return {
    async exportLeadFile(request, reply) {
      const auth = requireAuth(request);
      return leadFile(auth, request.query.format, { sinceLastExport: request.query.since === 'last-export', owner: request.query.owner }, reply);
    },

    async exportTeamMembers(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const rows = db
        .select()
        .from(teamMembers)
        .where(eq(teamMembers.exhibitorId, exhibitorId))
        .orderBy(desc(teamMembers.isParentExhibitor), asc(teamMembers.createdAt), asc(teamMembers.id));
      const body = Readable.from(csvChunks(teamCsv.header, (async function* () { yield (await rows).map(teamCsv.row); })()));
      return attachment(reply, CSV_TYPE, exportFileName('team', 'csv', new Date()), body);
    },

    async exportReferralRegistrations(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const rows = db
        .select({ registration: referralRegistrations, ticketCode: tickets.ticketCode, ticketStatus: tickets.status })
        .from(referralRegistrations)
        .leftJoin(tickets, eq(tickets.registrationId, referralRegistrations.id))
        .where(eq(referralRegistrations.exhibitorId, exhibitorId))
        .orderBy(desc(referralRegistrations.createdAt), desc(referralRegistrations.id));
      const body = Readable.from(csvChunks(referralCsv.header, (async function* () { yield (await rows).map(referralCsv.row); })()));
      return attachment(reply, CSV_TYPE, exportFileName('referrals', 'csv', new Date()), body);
    },

    async exportProducts(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const rows = db.select().from(products).where(eq(products.exhibitorId, exhibitorId)).orderBy(desc(products.createdAt), desc(products.id));
      const body = Readable.from(csvChunks(productCsv.header, (async function* () { yield (await rows).map(productCsv.row); })()));
      return attachment(reply, CSV_TYPE, exportFileName('products', 'csv', new Date()), body);
    },
  };
}
