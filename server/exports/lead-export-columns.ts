// What each lead export writes, column by column: the full portal export (src/rules/lead-columns.ts,
// the columns the browser's "Leads in this view" CSV writes too) and the presets that HubSpot's and
// Salesforce's import tools match by header without any mapping step (src/rules/crm-mapping.ts).
import type { LeadQuestion } from '../leads/company-questions.ts';
import type { ExportLead } from '../leads/lead-export-pages.ts';
import { HUBSPOT_HEADER, SALESFORCE_HEADER, hubspotRecord, salesforceRecord } from '../../src/rules/crm-mapping.ts';
import { LEAD_COLUMN_HEADER, leadColumns } from '../../src/rules/lead-columns.ts';

export type LeadExportFormat = 'csv' | 'hubspot' | 'salesforce' | 'xlsx' | 'vcard';
export const LEAD_EXPORT_FORMATS: readonly LeadExportFormat[] = ['csv', 'hubspot', 'salesforce', 'xlsx', 'vcard'];

export interface ColumnSet {
  header: string[];
  row: (lead: ExportLead) => string[];
}

/** The fixed columns of the full export, before one column per lead question. */
export const FULL_HEADER = LEAD_COLUMN_HEADER;

/** Every field of a lead, then one column per lead question. Dates stay ISO 8601 so they sort. */
export function fullColumns(questions: readonly LeadQuestion[]): ColumnSet {
  const columns = leadColumns(questions);
  return { header: columns.header, row: columns.row };
}

/** The HubSpot preset: the CRM mapping (src/rules/crm-mapping.ts) that webhooks send too, as rows. */
export const hubspotColumns: ColumnSet = {
  header: [...HUBSPOT_HEADER],
  row: (lead) => Object.values(hubspotRecord(lead)),
};

/** The Salesforce preset, likewise. */
export const salesforceColumns: ColumnSet = {
  header: [...SALESFORCE_HEADER],
  row: (lead) => Object.values(salesforceRecord(lead)),
};
