// File exports: leads in the formats sales teams import (CSV, HubSpot, Salesforce, Excel, vCard)
// and the team, referral registrations and products as CSV. Every file is streamed: rows are read
// a page at a time and written to the reply, so a large export never becomes one string. Owners and
// admins export every lead of the company (or one member's); booth staff and lead scanners only the
// leads they own, whatever they ask for (exportScope).
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { latestExportAt, recordLeadExport } from '../leads/lead-export-log.ts';
import { teamRows } from '../team/member-changes.ts';
import { companyRegistrations } from '../referral/company-passes.ts';
import { companyProducts } from '../products/product-rows.ts';
import { readLeadQuestions } from '../leads/company-questions.ts';
import { csvChunks } from '../exports/csv-stream.ts';
import { fullColumns, hubspotColumns, salesforceColumns, type ColumnSet, type LeadExportFormat } from '../exports/lead-export-columns.ts';
import { exportLeadPages, type ExportLead, type LeadScope } from '../leads/lead-export-pages.ts';
import { vcardChunks } from '../exports/vcard.ts';
import { XLSX_TYPE, xlsxStream } from '../exports/xlsx.ts';
import { productCsv, referralCsv, teamCsv, type Columns } from '../exports/list-columns.ts';
import { requireAuth } from '../http/exhibitor-scope.ts';
import type { AuthContext } from '../context/auth-context.ts';
import type { OperationHandlers } from '../context/operation-types.ts';
import type { ServerDeps } from '../context/server-deps.ts';

const CSV_TYPE = 'text/csv; charset=utf-8';
const VCARD_TYPE = 'text/vcard; charset=utf-8';

/** `leads-2025-03-14.csv`: the day of the export (UTC), so repeated exports sort by name. */
export function exportFileName(stem: string, extension: string, now: Date): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.${extension}`;
}

function attachment(reply: FastifyReply, type: string, fileName: string, body: Readable): FastifyReply {
  return reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').type(type).send(body);
}

/** A list read whole and written as one CSV page; read only once the body streams. */
function csvOf<Row>(columns: Columns<Row>, read: () => Promise<readonly Row[]>): Readable {
  return Readable.from(csvChunks(columns.header, (async function* () { yield (await read()).map(columns.row); })()));
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
    const record = (count: number) => recordLeadExport(db, auth, format, count, startedAt);
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
      const body = csvOf(teamCsv, () => teamRows(db, exhibitorId));
      return attachment(reply, CSV_TYPE, exportFileName('team', 'csv', new Date()), body);
    },

    async exportReferralRegistrations(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const body = csvOf(referralCsv, () => companyRegistrations(db, exhibitorId));
      return attachment(reply, CSV_TYPE, exportFileName('referrals', 'csv', new Date()), body);
    },

    async exportProducts(request, reply) {
      const { exhibitorId } = requireAuth(request);
      const body = csvOf(productCsv, () => companyProducts(db, exhibitorId));
      return attachment(reply, CSV_TYPE, exportFileName('products', 'csv', new Date()), body);
    },
  };
}
