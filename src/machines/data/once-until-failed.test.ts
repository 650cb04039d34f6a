import { describe, expect, it } from "vitest";
import { onceUntilFailed } from "./once-until-failed.ts";

describe("onceUntilFailed", () => {
  it("asks once for every caller while the answer stands", async () => {
    let asked = 0;
    const load = onceUntilFailed(async () => ++asked);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(asked).toBe(1);
  });

  it("asks again after a failure, and keeps the answer that came", async () => {
    let asked = 0;
    const load = onceUntilFailed(async () => {
      asked += 1;
      if (asked === 1) throw new TypeError("Failed to fetch dynamically imported module");
      return "here";
    });
    await expect(load()).rejects.toThrow("Failed to fetch");
    expect(await load()).toBe("here");
    expect(await load()).toBe("here");
    expect(asked).toBe(2);
  });
});
