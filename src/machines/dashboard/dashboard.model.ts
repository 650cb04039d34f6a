import assert from "node:assert/strict";
import { Network } from "../../api/errors.ts";
import { LOAD_FAILED_MESSAGE } from "../data/remote-data.machine.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { TEAM_MEMBER_DIALOG_INPUT } from "../team/team-member-form.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { dashboardImplementations } from "./dashboard.actors.ts";
import {
  dashboardMachine,
  SAMPLE_DATA_MESSAGES,
  type DashboardAnalytics,
  type SampleDataAnswer,
  type TicketsByType,
} from "./dashboard.machine.ts";

/** A new company's figures: real zeros and no leads. */
export const NEW_COMPANY: DashboardAnalytics = {
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
/** The same company once leads arrived (the sample set, or leads of its own). */
const WITH_LEADS: DashboardAnalytics = {
  ...NEW_COMPANY,
  totalLeads: 5,
  connectionsToday: 5,
  highInterestLeads: 2,
  conversionRate: 60,
  boothVisits: 2,
  totalConnections: 2,
  recentLeads: [
    {
      id: "0b6e7c1a-6d1e-4a4e-9b1e-1f2d3c4b5a69",
      name: "Sample Lead: Neha Gupta",
      email: "lead1@sample.example",
      company: "Sunrise Packaging",
      jobTitle: "Operations Manager",
      interest: "high",
      source: "booth_scan",
      createdAt: "2026-03-14T11:05:00.000Z",
    },
  ],
};
const NO_TYPES: TicketsByType = {};
const TYPES: TicketsByType = { "Gold Exhibitor": { allocated: 10, issued: 4, available: 6 } };
const CREATED: SampleDataAnswer = {
  success: true,
  message: "Sample data created successfully! Refresh the page to see the data.",
  data: { leads: 5, products: 3, teamMembers: 1, downloads: 0, faqs: 0 },
};
const OFFLINE = new Network({ message: "Failed to fetch" });

type Events = ReadonlyArray<ModelEvent<typeof dashboardMachine>>;

export const dashboardModel = defineModel({
  name: "dashboard",
  machine: dashboardMachine,
  inputs: { default: undefined },
  // A first load finds the new company; any later one finds leads (the sample set, or a lead added).
  events: (snapshot): Events => [
    { type: "xstate.done.actor.fetchAnalytics", output: snapshot.context.analytics === null ? NEW_COMPANY : WITH_LEADS },
    { type: "xstate.error.actor.fetchAnalytics", error: OFFLINE },
    { type: "xstate.done.actor.fetchTicketsByType", output: snapshot.context.tickets === null ? NO_TYPES : TYPES },
    { type: "xstate.error.actor.fetchTicketsByType", error: OFFLINE },
    { type: "xstate.done.actor.createSampleData", output: CREATED },
    { type: "xstate.error.actor.createSampleData", error: OFFLINE },
    { type: "analytics.refresh" },
    { type: "tickets.refresh" },
    { type: "sample.create" },
    // Sent by the team member dialog after an invite was saved.
    { type: "entity.changed", entity: "teamMember" },
    { type: "entity.changed", entity: "lead" },
  ],
  controlledActors: ["fetchAnalytics", "fetchTicketsByType", "createSampleData"],
  world: () => ({
    toasts: [] as ToastParams[],
    starts: { fetchAnalytics: 0, fetchTicketsByType: 0, createSampleData: 0 },
    wasCreating: false,
  }),
  implementations: (world) =>
    dashboardImplementations({
      runApi: () => Promise.reject(new Error("no API in model replays")),
      notify: (toast) => void world.toasts.push(toast),
      download: () => assert.fail("no export in model replays"),
    }),
  assertions: {
    // Every state: each event starts only the calls it is about. (A refresh declared on a region
    // of the parallel root would leave the root and restart every read and a running sample set.)
    analytics: (snapshot, { actors, world, event }) => {
      const started = (src: keyof typeof world.starts) => actors[src]!.calls.length - world.starts[src];
      const expected: Readonly<Record<string, Partial<typeof world.starts>>> = {
        "xstate.init": { fetchAnalytics: 1, fetchTicketsByType: 1 },
        "analytics.refresh": { fetchAnalytics: 1 },
        "tickets.refresh": { fetchTicketsByType: 1 },
        // A second click while a set is on its way starts nothing.
        "sample.create": { createSampleData: world.wasCreating ? 0 : 1 },
        "xstate.done.actor.createSampleData": { fetchAnalytics: 1, fetchTicketsByType: 1 },
        // A lead saved in Add New Lead: the cards and Recent Leads read again, nothing else; a new
        // team member is in none of the figures.
        "entity.changed": (event as { entity?: string }).entity === "lead" ? { fetchAnalytics: 1 } : {},
      };
      for (const src of Object.keys(world.starts) as Array<keyof typeof world.starts>) {
        assert.equal(started(src), expected[event.type]?.[src] ?? 0, `${src} starts after ${event.type}`);
        world.starts[src] = actors[src]!.calls.length;
      }
      world.wasCreating = snapshot.hasTag("creatingSample");
      // "Invite Team Member" opens this dialog, with the Team screen's form and rules.
      const invite = snapshot.children.teamDialog?.getSnapshot();
      assert.equal(invite?.context.entity, "teamMember");
      assert.equal(invite.context.emptyForm, TEAM_MEMBER_DIALOG_INPUT.emptyForm);
      assert.equal(invite.context.validate, TEAM_MEMBER_DIALOG_INPUT.validate);
      // The quick actions' children run for as long as the dashboard does.
      const { leadDialog, leadsExport } = snapshot.children;
      assert.equal(leadDialog?.getSnapshot().context.entity, "lead");
      assert.equal(leadsExport?.getSnapshot().context.subject, "leads");
    },
    "analytics.loading": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("loadingAnalytics"));
      assert.ok(actors["fetchAnalytics"]!.pending("fetchAnalytics") !== undefined, "the figures are being read");
      assert.equal(snapshot.context.analyticsError, null);
      // Nothing can start a second set while the figures that may end the offer are on their way.
      assert.ok(!snapshot.can({ type: "sample.create" }));
    },
    "analytics.loaded": (snapshot) => {
      assert.ok(!snapshot.hasTag("loadingAnalytics"));
      assert.ok(snapshot.context.analytics === NEW_COMPANY || snapshot.context.analytics === WITH_LEADS);
      assert.equal(snapshot.context.analyticsError, null);
    },
    "analytics.failed": (snapshot) => {
      assert.ok(!snapshot.hasTag("loadingAnalytics"));
      assert.equal(snapshot.context.analyticsError, LOAD_FAILED_MESSAGE);
      assert.ok(snapshot.can({ type: "analytics.refresh" }), "Retry");
    },
    "tickets.loading": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("loadingTickets"));
      assert.ok(actors["fetchTicketsByType"]!.pending("fetchTicketsByType") !== undefined);
      assert.equal(snapshot.context.ticketsError, null);
    },
    "tickets.loaded": (snapshot) => {
      assert.ok(!snapshot.hasTag("loadingTickets"));
      assert.ok(snapshot.context.tickets === NO_TYPES || snapshot.context.tickets === TYPES);
    },
    "tickets.failed": (snapshot) => {
      assert.equal(snapshot.context.ticketsError, LOAD_FAILED_MESSAGE);
      assert.ok(snapshot.can({ type: "tickets.refresh" }), "Retry");
    },
    "sampleData.idle": (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("creatingSample"));
      // The offer stands only for a company with nothing yet, and not while its figures reload.
      const offered = snapshot.context.analytics === NEW_COMPANY && !snapshot.matches({ analytics: "loading" });
      assert.equal(snapshot.can({ type: "sample.create" }), offered);
      if (event.type === "xstate.done.actor.createSampleData") {
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: SAMPLE_DATA_MESSAGES.success, variant: "success" });
        // Both reads start again at once, so the new figures show without reloading the page.
        assert.ok(snapshot.matches({ analytics: "loading" }));
        assert.ok(snapshot.matches({ tickets: "loading" }));
      }
      if (event.type === "xstate.error.actor.createSampleData") {
        assert.deepEqual(world.toasts.at(-1), { title: "Error", description: SAMPLE_DATA_MESSAGES.failure, variant: "destructive" });
        assert.ok(snapshot.can({ type: "sample.create" }), "the offer stays to try again");
      }
    },
    "sampleData.creating": (snapshot, { actors, world }) => {
      assert.ok(snapshot.hasTag("creatingSample"));
      assert.ok(actors["createSampleData"]!.pending("createSampleData") !== undefined);
      assert.ok(!snapshot.can({ type: "sample.create" }), "one set at a time");
      // Every earlier set had its toast; this one's comes with its answer.
      assert.equal(world.toasts.length, actors["createSampleData"]!.calls.length - 1);
    },
  },
});
