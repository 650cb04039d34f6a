// @vitest-environment jsdom
import { createActor, createMachine } from "xstate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createInspector } from "../../src/inspect.ts";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("createInspector", () => {
  it("gives nothing without VITE_INSPECT=1, so actors run uninspected", async () => {
    vi.stubEnv("VITE_INSPECT", "");
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    expect(await createInspector()).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });

  it("with VITE_INSPECT=1 opens the Stately inspector and returns an observer actors accept", async () => {
    vi.stubEnv("VITE_INSPECT", "1");
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const inspect = await createInspector();
    expect(open).toHaveBeenCalledWith("https://stately.ai/inspect", "xstateinspector");
    expect(typeof inspect?.next).toBe("function");
    const actor = createActor(createMachine({ initial: "a", states: { a: { on: { go: "b" } }, b: {} } }), { inspect }).start();
    actor.send({ type: "go" });
    expect(actor.getSnapshot().value).toBe("b");
  });
});
