import assert from "node:assert/strict";
import { NotFound } from "../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { GUEST_LINK_TEXTS, guestLinksMachine, type CreatedGuestLink, type GuestLink } from "./guest-links.machine.ts";

const PASS_ID = "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c";
const OLD: GuestLink = { _id: "2b3c4d5e-6f70-4182-93a4-b5c6d7e8f901", passId: PASS_ID, expiresAt: "2026-03-16T18:00:00.000Z", createdAt: "2026-03-01T10:00:00.000Z" };
const NEW: CreatedGuestLink = {
  _id: "3c4d5e6f-7081-4293-a4b5-c6d7e8f90a12",
  passId: PASS_ID,
  url: "https://expo.example.com/exhibitor/register/q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eG",
  expiresAt: "2026-03-16T18:00:00.000Z",
  createdAt: "2026-03-02T10:00:00.000Z",
};

const errorOf = (event: { type: string }): unknown => (event as unknown as { error?: unknown }).error;

export const guestLinksModel = defineModel({
  name: "guest-links",
  machine: guestLinksMachine,
  inputs: { pass: { passId: PASS_ID } },
  events: [
    ...outcomesOf("listLinks", { answers: [[OLD]], failures: [OFFLINE] }),
    { type: "link.create" },
    ...outcomesOf("createLink", { answers: [NEW], failures: [OFFLINE] }),
    { type: "link.revoke", id: NEW._id },
    ...outcomesOf("revokeLink", { answers: [undefined], failures: [new NotFound({ message: "Registration link not found" })] }),
  ],
  controlledActors: ["listLinks", "createLink", "revokeLink"],
  world: () => ({}),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["listLinks"]!.pending("listLinks")?.input, { passId: PASS_ID });
    },
    ready: (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      const error = errorOf(event);
      if (event.type === "xstate.error.actor.listLinks") assert.equal(snapshot.context.message, GUEST_LINK_TEXTS.loadFailed);
      if (event.type === "xstate.error.actor.createLink") assert.equal(snapshot.context.message, GUEST_LINK_TEXTS.createFailed);
      if (event.type === "xstate.error.actor.revokeLink") assert.equal(snapshot.context.message, (error as NotFound).message);
      if (event.type === "xstate.done.actor.createLink") {
        assert.equal(snapshot.context.created?.url, NEW.url);
        assert.equal(snapshot.context.links[0]?._id, NEW._id);
      }
      if (event.type === "xstate.done.actor.revokeLink") {
        assert.equal(snapshot.context.created, null);
        assert.ok(snapshot.context.links.every((link) => link._id !== NEW._id));
      }
    },
    creating: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["createLink"]!.pending("createLink")?.input, { passId: PASS_ID });
    },
    revoking: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["revokeLink"]!.pending("revokeLink")?.input, { id: NEW._id });
    },
  },
});
