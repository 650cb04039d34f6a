// The dashboard's figures from the counts read for them: each count in its place, the conversion
// rate in whole percent, the ticket totals told twice (the cards and ticketStats), and the recent
// leads as the dashboard lists them.
import { describe, expect, it } from 'vitest';
import type { LeadRow } from '../leads/lead-mapper.ts';
import type { BoothScans } from './booth-scan-counts.ts';
import { dashboardFigures, type LeadCounts } from './dashboard-analytics.ts';
import { EMPTY_DASHBOARD } from '../testing/empty-dashboard.ts';

const noScans: BoothScans = { total: 0, today: 0, byMember: [], byHour: [] };
const noTickets = { issued: 0, totalTickets: 0, available: 0 };
const noLeads: LeadCounts = { total: 0, high: 0, today: 0, boothScans: 0, connections: 0, converted: 0 };

const createdAt = new Date('2026-03-14T09:30:00Z');
const lead: LeadRow = {
  id: 'lead-1',
  exhibitorId: 'ex-1',
  priority: 'high',
  status: 'contacted',
  remarks: null,
  source: 'booth_scan',
  fullName: 'Ada Lovelace',
  emailId: 'ada@example.com',
  companyName: 'Analytical Engines',
  designation: 'Engineer',
  phone: null,
  website: null,
  address: null,
  captureKind: 'badge',
  captureText: null,
  capturedBy: null,
  ownerId: null,
  rating: null,
  tags: [],
  followUpDate: null,
  answers: {},
  ticketId: null,
  possibleDuplicateOf: null,
  createdAt,
  updatedAt: createdAt,
};

describe('dashboardFigures', () => {
  it('a company with nothing yet shows zeros, not a division by zero', () => {
    expect(dashboardFigures(noLeads, noTickets, [], noScans)).toEqual(EMPTY_DASHBOARD);
  });

  it('puts each count in its place and the conversion rate in whole percent', () => {
    const counts = { total: 3, high: 2, today: 1, boothScans: 2, connections: 1, converted: 2 };
    const figures = dashboardFigures(counts, { issued: 4, totalTickets: 10, available: 6 }, [], noScans);
    expect(figures).toMatchObject({
      totalLeads: 3,
      connectionsToday: 1,
      highInterestLeads: 2,
      ticketsIssued: 4,
      conversionRate: 67,
      boothVisits: 2,
      totalConnections: 1,
      totalTickets: 10,
      ticketStats: { issued: 4, totalTickets: 10 },
    });
  });

  it('lists the recent leads as the dashboard shows them, and the booth scans as read', () => {
    const scans: BoothScans = { total: 5, today: 2, byMember: [{ userId: 'u-1', name: 'Asha Rao', scans: 5 }], byHour: [{ hour: '09:00', scans: 2 }] };
    const figures = dashboardFigures({ ...noLeads, total: 1 }, noTickets, [lead], scans);
    expect(figures.recentLeads).toEqual([
      { id: 'lead-1', name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines', jobTitle: 'Engineer', interest: 'high', source: 'booth_scan', createdAt: '2026-03-14T09:30:00.000Z' },
    ]);
    expect(figures.boothScans).toBe(scans);
  });
});
