// What each lead export writes, column by column: the full portal export and the presets that
// HubSpot's and Salesforce's import tools match by header without any mapping step.
import type { LeadQuestion } from '../leads/lead-questions.ts';
import type { ExportLead } from './lead-rows.ts';
import { HUBSPOT_HEADER, SALESFORCE_HEADER, hubspotRecord, salesforceRecord } from '../../src/rules/crm-mapping.ts';

export type LeadExportFormat = 'csv' | 'hubspot' | 'salesforce' | 'xlsx' | 'vcard';
export const LEAD_EXPORT_FORMATS: readonly LeadExportFormat[] = ['csv', 'hubspot', 'salesforce', 'xlsx', 'vcard'];

export interface ColumnSet {
  header: string[];
  row: (lead: ExportLead) => string[];
}

/** An answer as one cell: lists joined with ", ", a group as "key: value; ...". */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => answerText(item)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${answerText(item)}`)
      .join('; ');
  }
  return String(value);
}

/** Questions that take an answer (titles and text blocks have no name). */
export function answeredQuestions(questions: readonly LeadQuestion[]): LeadQuestion[] {
  return questions.filter((question) => typeof question.name === 'string' && question.name !== '');
}

const questionHeader = (question: LeadQuestion): string =>
  typeof question.label === 'string' && question.label.trim() !== '' ? question.label.trim() : (question.name ?? '');

export const FULL_HEADER = [
  'Name', 'Email', 'Phone', 'Company', 'Designation', 'Status', 'Priority', 'Source', 'Rating', 'Tags',
  'Remarks', 'Notes', 'Captured By', 'Follow-up Date', 'Created', 'Updated',
] as const;

/** Every field of a lead, then one column per lead question. Dates stay ISO 8601 so they sort. */
export function fullColumns(questions: readonly LeadQuestion[]): ColumnSet {
  const asked = answeredQuestions(questions);
  return {
    header: [...FULL_HEADER, ...asked.map(questionHeader)],
    row: (lead) => [
      lead.fullName,
      lead.emailId ?? '',
      lead.phone ?? '',
      lead.companyName ?? '',
      lead.designation ?? '',
      lead.status,
      lead.priority,
      lead.source,
      lead.rating === null ? '' : String(lead.rating),
      lead.tags.join(', '),
      lead.remarks ?? '',
      lead.notes,
      lead.capturedBy,
      lead.followUpDate ?? '',
      lead.createdAt,
      lead.updatedAt,
      ...asked.map((question) => answerText(lead.answers[question.name ?? ''])),
    ],
  };
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
