import assert from "node:assert/strict";
import { OFFLINE, outcomesOf, serverDown } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { LOAD_FAILED_MESSAGE } from "../data/remote-data.machine.ts";
import { leadAnalyticsMachine, type LeadAnalytics } from "./lead-analytics.machine.ts";

export const FIGURES: LeadAnalytics = {
  total: 3,
  byPriority: [
    { key: "high", count: 2 },
    { key: "medium", count: 1 },
    { key: "low", count: 0 },
  ],
  byStatus: [{ key: "call-scheduled", count: 2 }, { key: "new", count: 1 }],
  bySource: [{ key: "booth_scan", count: 2 }, { key: "manual", count: 1 }],
  byCapture: [{ key: "badge", count: 2 }, { key: "manual", count: 1 }],
  byMember: [
    { userId: "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b", name: "Asha Rao", count: 2 },
    { userId: null, name: "", count: 1 },
  ],
  byOwner: [{ userId: "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b", name: "Asha Rao", count: 3 }],
  byRating: [
    { rating: 5, count: 1 },
    { rating: 4, count: 0 },
    { rating: 3, count: 1 },
    { rating: 2, count: 0 },
    { rating: 1, count: 0 },
    { rating: null, count: 1 },
  ],
  trend: { timeZone: "Asia/Kolkata", days: [{ day: "2026-03-14", count: 2 }, { day: "2026-03-15", count: 1 }], beforeShow: 0, afterShow: 0 },
};
const DOWN = "Service unavailable: the database is not answering";

export const leadAnalyticsModel = defineModel({
  name: "lead-analytics",
  machine: leadAnalyticsMachine,
  inputs: { default: undefined },
  events: [
    { type: "analytics.open" }, { type: "analytics.close" }, { type: "analytics.retry" },
    ...outcomesOf("readAnalytics", { answers: [FIGURES], failures: [serverDown(DOWN), OFFLINE] }),
  ],
  controlledActors: ["readAnalytics"],
  world: () => ({}),
  assertions: {
    closed: (snapshot, { actors }) => {
      assert.ok(!snapshot.hasTag("open"));
      // Closing drops a read under way: nothing reads behind a closed dialog.
      assert.equal(actors["readAnalytics"]!.pending("readAnalytics"), undefined);
    },
    "open.reading": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("open") && snapshot.hasTag("busy"));
      assert.ok(actors["readAnalytics"]!.pending("readAnalytics") !== undefined, "the figures are read afresh");
      assert.equal(snapshot.context.error, null);
    },
    "open.shown": (snapshot) => {
      assert.ok(snapshot.hasTag("open") && !snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.figures, FIGURES);
    },
    "open.failed": (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      // The server's reason, else (no answer) the read's own words.
      assert.ok([DOWN, LOAD_FAILED_MESSAGE].includes(snapshot.context.error!));
      assert.ok(snapshot.can({ type: "analytics.retry" }));
    },
  },
});
