import assert from "node:assert/strict";
import { Network } from "../api/errors.ts";
import { companySummaryMachine, type CompanySummary } from "./company-summary.machine.ts";
import { defineModel } from "./testing/model.ts";

const ACME: CompanySummary = { name: "Acme Robotics", logoUrl: "companyProfile/logo.png", boothNumber: "B-204" };

export const companySummaryModel = defineModel({
  name: "company-summary",
  machine: companySummaryMachine,
  inputs: { signedIn: undefined },
  events: [
    { type: "xstate.done.actor.fetchCompany", output: ACME },
    { type: "xstate.error.actor.fetchCompany", error: new Network({ message: "Failed to fetch" }) },
    { type: "company.refresh" },
  ],
  controlledActors: ["fetchCompany"],
  world: () => ({}),
  implementations: () => ({}),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["fetchCompany"]!.pending("fetchCompany") !== undefined);
    },
    loaded: (snapshot) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.company, ACME);
      assert.ok(snapshot.can({ type: "company.refresh" }));
    },
    failed: (snapshot) => {
      assert.ok(!snapshot.hasTag("busy"));
      // A failed reload keeps the company shown before it (the header keeps its logo); a failed
      // first load has none. The examples test pins the reload case down.
      const company = snapshot.context.company;
      assert.ok(company === null || JSON.stringify(company) === JSON.stringify(ACME), "unexpected company");
      assert.ok(snapshot.can({ type: "company.refresh" }));
    },
  },
});
