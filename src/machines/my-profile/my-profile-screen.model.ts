import assert from "node:assert/strict";
import { createMachine, fromCallback } from "xstate";
import { defineModel } from "../testing/model.ts";
import type { MyAccount } from "./my-account.ts";
import { myProfileScreenMachine } from "./my-profile-screen.machine.ts";

const WITH_NUMBER: MyAccount = { number: "+91 9811144455", hasPassword: false };
const CHANGED: MyAccount = { number: "+91 9755500001", hasPassword: true };

interface World {
  /** What the screen asked of the session (through its account lookup). */
  readonly asked: string[];
  /** Saves seen so far on this path. */
  saves: number;
}

export const myProfileScreenModel = defineModel({
  name: "my-profile-screen",
  machine: myProfileScreenMachine,
  // Every role may open it and takes the same transitions; the label is checked per role in the test.
  inputs: { staff: { search: "", role: "staff" } },
  events: (snapshot) => [
    ...(snapshot.context.account === null ? [{ type: "account.report", account: WITH_NUMBER } as const] : []),
    ...(snapshot.context.account === WITH_NUMBER ? [{ type: "account.report", account: CHANGED } as const] : []),
    { type: "details.saved" } as const,
  ],
  controlledActors: [],
  world: (): World => ({ asked: [], saves: 0 }),
  implementations: (world) => ({
    actors: {
      // The details form has a model of its own (my-details); here it only runs.
      details: createMachine({}) as never,
      account: fromCallback(({ receive }) => receive((event) => void world.asked.push(event.type))) as never,
    },
  }),
  assertions: {
    open: (snapshot, { event, world }) => {
      assert.equal(snapshot.context.roleLabel, "Booth Staff");
      if (event.type === "xstate.init") assert.equal(snapshot.context.account, null, "nothing shown until the session has the user");
      if (event.type === "account.report") assert.deepEqual(snapshot.context.account, (event as { account?: MyAccount }).account);
      // A save asks the session to read the user again, once per save, so the header follows.
      if (event.type === "details.saved") world.saves += 1;
      assert.deepEqual(world.asked, Array.from({ length: world.saves }, () => "user.reload"));
      assert.ok(snapshot.children.details && snapshot.children.account);
    },
  },
});
