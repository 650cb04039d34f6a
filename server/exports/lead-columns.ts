// What each lead export writes, column by column: the full portal export and the presets that
// HubSpot's and Salesforce's import tools match by header without any mapping step.
import type { LeadQuestion } from '../leads/lead-questions.ts';
import type { ExportLead } from './lead-rows.ts';

export type LeadExportFormat = 'csv' | 'hubspot' | 'salesforce' | 'xlsx' | 'vcard';
export const LEAD_EXPORT_FORMATS: readonly LeadExportFormat[] = ['csv', 'hubspot', 'salesforce', 'xlsx', 'vcard'];

export interface ColumnSet {
  header: string[];
  row: (lead: ExportLead) => string[];
}

/**
 * A full name as first and last name: the last word is the last name, the words before it the first
 * name ("Anna Maria Rossi" -> "Anna Maria" / "Rossi"). A single word is a last name only, because
 * Salesforce requires Last Name and a CRM sorts people by it. A blank name is "Unknown".
 */
export function splitName(fullName: string): { first: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return { first: '', last: 'Unknown' };
  return { first: words.slice(0, -1).join(' '), last: words[words.length - 1]! };
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

/**
 * HubSpot's contact import matches these headers to its default properties by label. "Lifecycle
 * Stage" is "Lead" (one of its fixed values), so the people arrive as leads, not subscribers.
 */
export const HUBSPOT_HEADER = ['First Name', 'Last Name', 'Email', 'Company Name', 'Job Title', 'Phone Number', 'Lifecycle Stage'];
export const hubspotColumns: ColumnSet = {
  header: HUBSPOT_HEADER,
  row: (lead) => {
    const { first, last } = splitName(lead.fullName);
    return [first, last, lead.emailId ?? '', lead.companyName ?? '', lead.designation ?? '', lead.phone ?? '', 'Lead'];
  },
};

/** Salesforce requires Company on a lead; a visitor who gave none is filed under this placeholder. */
export const SALESFORCE_UNKNOWN_COMPANY = 'Unknown';

/**
 * The Lead fields of Salesforce's Data Import Wizard, by their labels. Lead Source uses the
 * picklist values every org starts with: a booth, networking and manual lead met at the event is
 * "Trade Show", a referral is "External Referral". Description carries remarks and notes.
 */
export const SALESFORCE_HEADER = ['First Name', 'Last Name', 'Company', 'Title', 'Email', 'Phone', 'Lead Source', 'Description'];
export const salesforceColumns: ColumnSet = {
  header: SALESFORCE_HEADER,
  row: (lead) => {
    const { first, last } = splitName(lead.fullName);
    const company = lead.companyName?.trim() ? lead.companyName : SALESFORCE_UNKNOWN_COMPANY;
    const description = [lead.remarks ?? '', lead.notes].filter((text) => text !== '').join('\n');
    return [
      first, last, company, lead.designation ?? '', lead.emailId ?? '', lead.phone ?? '',
      lead.source === 'referral' ? 'External Referral' : 'Trade Show',
      description,
    ];
  },
};
