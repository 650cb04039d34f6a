import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { offersSampleData, type DashboardAnalytics } from "./dashboard.machine.ts";
import { dashboardModel } from "./dashboard.model.ts";

describeModel(dashboardModel);

const NONE: DashboardAnalytics = {
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
};

describe("the sample data offer", () => {
  it("is made to a company with no leads and no tickets", () => {
    expect(offersSampleData(NONE)).toBe(true);
  });
  it("is not made once there is one lead, or tickets allocated or issued", () => {
    expect(offersSampleData({ ...NONE, totalLeads: 1 })).toBe(false);
    expect(offersSampleData({ ...NONE, totalTickets: 5 })).toBe(false);
    expect(offersSampleData({ ...NONE, ticketsIssued: 1 })).toBe(false);
  });
  it("waits for the figures", () => {
    expect(offersSampleData(null)).toBe(false);
  });
});
