import assert from "node:assert/strict";
import { defineModel } from "../testing/model.ts";
import { notAllowedMachine } from "./not-allowed.machine.ts";

const EXPECTED = {
  owner: { message: "Your role (Exhibitor Admin) cannot open this page.", home: "dashboard" },
  staff: { message: "Your role (Booth Staff) cannot open this page.", home: "dashboard" },
  scanner: { message: "Your role (Lead Scanner) cannot open this page.", home: "scan" },
  none: { message: "Your role cannot open this page.", home: null },
} as const;

export const notAllowedModel = defineModel({
  name: "not-allowed",
  machine: notAllowedMachine,
  // Every role takes the same transitions, so the paths start from one; the others are tried in
  // not-allowed.machine.test.ts.
  inputs: { scanner: { search: "", role: "scanner" } },
  events: [{ type: "notAllowed.goHome" }],
  controlledActors: [],
  world: (): { goHomes: number } => ({ goHomes: 0 }),
  implementations: (world) => ({
    actions: {
      goHome: () => {
        world.goHomes += 1;
      },
    },
  }),
  assertions: {
    // The role's name and its way out: a lead scanner's home is Scan Badges.
    showing: (snapshot, { input, event, world }) => {
      const expected = EXPECTED[input as keyof typeof EXPECTED];
      assert.deepEqual(snapshot.context, expected);
      assert.equal(snapshot.can({ type: "notAllowed.goHome" }), expected.home !== null);
      assert.equal(world.goHomes, event.type === "notAllowed.goHome" && expected.home !== null ? 1 : 0);
    },
  },
});
