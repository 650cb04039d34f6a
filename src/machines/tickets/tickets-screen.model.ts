import assert from "node:assert/strict";
import { fromPromise } from "xstate";
import type { FormField } from "../../rules/form-rules.ts";
import { countedRead, unansweredRead } from "../testing/counted-read.ts";
import { unansweredExport } from "../testing/unanswered-export.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";
import { ticketsAddress, type Pass } from "./tickets-address.ts";
import { screenReferralRegistration, ticketsScreenMachine } from "./tickets-screen.machine.ts";

const pass = (_id: string, categoryName: string): Pass => ({
  _id,
  numberOfPasses: 5,
  exhibitorCategory: { categoryName, exhibitorPasses: 10, isActive: true },
  usedPasses: 1,
  remainingPasses: 4,
});
export const GOLD = pass("5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c", "Gold Exhibitor");
const SILVER = pass("6e7f8091-a2b3-44c5-96e7-f8091a2b3c4d", "Silver Exhibitor");

/** What the screen's stand-ins saw. */
interface World {
  /** Reads of the passes and of the referrals the screen asked for. */
  passReads: number;
  reads: number;
  /** Registrations announced so far (each must read both lists again). */
  registrations: number;
  /** The addresses the screen asked the navigation actor for, in order. */
  readonly addresses: string[];
}

/** The passes read reporting its answer (the read itself never settles here, so only this reports). */
const passesLoaded = { type: "xstate.snapshot.passes", snapshot: { value: "loaded", context: { data: [GOLD, SILVER] } } } as unknown as ModelEvent<
  typeof ticketsScreenMachine
>;

export const ticketsScreenModel = defineModel({
  name: "tickets-screen",
  machine: ticketsScreenMachine,
  inputs: {
    default: { search: "", role: "owner" },
    registerLink: { search: `?register=${GOLD._id}`, role: "owner" },
    inviteLink: { search: `?invite=${GOLD._id}`, role: "owner" },
    // A pass the company does not hold: nothing opens.
    unknownPass: { search: "?register=8091a2b3-c4d5-46e7-b809-1a2b3c4d5e60", role: "owner" },
  },
  events: [
    passesLoaded,
    { type: "pass.register", pass: GOLD },
    { type: "pass.invite", pass: GOLD },
    { type: "dialog.close" },
    { type: "referral.registered" },
    { type: "referrals.export" },
  ],
  controlledActors: [],
  world: (): World => ({ passReads: 0, reads: 0, registrations: 0, addresses: [] }),
  implementations: (world) => ({
    actors: {
      passesRead: unansweredRead(() => void (world.passReads += 1)),
      referralsRead: countedRead(world),
      referralsExport: unansweredExport,
      // The form's own paths are the referral-registration model's; here it only has to be there.
      referralRegistration: screenReferralRegistration.provide({
        actors: { loadFormFields: fromPromise<ReadonlyArray<FormField>, { passId: string }>(() => new Promise(() => undefined)) },
      }),
    },
    actions: {
      showAddress: (_, { to }) => void world.addresses.push(to),
    },
  }),
  assertions: {
    ticketsScreen: (snapshot, { event, world }) => {
      const { passes, referrals, listView } = snapshot.children;
      assert.ok(passes !== undefined && referrals !== undefined && listView !== undefined, "both reads and the list view run");
      assert.equal(listView.getSnapshot().context.kind, "referrals");
      // The Badge action follows the role (downloadBadge: owner, admin, staff).
      assert.equal(snapshot.children.badge?.getSnapshot().context.allowed, true);
      // Export CSV starts the referral export (GET /referral-registrations/export).
      if (event.type === "referrals.export") assert.ok(snapshot.children.referralsExport!.getSnapshot().hasTag("busy"));
      // A registration reads the passes and the referrals again, once each.
      if (event.type === "referral.registered") world.registrations += 1;
      assert.equal(world.passReads, 1 + world.registrations);
      assert.equal(world.reads, 1 + world.registrations);
      // Once the passes are there, the address no longer waits to open anything.
      if (event.type === "xstate.snapshot.passes") assert.equal(snapshot.context.requested, null);
    },
    closed: (snapshot, { event, world }) => {
      assert.equal(snapshot.context.pass, null);
      assert.equal(snapshot.context.referral, null);
      assert.equal(snapshot.children.referral, undefined);
      if (event.type === "dialog.close") assert.equal(world.addresses.at(-1), ticketsAddress(null));
      assert.ok(snapshot.can({ type: "pass.register", pass: GOLD }) && snapshot.can({ type: "pass.invite", pass: GOLD }));
    },
    inviting: (snapshot, { world }) => {
      assert.deepEqual(snapshot.context.pass, GOLD);
      assert.equal(snapshot.context.referral, null);
      assert.equal(world.addresses.at(-1), ticketsAddress({ dialog: "invite", passId: GOLD._id }));
      assert.ok(!snapshot.can({ type: "pass.register", pass: GOLD }));
    },
    registering: (snapshot, { world }) => {
      assert.deepEqual(snapshot.context.pass, GOLD);
      const form = snapshot.context.referral;
      assert.ok(form !== null && snapshot.children.referral === form, "one referral form runs for the open dialog");
      assert.equal(form.getSnapshot().context.passId, GOLD._id);
      assert.equal(world.addresses.at(-1), ticketsAddress({ dialog: "register", passId: GOLD._id }));
      assert.ok(snapshot.can({ type: "dialog.close" }));
    },
  },
});
