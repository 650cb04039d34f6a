import assert from "node:assert/strict";
import { defineModel } from "../testing/model.ts";
import { notFoundMachine } from "./not-found.machine.ts";

interface NotFoundWorld {
  /** How often Go Back was asked of the navigation actor. */
  goBacks: number;
}

export const notFoundModel = defineModel({
  name: "not-found",
  machine: notFoundMachine,
  inputs: { default: { search: "", role: null } },
  events: [{ type: "notFound.goBack" }],
  controlledActors: [],
  world: (): NotFoundWorld => ({ goBacks: 0 }),
  implementations: (world) => ({
    actions: {
      goBack: () => {
        world.goBacks += 1;
      },
    },
  }),
  assertions: {
    showing: (_, { world, event }) => {
      assert.equal(world.goBacks, event.type === "notFound.goBack" ? 1 : 0);
    },
  },
});
