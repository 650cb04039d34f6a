import assert from "node:assert/strict";
import { Conflict, Unauthorized } from "../../api/errors.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { recordInto } from "../testing/record-into.ts";
import { defineModel } from "../testing/model.ts";
import { badgeDownloadMachine, isFetchingBadge, type SaveBadgeParams } from "./badge-download.machine.ts";
import { BADGE_TEXTS, type BadgeTarget } from "./badge-target.ts";

const ACTIVE: BadgeTarget = { id: "4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d", ticketCode: "EP-7K3M-9Q2X", ticketStatus: "active" };
const CANCELLED: BadgeTarget = { id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e", ticketCode: "EP-2B8D-4F6H", ticketStatus: "cancelled" };
const NO_TICKET: BadgeTarget = { id: "6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f", ticketCode: null, ticketStatus: null };
const PDF = new Blob(["%PDF-1.7"], { type: "application/pdf" });
const REVOKED = "This ticket was cancelled";

interface World {
  readonly toasts: ToastParams[];
  readonly saved: SaveBadgeParams[];
}

const targetOf = (event: { type: string }): BadgeTarget | null =>
  event.type === "badge.download" ? (event as unknown as { target: BadgeTarget }).target : null;

export const badgeDownloadModel = defineModel({
  name: "badge-download",
  machine: badgeDownloadMachine,
  inputs: { staff: { allowed: true }, scanner: { allowed: false } },
  events: [
    { type: "badge.download", target: ACTIVE },
    { type: "badge.download", target: CANCELLED },
    { type: "badge.download", target: NO_TICKET },
    ...outcomesOf("fetchBadge", {
      answers: [PDF],
      failures: [new Conflict({ message: REVOKED }), OFFLINE, new Unauthorized({ message: "Unauthorized" })],
    }),
  ],
  controlledActors: ["fetchBadge"],
  world: (): World => ({ toasts: [], saved: [] }),
  implementations: (world) => ({ actions: { notify: recordInto(world.toasts), saveBadge: recordInto(world.saved) } }),
  assertions: {
    idle: (snapshot, { world, event, input, actors }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.equal(snapshot.context.target, null);
      // Only an active ticket's badge is ever asked for, and saved under its code.
      for (const call of actors["fetchBadge"]!.calls) assert.deepEqual(call.input, { id: ACTIVE.id });
      assert.ok(world.saved.every((save) => save.fileName === "badge-EP-7K3M-9Q2X.pdf" && save.file === PDF));
      if (input === "scanner") {
        assert.equal(actors["fetchBadge"]!.calls.length, 0);
        assert.equal(world.toasts.length, 0);
        return;
      }
      const target = targetOf(event);
      if (target === CANCELLED) assert.equal(world.toasts.at(-1)?.description, BADGE_TEXTS.cancelled);
      if (target === NO_TICKET) assert.equal(world.toasts.at(-1)?.description, BADGE_TEXTS.noTicket);
      if (event.type === "xstate.done.actor.fetchBadge") assert.equal(world.saved.length, 1);
      if (event.type === "xstate.error.actor.fetchBadge") {
        const error = (event as unknown as { error: unknown }).error;
        assert.equal(world.saved.length, 0);
        if (error instanceof Unauthorized) assert.ok(world.toasts.every((toast) => toast.description !== "Unauthorized"));
        else {
          // The server's own words; without an answer, the general message.
          const expected = error instanceof Conflict ? REVOKED : BADGE_TEXTS.failed;
          assert.deepEqual(world.toasts.at(-1), { title: "Error", description: expected, variant: "destructive" });
        }
      }
    },
    fetching: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(isFetchingBadge(snapshot, ACTIVE.id) && !isFetchingBadge(snapshot, CANCELLED.id));
      assert.deepEqual(actors["fetchBadge"]!.pending("fetchBadge")?.input, { id: ACTIVE.id });
    },
  },
});
