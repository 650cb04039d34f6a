import assert from "node:assert/strict";
import { OFFLINE, outcomesOf, serverDown } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { organisersScreenMachine } from "./organisers-screen.machine.ts";
import { EMPTY_INVITE, type OrganiserAccount } from "./organisers-screen.types.ts";

const account = (n: number, name: string, role: OrganiserAccount["role"], status: OrganiserAccount["status"]): OrganiserAccount => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  name,
  phoneCode: "91",
  mobile: `98200000${n}`,
  email: null,
  role,
  allEvents: false,
  status,
  hasPassword: false,
});

const PRIYA = account(1, "Priya Menon", "organiser", "active");
const ARJUN = account(2, "Arjun Rao", "organiser-staff", "pending");
const INVITED = account(3, "Meera Iyer", "organiser-staff", "pending");
const SERVER_DOWN = "Service unavailable: the database is not answering";
const INVITED_MESSAGE = "Meera Iyer can now sign in.";
const REMOVED_MESSAGE = "Arjun Rao was removed.";

type Event = ModelEvent<typeof organisersScreenMachine>;

export const organisersScreenModel = defineModel({
  name: "organisers-screen",
  machine: organisersScreenMachine,
  inputs: { organiser: { search: "", role: "organiser" }, staff: { search: "", role: "organiser-staff" } },
  events: (snapshot) => {
    const filled = snapshot.context.form.name !== "";
    return [
      ...outcomesOf("listOrganisers", { answers: [[PRIYA, ARJUN]], failures: [serverDown(SERVER_DOWN)] }),
      { type: "list.retry" },
      // One invitation per path: each sent one is added to the list.
      ...(snapshot.context.organisers.some((row) => row._id === INVITED._id) ? [] : ([{ type: "invite.open" }] as Event[])),
      // Filled in one step, so the graph walks an invalid and a valid send without every combination.
      ...(filled
        ? []
        : ([
            { type: "invite.change", field: "name", value: INVITED.name },
          ] as Event[])),
      ...(filled && snapshot.context.form.mobile === "" ? ([{ type: "invite.change", field: "mobile", value: INVITED.mobile }] as Event[]) : []),
      { type: "invite.submit" },
      { type: "invite.cancel" },
      ...outcomesOf("inviteOrganiser", { answers: [{ message: INVITED_MESSAGE, data: INVITED }], failures: [OFFLINE] }),
      ...(snapshot.context.organisers.some((row) => row._id === ARJUN._id) ? ([{ type: "remove.ask", organiser: ARJUN }] as Event[]) : []),
      { type: "remove.confirm" },
      { type: "remove.cancel" },
      ...outcomesOf("removeOrganiser", { answers: [{ message: REMOVED_MESSAGE }], failures: [serverDown(SERVER_DOWN)] }),
    ];
  },
  controlledActors: ["listOrganisers", "inviteOrganiser", "removeOrganiser"],
  world: () => ({ toasts: [] as ToastParams[] }),
  implementations: (world) => ({ actions: { notify: (_: unknown, params: ToastParams) => void world.toasts.push(params) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["listOrganisers"]!.pending("listOrganisers") !== undefined, "the list is being read");
      assert.deepEqual(snapshot.context.organisers, []);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "list.retry" }));
    },
    ready: (snapshot, { input }) => {
      assert.equal(snapshot.context.error, null);
      assert.ok(snapshot.context.organisers.some((row) => row._id === PRIYA._id));
      if (input === "staff") assert.ok(snapshot.matches({ ready: "idle" }), "staff neither invite nor remove");
    },
    "ready.idle": (snapshot, { input, event, world }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.ok(!snapshot.hasTag("dialog"));
      assert.equal(snapshot.context.removing, null);
      assert.equal(snapshot.can({ type: "invite.open" }), input === "organiser");
      assert.equal(snapshot.can({ type: "remove.ask", organiser: ARJUN }), input === "organiser");
      const last = world.toasts.at(-1);
      if (event.type === "xstate.done.actor.inviteOrganiser") {
        assert.ok(snapshot.context.organisers.some((row) => row._id === INVITED._id), "the invited organiser is listed");
        assert.deepEqual(last, { title: "Success", description: INVITED_MESSAGE, variant: "success" });
      }
      if (event.type === "xstate.done.actor.removeOrganiser") {
        assert.ok(!snapshot.context.organisers.some((row) => row._id === ARJUN._id), "the removed organiser leaves the list");
        assert.equal(last?.description, REMOVED_MESSAGE);
      }
      if (event.type === "xstate.error.actor.removeOrganiser") {
        assert.ok(snapshot.context.organisers.some((row) => row._id === ARJUN._id), "a failed removal keeps the organiser");
        assert.equal(last?.variant, "destructive");
        assert.equal(last?.description, SERVER_DOWN);
      }
    },
    "ready.inviting": (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("dialog"));
      if (event.type === "invite.open") {
        assert.deepEqual(snapshot.context.form, EMPTY_INVITE, "the form opens empty");
        assert.equal(snapshot.context.formError, null);
      }
    },
    "ready.inviting.editing": (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.ok(snapshot.can({ type: "invite.cancel" }));
      if (event.type === "invite.submit") assert.ok(Object.keys(snapshot.context.fieldErrors).length > 0, "a refused form says what to fix");
      if (event.type === "xstate.error.actor.inviteOrganiser") {
        assert.equal(snapshot.context.formError, "The invitation could not be sent.");
        assert.equal(snapshot.context.form.name, INVITED.name, "what was typed stays");
      }
      if (event.type === "invite.change") assert.equal(snapshot.context.formError, null);
    },
    "ready.inviting.sending": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(!snapshot.can({ type: "invite.cancel" }), "a sent invitation cannot be cancelled");
      assert.deepEqual(actors["inviteOrganiser"]!.pending("inviteOrganiser")?.input, {
        name: INVITED.name,
        phoneCode: "+91",
        mobile: INVITED.mobile,
        role: "organiser-staff",
      });
    },
    "ready.confirmingRemoval": (snapshot) => {
      assert.ok(snapshot.hasTag("dialog"));
      assert.deepEqual(snapshot.context.removing, ARJUN);
      assert.ok(snapshot.can({ type: "remove.confirm" }));
    },
    "ready.removing": (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(snapshot.hasTag("dialog"));
      assert.deepEqual(actors["removeOrganiser"]!.pending("removeOrganiser")?.input, { id: ARJUN._id });
      assert.ok(!snapshot.can({ type: "remove.cancel" }));
    },
  },
});
