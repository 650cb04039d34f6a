import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import type { OutboxItem, SyncResult } from "../outbox/outbox-types.ts";
import { describeModel } from "../testing/describe-model.ts";
import { signOutImplementations, type SignOutQueue } from "./sign-out.actors.ts";
import { refusedMessage, SIGN_OUT_TEXTS, signOutMachine, waitingMessage } from "./sign-out.machine.ts";
import { signOutModel } from "./sign-out.model.ts";

describeModel(signOutModel);

/** A typed ticket code kept on the device while offline. */
const item = (index: number, state: OutboxItem["state"] = "pending"): OutboxItem => ({
  kind: "scan",
  localId: `item-${index}`,
  userId: "5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d",
  createdAt: `2025-03-14T09:0${index}:00.000Z`,
  state,
  error: state === "failed" ? "Badge not recognised" : null,
  attempts: state === "failed" ? 1 : 0,
  badge: `GOLD-7KX2M9Q${index}`,
  ticketCode: `GOLD-7KX2M9Q${index}`,
  captureKind: "typed",
  from: "typed",
  scannedAt: `2025-03-14T09:0${index}:00.000Z`,
  localCheck: "unchecked",
  qualification: {},
});

/**
 * The signed-in person's outbox as the question sees it, in memory: `answer` says what sending each
 * item comes to (sent, no network, refused), and every change is reported as the real queue does.
 */
const queueOf = (items: OutboxItem[], answer: (localId: string) => SyncResult["status"]) => {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const queue: SignOutQueue & { remove(localId: string): void } = {
    list: async () => [...items],
    syncItem: async (localId) => {
      const status = answer(localId);
      const index = items.findIndex((entry) => entry.localId === localId);
      if (status === "synced") items.splice(index, 1);
      if (status === "refused") items[index] = { ...items[index]!, state: "failed" };
      changed();
      if (status === "synced") return { status, lead: {} as never, outcome: "created" };
      if (status === "queued") return { status, reason: "offline" };
      return { status, message: "Badge not recognised" };
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    remove: (localId) => {
      items.splice(items.findIndex((entry) => entry.localId === localId), 1);
      changed();
    },
  };
  return queue;
};

const start = (queue: () => Promise<SignOutQueue>) => createActor(signOutMachine.provide(signOutImplementations({ queue }))).start();

describe("the sign-out question with the real outbox calls", () => {
  it("is not asked when nothing of this person waits: the sign-out goes on", async () => {
    const actor = start(async () => queueOf([], () => "synced"));
    const done = await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(done.output).toEqual({ leave: true });
  });

  it("counts what waits, refused items included, and Sync now leaves once all is sent", async () => {
    const queue = queueOf([item(1), item(2), item(3, "failed")], () => "synced");
    const actor = start(async () => queue);
    const asking = await waitFor(actor, (snapshot) => snapshot.matches("asking"));
    expect(waitingMessage(asking.context.waiting)).toBe("3 captures are still waiting to be sent from this device.");
    actor.send({ type: "signOut.sync" });
    const afterPass = await waitFor(actor, (snapshot) => !snapshot.matches("syncing"));
    // The refused one is not sent by a pass: it still waits for a fix or a discard.
    expect(afterPass.matches("asking")).toBe(true);
    expect(afterPass.context).toEqual({ waiting: 1, problem: refusedMessage(1) });
    queue.remove("item-3");
    const done = await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(done.output).toEqual({ leave: true });
  });

  it("offline, Sync now says so and stays; Cancel keeps the person signed in", async () => {
    const actor = start(async () => queueOf([item(1), item(2)], () => "queued"));
    await waitFor(actor, (snapshot) => snapshot.matches("asking"));
    actor.send({ type: "signOut.sync" });
    const afterPass = await waitFor(actor, (snapshot) => snapshot.matches("asking") && snapshot.context.problem !== null);
    expect(afterPass.context).toEqual({ waiting: 2, problem: SIGN_OUT_TEXTS.unreachable });
    actor.send({ type: "signOut.cancel" });
    expect(actor.getSnapshot().output).toEqual({ leave: false });
  });

  it("follows the outbox while asking: the count moves, and when all is sent by the outbox itself it leaves", async () => {
    const queue = queueOf([item(1), item(2)], () => "synced");
    const actor = start(async () => queue);
    await waitFor(actor, (snapshot) => snapshot.matches("asking"));
    queue.remove("item-1");
    await waitFor(actor, (snapshot) => snapshot.context.waiting === 1);
    queue.remove("item-2");
    const done = await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(done.output).toEqual({ leave: true });
  });

  it("signs out as before when the outbox cannot be had (its code or the device's storage)", async () => {
    const actor = start(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    const done = await waitFor(actor, (snapshot) => snapshot.status === "done");
    expect(done.output).toEqual({ leave: true });
  });
});
