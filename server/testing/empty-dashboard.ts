// The dashboard of a company with nothing yet: every count zero, no recent leads, no booth scans.
// The figures' unit test and the API's test of a new company expect the same answer.
export const EMPTY_DASHBOARD = {
  totalLeads: 0,
  connectionsToday: 0,
  highInterestLeads: 0,
  ticketsIssued: 0,
  conversionRate: 0,
  boothVisits: 0,
  totalConnections: 0,
  totalTickets: 0,
  ticketStats: { issued: 0, totalTickets: 0 },
  recentLeads: [],
  boothScans: { total: 0, today: 0, byMember: [], byHour: [] },
};
