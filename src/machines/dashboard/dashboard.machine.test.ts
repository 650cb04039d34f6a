import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { OFFLINE } from "../testing/call-outcomes.ts";
import { LOAD_FAILED_MESSAGE, remoteDataMachine } from "../data/remote-data.machine.ts";
import { describeModel } from "../testing/describe-model.ts";
import { analyticsOf, dashboardMachine, dashboardOffers, offersSampleData, ticketsByTypeOf, type TicketsByType } from "./dashboard.machine.ts";
import { dashboardModel, idleDialog, NEW_COMPANY } from "./dashboard.model.ts";

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

/** A read whose answers are given in order: each value is returned, each Error thrown. */
const scriptedRead = (answers: unknown[]) =>
  remoteDataMachine.provide({
    actors: {
      fetchData: fromPromise<unknown, unknown>(async () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });

const TYPES: TicketsByType = { "Gold Exhibitor": { allocated: 10, issued: 4, available: 6 } };
const DUE = { today: "2026-03-15", total: 0, leads: [] };

/** The dialogs the frame gives the quick actions, here idle. */
const IDLE_DIALOGS = { leadDialog: idleDialog, teamMemberDialog: idleDialog };

/** The dashboard with both reads scripted (the quick actions' children sit idle). */
const dashboardWith = (analytics: unknown[], tickets: unknown[]) =>
  createActor(
    dashboardMachine.provide({
      actors: { analyticsRead: scriptedRead(analytics), ticketsRead: scriptedRead(tickets), followUpsRead: scriptedRead([DUE]), ...IDLE_DIALOGS },
      actions: { notify: () => undefined },
    }),
    { input: { search: "", role: "owner" } },
  );

describe("the dashboard's reads", () => {
  it("shows a failed analytics read with the retry hint, and its Retry brings the figures and the offer", async () => {
    const dashboard = dashboardWith([OFFLINE, NEW_COMPANY], [TYPES]);
    dashboard.start();
    const analytics = dashboard.getSnapshot().children.analytics!;
    await waitFor(analytics, (snapshot) => snapshot.matches("failed"));
    expect(analytics.getSnapshot().context.error).toBe(LOAD_FAILED_MESSAGE);
    expect(analyticsOf(analytics.getSnapshot())).toBeNull();
    expect(dashboard.getSnapshot().can({ type: "sample.create" })).toBe(false);
    analytics.send({ type: "data.refresh" });
    await waitFor(analytics, (snapshot) => snapshot.matches("loaded"));
    expect(analyticsOf(analytics.getSnapshot())).toBe(NEW_COMPANY);
    expect(analytics.getSnapshot().context.error).toBeNull();
    expect(dashboard.getSnapshot().can({ type: "sample.create" })).toBe(true);
    dashboard.stop();
  });

  it("keeps the figures through a failed reload, and the offer with them", async () => {
    const dashboard = dashboardWith([NEW_COMPANY, OFFLINE], [TYPES]);
    dashboard.start();
    const analytics = dashboard.getSnapshot().children.analytics!;
    await waitFor(analytics, (snapshot) => snapshot.matches("loaded"));
    dashboard.send({ type: "entity.changed", entity: "lead" });
    expect(analytics.getSnapshot().hasTag("busy")).toBe(true);
    expect(dashboard.getSnapshot().can({ type: "sample.create" })).toBe(false);
    await waitFor(analytics, (snapshot) => snapshot.matches("failed"));
    expect(analyticsOf(analytics.getSnapshot())).toBe(NEW_COMPANY);
    expect(dashboard.getSnapshot().can({ type: "sample.create" })).toBe(true);
    dashboard.stop();
  });

  it("shows a failed tickets read with the retry hint, and its Retry brings the types", async () => {
    const dashboard = dashboardWith([NEW_COMPANY], [OFFLINE, TYPES]);
    dashboard.start();
    const tickets = dashboard.getSnapshot().children.tickets!;
    await waitFor(tickets, (snapshot) => snapshot.matches("failed"));
    expect(tickets.getSnapshot().context.error).toBe(LOAD_FAILED_MESSAGE);
    tickets.send({ type: "data.refresh" });
    await waitFor(tickets, (snapshot) => snapshot.matches("loaded"));
    expect(ticketsByTypeOf(tickets.getSnapshot())).toBe(TYPES);
    expect(tickets.getSnapshot().context.error).toBeNull();
    dashboard.stop();
  });
});

describe("what the dashboard offers each role", () => {
  it("offers owners and admins every quick action and the sample set", () => {
    const all = { addLead: true, issuePass: true, inviteMember: true, exportData: ["leads", "team", "referrals", "products"], sampleData: true };
    expect(dashboardOffers("owner")).toEqual(all);
    expect(dashboardOffers("admin")).toEqual(all);
  });
  it("offers booth staff Add New Lead, Issue Guest Pass and Export Data of what they may export (referrals, products)", () => {
    expect(dashboardOffers("staff")).toEqual({ addLead: true, issuePass: true, inviteMember: false, exportData: ["referrals", "products"], sampleData: false });
  });
  it("offers a lead scanner (whose home is Scan Badges) Add New Lead only", () => {
    expect(dashboardOffers("scanner")).toEqual({ addLead: true, issuePass: false, inviteMember: false, exportData: [], sampleData: false });
  });
});

describe("a new company's dashboard for booth staff", () => {
  it("offers no sample set: the figures come, and Load sample data cannot be sent", async () => {
    const dashboard = createActor(
      dashboardMachine.provide({
        actors: { analyticsRead: scriptedRead([NEW_COMPANY]), ticketsRead: scriptedRead([TYPES]), followUpsRead: scriptedRead([DUE]), ...IDLE_DIALOGS },
        actions: { notify: () => undefined },
      }),
      { input: { search: "", role: "staff" } },
    );
    dashboard.start();
    await waitFor(dashboard.getSnapshot().children.analytics!, (snapshot) => snapshot.matches("loaded"));
    expect(dashboard.getSnapshot().matches({ analytics: "newCompany" })).toBe(true);
    expect(dashboard.getSnapshot().can({ type: "sample.create" })).toBe(false);
    dashboard.send({ type: "sample.create" });
    expect(dashboard.getSnapshot().hasTag("creatingSample")).toBe(false);
    // Nor the team's file, which only owners and admins may export.
    expect(dashboard.getSnapshot().can({ type: "data.export", kind: "team" })).toBe(false);
    expect(dashboard.getSnapshot().can({ type: "data.export", kind: "products" })).toBe(true);
    dashboard.stop();
  });
});
