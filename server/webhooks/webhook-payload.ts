// What a delivery's body holds: the event, when it happened, the lead as the API answers it, and the
// same lead in the HubSpot and Salesforce field names of the export presets (src/rules/crm-mapping.ts).
// Built once per event and lead, then stored with each endpoint's delivery, so every attempt and
// resend sends the same bytes.
import { randomUUID } from 'node:crypto';
import type { components } from '../../src/api/schema.d.ts';
import { crmRecords } from '../../src/rules/crm-mapping.ts';
import type { ApiLead } from '../leads/lead-mapper.ts';
import type { EventLead, LeadEventType } from '../context/lead-events.ts';

export type WebhookEventType = LeadEventType | 'webhook.test';

type Lead = components['schemas']['Lead'];

export function webhookPayload(type: WebhookEventType, lead: EventLead, at: Date) {
  // A lead's answers are kept as the lead questions' values (jsonb, untyped in the row).
  return { type, timestamp: at.toISOString(), data: lead, crm: crmRecords({ ...lead, answers: lead.answers as Lead['answers'] }) };
}

export type WebhookPayload = ReturnType<typeof webhookPayload>;

/** The lead a test event carries: plainly made up, never one of the company's. */
export function sampleLead(at: Date): ApiLead {
  const when = at.toISOString();
  return {
    _id: randomUUID(),
    priority: 'high',
    status: 'new',
    remarks: 'A sample lead sent as a test of this webhook endpoint; it is not one of your leads.',
    source: 'booth_scan',
    createdAt: when,
    updatedAt: when,
    user: {
      fullName: 'Sample Visitor',
      emailId: 'sample.visitor@example.com',
      companyName: 'Example Industries',
      designation: 'Head of Purchasing',
      phone: '+1 555 0100',
      website: 'https://example.com',
      address: null,
    },
    capturedBy: null,
    owner: null,
    rating: 4,
    tags: ['sample'],
    followUpDate: null,
    ticketCode: null,
    capture: { kind: 'manual', text: null, images: [] },
    answers: {},
    notes: [],
    touches: [],
    possibleDuplicateOf: null,
  };
}
