import { describe, expect, it } from "vitest";
import { createActor, createMachine } from "xstate";
import { CONTEXT_TEXT_LIMIT, contextJson } from "./context-json.ts";

describe("contextJson", () => {
  it("writes what JSON cannot say as short descriptions: actor references, functions, maps, sets, errors, cycles", () => {
    const child = createActor(createMachine({ id: "child" }), { id: "dialog" });
    const looped: { name: string; self?: unknown } = { name: "loop" };
    looped.self = looped;
    const shared = { n: 1 };
    const text = contextJson({
      screen: child,
      run: function load() {},
      seen: new Map([["a", 1]]),
      tags: new Set(["busy"]),
      failure: new TypeError("no network"),
      looped,
      twice: [shared, shared],
      when: new Date("2026-11-28T10:00:00Z"),
    });
    expect(JSON.parse(text)).toEqual({
      screen: { xstate$$type: 1, id: "dialog" },
      run: "[function load]",
      seen: { "[Map]": [["a", 1]] },
      tags: { "[Set]": ["busy"] },
      failure: { "[Error]": "TypeError", message: "no network" },
      looped: { name: "loop", self: "[cycle]" },
      twice: [{ n: 1 }, { n: 1 }],
      when: "2026-11-28T10:00:00.000Z",
    });
  });

  it("cuts a long context at the limit and says how much is left out", () => {
    const text = contextJson({ list: "x".repeat(CONTEXT_TEXT_LIMIT) });
    expect(text.length).toBeLessThan(CONTEXT_TEXT_LIMIT + 100);
    expect(text).toMatch(/… \(\d+ more characters\)$/);
  });

  it("writes undefined, which JSON leaves out, as itself", () => {
    expect(contextJson(undefined)).toBe("undefined");
  });
});
