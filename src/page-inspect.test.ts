import type { InspectionEvent } from "xstate";
import { describe, expect, it } from "vitest";
import { combineObservers } from "./page-inspect.ts";

const event = { type: "@xstate.event" } as InspectionEvent;

describe("combineObservers", () => {
  it("hands every event to each observer, and gives one observer or none as it is", () => {
    const first: InspectionEvent[] = [];
    const second: InspectionEvent[] = [];
    const one = { next: (seen: InspectionEvent) => void first.push(seen) };
    const both = combineObservers(one, undefined, { next: (seen: InspectionEvent) => void second.push(seen) });
    both?.next?.(event);
    expect(first).toEqual([event]);
    expect(second).toEqual([event]);
    expect(combineObservers(undefined, one)).toBe(one);
    expect(combineObservers(undefined, undefined)).toBeUndefined();
  });
});
