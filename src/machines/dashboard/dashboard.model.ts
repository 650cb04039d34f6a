import assert from "node:assert/strict";
import { fromCallback, fromPromise } from "xstate";
import { fileExportMachine } from "../data/file-export.machine.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { unansweredRead } from "../testing/counted-read.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { dashboardImplementations } from "./dashboard.actors.ts";
import {
  dashboardMachine,
  SAMPLE_DATA_MESSAGES,
  type DashboardAnalytics,
  type SampleDataAnswer,
} from "./dashboard.machine.ts";
import { EXPORT_CHILDREN, type DataExportKind } from "./data-exports.ts";

/** A new company's figures: real zeros and no leads. */
export const NEW_COMPANY: DashboardAnalytics = {
  totalLeads: 0, connectionsToday: 0, highInterestLeads: 0, ticketsIssued: 0, conversionRate: 0,
  boothVisits: 0, totalConnections: 0, totalTickets: 0,
  ticketStats: { issued: 0, totalTickets: 0 },
  boothScans: { total: 0, today: 0, byMember: [], byHour: [] },
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
const CREATED: SampleDataAnswer = {
  success: true,
  message: "Sample data created successfully! Refresh the page to see the data.",
  data: { leads: 5, products: 3, teamMembers: 1, downloads: 0, faqs: 0 },
};

/** What the owner is offered on the dashboard: everything. */
const OFFERS = {
  owner: { addLead: true, issuePass: true, inviteMember: true, exportData: ["leads", "team", "referrals", "products"], sampleData: true },
} as const;

type Events = ReadonlyArray<ModelEvent<typeof dashboardMachine>>;

/** The analytics read reporting a snapshot (the read itself never settles here, so only these report). */
const figuresReported = (value: "loading" | "loaded" | "failed", data: DashboardAnalytics | null) =>
  ({
    type: "xstate.snapshot.analytics",
    snapshot: remoteDataMachine.resolveState({ value, context: { data, error: value === "failed" ? "Could not load" : null } }),
  }) as unknown as ModelEvent<typeof dashboardMachine>;

/** A first load finds the new company; a reload of its figures is running; later figures have leads. */
const NEW_COMPANY_LOADED = figuresReported("loaded", NEW_COMPANY);
const NEW_COMPANY_RELOADING = figuresReported("loading", NEW_COMPANY);
/** A failed reload keeps the new company's figures on screen: the offer stands. */
const NEW_COMPANY_RELOAD_FAILED = figuresReported("failed", NEW_COMPANY);
const FIRST_LOAD_FAILED = figuresReported("failed", null);
const WITH_LEADS_LOADED = figuresReported("loaded", WITH_LEADS);

interface World {
  readonly toasts: ToastParams[];
  /** Reads of the analytics and of the tickets by type the dashboard asked for. */
  readonly reads: { analytics: number; tickets: number; followUps: number };
  /** The counts (and sample sets started) seen at the previous step. */
  readonly starts: { analytics: number; tickets: number; followUps: number; createSampleData: number };
  wasCreating: boolean;
  /** Whether the last figures reported offer the sample set (and no reload was asked for since). */
  offered: boolean;
  /** The kinds of data whose export started, in order. */
  readonly exported: DataExportKind[];
}

/** An export whose read counts its start and never answers (its file is its screen's own test's). */
const pendingExport = (world: World, kind: DataExportKind) =>
  fileExportMachine.provide({
    actors: {
      collect: fromPromise<unknown, void>(() => {
        world.exported.push(kind);
        return new Promise(() => undefined);
      }),
    },
    actions: { deliver: () => assert.fail("no file in model replays"), notify: () => undefined },
  });

/** A read that counts its starts and never answers: the model reports its snapshots itself. */
const countedPendingRead = (world: World, read: keyof World["reads"]) => unansweredRead(() => void (world.reads[read] += 1));

/**
 * Add New Lead and Invite Team Member stand in for the dialogs the frame gives (Lead Management's and
 * Team Management's, tried with the dashboard in src/machines/dashboard-quick-actions.test.ts): the charts here only start
 * them, and a saved lead or member reaches the dashboard as `entity.changed`.
 */
export const idleDialog = fromCallback(() => undefined);

export const dashboardModel = defineModel({
  name: "dashboard",
  machine: dashboardMachine,
  // Booth staff (no invitations, no export, no sample set) are tried in dashboard.machine.test.ts:
  // the paths cover transitions, and a role that may not load the sample set takes none of its own.
  inputs: { owner: { search: "", role: "owner" } },
  events: (): Events => [
    NEW_COMPANY_LOADED,
    NEW_COMPANY_RELOADING,
    NEW_COMPANY_RELOAD_FAILED,
    FIRST_LOAD_FAILED,
    WITH_LEADS_LOADED,
    ...outcomesOf("createSampleData", { answers: [CREATED], failures: [OFFLINE] }),
    { type: "sample.create" },
    // Sent by the team member dialog after an invite was saved.
    { type: "entity.changed", entity: "teamMember" },
    { type: "entity.changed", entity: "lead" },
    // Export Data's menu: the company's team and its leads (the other kinds are the same transition).
    { type: "data.export", kind: "team" },
    { type: "data.export", kind: "leads" },
  ],
  controlledActors: ["createSampleData"],
  world: (): World => ({
    toasts: [],
    reads: { analytics: 0, tickets: 0, followUps: 0 },
    starts: { analytics: 0, tickets: 0, followUps: 0, createSampleData: 0 },
    wasCreating: false,
    offered: false,
    exported: [],
  }),
  implementations: (world) => {
    const real = dashboardImplementations(
      {
        runApi: () => Promise.reject(new Error("no API in model replays")),
        notify: (toast) => void world.toasts.push(toast),
        download: () => assert.fail("no export in model replays"),
      },
      { leadDialog: idleDialog, teamMemberDialog: idleDialog, leadsExport: pendingExport(world, "leads") },
    );
    const exports = { teamExport: pendingExport(world, "team"), referralsExport: pendingExport(world, "referrals"), productsExport: pendingExport(world, "products") };
    return { ...real, actors: { ...real.actors, ...exports, analyticsRead: countedPendingRead(world, "analytics"), ticketsRead: countedPendingRead(world, "tickets"), followUpsRead: countedPendingRead(world, "followUps") } };
  },
  assertions: {
    // Every state: each event starts only the reads it is about. (A refresh that left a region of the
    // parallel root, or the root, would restart every read and a running sample set.)
    analytics: (snapshot, { actors, world, event, input }) => {
      // What the role is offered, decided when the dashboard starts (a new role starts it again).
      assert.deepEqual(snapshot.context.offers, OFFERS[input as keyof typeof OFFERS]);
      const count = { ...world.reads, createSampleData: actors["createSampleData"]!.calls.length };
      const expected: Readonly<Record<string, Partial<World["starts"]>>> = {
        "xstate.init": { analytics: 1, tickets: 1, followUps: 1 },
        // A second click while a set is on its way starts nothing.
        "sample.create": { createSampleData: world.wasCreating ? 0 : 1 },
        "xstate.done.actor.createSampleData": { analytics: 1, tickets: 1, followUps: 1 },
        // A lead saved in Add New Lead: the cards and Recent Leads read again, nothing else; a new
        // team member is in none of the figures.
        // A saved lead may carry a follow-up date: the Follow-ups due card reads again too.
        "entity.changed": (event as { entity?: string }).entity === "lead" ? { analytics: 1, followUps: 1 } : {},
      };
      for (const src of Object.keys(world.starts) as Array<keyof World["starts"]>) {
        assert.equal(count[src] - world.starts[src], expected[event.type]?.[src] ?? 0, `${src} starts after ${event.type}`);
        world.starts[src] = count[src];
      }
      world.wasCreating = snapshot.hasTag("creatingSample");
      // Both reads run for as long as the dashboard does, as its children the views draw.
      const { analytics, tickets } = snapshot.children;
      assert.ok(analytics !== undefined && tickets !== undefined, "both reads run");
      // The quick actions' children run for as long as the dashboard does.
      const { leadDialog, teamDialog, leadsExport } = snapshot.children;
      assert.ok(leadDialog !== undefined && teamDialog !== undefined, "Add New Lead's and Invite Team Member's dialogs run");
      assert.equal(leadsExport?.getSnapshot().context.subject, "leads");
      // Export Data starts the chosen kind's file only, once however often it is chosen while it runs.
      if (event.type === "data.export") {
        const { kind } = event as unknown as { kind: DataExportKind };
        assert.ok(snapshot.children[EXPORT_CHILDREN[kind]]!.getSnapshot().hasTag("busy"), `${kind} exports`);
        assert.equal(world.exported.filter((started) => started === kind).length, 1);
      }
      assert.deepEqual(new Set(world.exported).size, world.exported.length);
      // What the offer follows: the analytics read's last report, until a reload is asked for.
      if (event.type === "xstate.snapshot.analytics") {
        const reported = (event as unknown as { snapshot: { context: { data: unknown }; hasTag(tag: string): boolean } }).snapshot;
        world.offered = reported.context.data === NEW_COMPANY && !reported.hasTag("busy");
      }
      if (expected[event.type]?.analytics === 1) world.offered = false;
    },
    "analytics.noOffer": (snapshot, { world }) => {
      assert.equal(world.offered, false);
      // Nothing can start a set while the figures that may end the offer are on their way, or once
      // they show the company has leads or tickets.
      assert.ok(!snapshot.can({ type: "sample.create" }));
    },
    "analytics.newCompany": (_, { world }) => {
      assert.equal(world.offered, true);
    },
    "sampleData.idle": (snapshot, { world, event }) => {
      assert.ok(!snapshot.hasTag("creatingSample"));
      // The offer stands only for a company with nothing yet, and not while its figures reload; and
      // only for a role that may load the sample set.
      assert.equal(snapshot.can({ type: "sample.create" }), world.offered && snapshot.context.offers.sampleData);
      if (event.type === "xstate.done.actor.createSampleData") {
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: SAMPLE_DATA_MESSAGES.success, variant: "success" });
        // Both reads start again at once (counted above), so the new figures show without reloading the page.
        assert.ok(snapshot.matches({ analytics: "noOffer" }));
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
