import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { offersSampleData } from "./dashboard.machine.ts";
import { dashboardModel, NEW_COMPANY } from "./dashboard.model.ts";

describeModel(dashboardModel);

describe("the sample data offer", () => {
  it("is made to a company with no leads and no tickets", () => {
    expect(offersSampleData(NEW_COMPANY)).toBe(true);
  });
  it("is not made once there is one lead, or tickets allocated or issued", () => {
    expect(offersSampleData({ ...NEW_COMPANY, totalLeads: 1 })).toBe(false);
    expect(offersSampleData({ ...NEW_COMPANY, totalTickets: 5 })).toBe(false);
    expect(offersSampleData({ ...NEW_COMPANY, ticketsIssued: 1 })).toBe(false);
  });
  it("waits for the figures", () => {
    expect(offersSampleData(null)).toBe(false);
  });
});
