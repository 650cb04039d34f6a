import { describe, expect, it } from "vitest";
import { categoryOf, downloadCountText, groupBy } from "./grouping.ts";

describe("groupBy", () => {
  it("keeps the order of first appearance and each group's own order", () => {
    const items = [
      { id: 1, kind: "b" },
      { id: 2, kind: "a" },
      { id: 3, kind: "b" },
    ];
    expect(groupBy(items, (item) => item.kind)).toEqual([
      { key: "b", items: [items[0], items[2]] },
      { key: "a", items: [items[1]] },
    ]);
    expect(groupBy([], () => "x")).toEqual([]);
  });
});

describe("categoryOf and downloadCountText", () => {
  it("reads a missing or blank category as General", () => {
    expect(categoryOf(null)).toBe("General");
    expect(categoryOf("  ")).toBe("General");
    expect(categoryOf(" Marketing Kit ")).toBe("Marketing Kit");
  });

  it("counts downloads in words", () => {
    expect(downloadCountText(0)).toBe("0 downloads");
    expect(downloadCountText(1)).toBe("1 download");
    expect(downloadCountText(128)).toBe("128 downloads");
  });
});
