import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX, swipeOffset, swipeOutcome } from "./toast-swipe.ts";

describe("swiping a toast (SPEC §4, §9: right, threshold 50 px)", () => {
  it("uses the spec's threshold", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });

  it("dismisses a toast released farther right than 50 px", () => {
    expect(swipeOutcome(51)).toBe("dismiss");
    expect(swipeOutcome(80)).toBe("dismiss");
    expect(swipeOutcome(400)).toBe("dismiss");
  });

  it("snaps back at 50 px or less, and for any drag to the left", () => {
    expect(swipeOutcome(50)).toBe("return");
    expect(swipeOutcome(20)).toBe("return");
    expect(swipeOutcome(0)).toBe("return");
    expect(swipeOutcome(-80)).toBe("return");
  });

  it("follows the pointer to the right only", () => {
    expect(swipeOffset(35)).toBe(35);
    expect(swipeOffset(0)).toBe(0);
    expect(swipeOffset(-40)).toBe(0);
  });
});
