import { createActor, createMachine, toPromise } from "xstate";
import { describe, expect, it } from "vitest";
import { createControllablePromiseActor } from "./controllable-promise-actor.ts";

describe("createControllablePromiseActor", () => {
  it("records each start with its input and settles when told", async () => {
    const controllable = createControllablePromiseActor<string, { n: number }>();
    const actor = createActor(controllable.logic, { input: { n: 1 } }).start();
    expect(controllable.calls.map((call) => call.input)).toEqual([{ n: 1 }]);
    expect(actor.getSnapshot().status).toBe("active");
    controllable.pending()!.resolve("one");
    await expect(toPromise(actor)).resolves.toBe("one");
    expect(controllable.pending()).toBeUndefined();

    const failing = createActor(controllable.logic, { input: { n: 2 } }).start();
    controllable.pending()!.reject(new Error("no"));
    await expect(toPromise(failing)).rejects.toThrow("no");
  });

  it("knows an invoked actor by its invoke id and forgets it once its state is left", () => {
    const controllable = createControllablePromiseActor();
    const machine = createMachine({
      initial: "a",
      states: { a: { invoke: { id: "load", src: controllable.logic }, on: { leave: "b" } }, b: {} },
    });
    const actor = createActor(machine).start();
    expect(controllable.pending("load")?.id).toBe("load");
    expect(controllable.pending("other")).toBeUndefined();
    actor.send({ type: "leave" });
    expect(controllable.calls[0]!.aborted).toBe(true);
    expect(controllable.pending("load")).toBeUndefined();
  });
});
