import { describe, expect, it } from "vitest";
import { assign, createActor, fromPromise, setup, waitFor } from "xstate";
import { actorName, createActorStore, EVENTS_KEPT, type ActorStore } from "./actor-store.ts";

const form = setup({}).createMachine({
  id: "form",
  initial: "editing",
  states: { editing: { on: { "form.submit": "sent" } }, sent: { type: "final" } },
});

const screen = setup({
  types: { context: {} as { count: number } },
  actors: { form, read: fromPromise(async () => 42) },
}).createMachine({
  id: "screen",
  context: { count: 0 },
  invoke: { id: "form", systemId: "form", src: "form" },
  initial: "loading",
  states: {
    loading: {
      invoke: { id: "read", src: "read", onDone: { target: "ready", actions: assign({ count: ({ event }) => event.output }) } },
    },
    ready: { on: { "dialog.open": "dialog", ping: {} } },
    dialog: { invoke: { id: "dialog", src: "form" }, on: { "dialog.close": "ready" } },
  },
});

/** A real actor of `screen` whose inspection events feed a store, started and settled in `ready`. */
const inspectedScreen = async (): Promise<{ store: ActorStore; actor: ReturnType<typeof createActor<typeof screen>> }> => {
  let clock = 1_000;
  const store = createActorStore(() => (clock += 1));
  const actor = createActor(screen, { inspect: store.observer }).start();
  await waitFor(actor, (snapshot) => snapshot.matches("ready"));
  return { store, actor };
};

const tree = (store: ActorStore) => store.rows().map(({ actor, depth }) => `${"  ".repeat(depth)}${actorName(actor)} ${actor.status}`);

describe("the inspector's actor store", () => {
  it("keeps the tree of a real actor: the root, its invoked machine with its system id, and a finished read dropped once its state is left", async () => {
    const { store, actor } = await inspectedScreen();
    expect(tree(store)).toEqual(["screen active", "  form active"]);
    const [root, child] = store.rows().map((row) => row.actor);
    expect(root).toMatchObject({ sessionId: actor.sessionId, parentKey: undefined, machine: screen, value: "ready", context: { count: 42 } });
    expect(child).toMatchObject({ id: "form", systemId: "form", machine: form, value: "editing", parentKey: root!.key, parentSessionId: actor.sessionId });
    // The same rows until something changes: React's useSyncExternalStore redraws on a new value.
    expect(store.rows()).toBe(store.rows());
  });

  it("keeps each actor's received events, newest first, with their time and sender", async () => {
    const { store, actor } = await inspectedScreen();
    const root = () => store.rows()[0]!.actor;
    expect(root().events.map((event) => [event.type, event.from])).toEqual([
      ["xstate.done.actor.read", "read"],
      ["xstate.init", undefined],
    ]);
    const [done, init] = root().events;
    expect(done!.at).toBeGreaterThan(init!.at);
    for (let count = 0; count < EVENTS_KEPT + 5; count += 1) actor.send({ type: "ping" });
    expect(root().events).toHaveLength(EVENTS_KEPT);
    expect(root().events[0]!.type).toBe("ping");
    expect(store.rows()[1]!.actor.events.map((event) => [event.type, event.from])).toEqual([["xstate.init", "screen"]]);
  });

  it("follows states live: a child appears when its state is entered and leaves the tree when it is stopped, a finished one stays while it is held", async () => {
    const { store, actor } = await inspectedScreen();
    let changes = 0;
    store.subscribe(() => (changes += 1));

    actor.send({ type: "dialog.open" });
    expect(tree(store)).toEqual(["screen active", "  form active", "  dialog active"]);
    expect(store.rows()[0]!.actor.value).toBe("dialog");
    expect(changes).toBeGreaterThan(0);

    actor.send({ type: "dialog.close" });
    expect(tree(store)).toEqual(["screen active", "  form active"]);

    actor.system.get("form")!.send({ type: "form.submit" });
    expect(tree(store)).toEqual(["screen active", "  form done"]);
    expect(store.rows()[1]!.actor.value).toBe("sent");

    actor.stop();
    expect(tree(store)).toEqual([]);
    // A send to a stopped actor is still inspected; it brings nothing back.
    actor.send({ type: "ping" });
    expect(tree(store)).toEqual([]);
  });

  it("draws each root actor given the observer as a tree of its own", async () => {
    const store = createActorStore();
    const first = createActor(screen, { inspect: store.observer }).start();
    const second = createActor(form, { inspect: store.observer }).start();
    await waitFor(first, (snapshot) => snapshot.matches("ready"));
    expect(tree(store)).toEqual(["screen active", "  form active", "form active"]);
    second.send({ type: "form.submit" });
    expect(store.rows().map((row) => row.actor.value)).toEqual(["ready", "editing", "sent"]);
  });
});
