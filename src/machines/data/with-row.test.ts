import { describe, expect, it } from "vitest";
import { withRow } from "./with-row.ts";

const rows = [
  { _id: "a", name: "Alpha" },
  { _id: "c", name: "Gamma" },
];
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe("withRow", () => {
  it("replaces the row with the same id where it stands", () => {
    expect(withRow(rows, { _id: "a", name: "Zulu" }, byName)).toEqual([
      { _id: "a", name: "Zulu" },
      { _id: "c", name: "Gamma" },
    ]);
  });

  it("adds a row the list does not have, at the end without an order", () => {
    expect(withRow(rows, { _id: "b", name: "Beta" })).toEqual([...rows, { _id: "b", name: "Beta" }]);
  });

  it("places an added row by the order given", () => {
    expect(withRow(rows, { _id: "b", name: "Beta" }, byName).map((row) => row._id)).toEqual(["a", "b", "c"]);
  });

  it("leaves the list it was given as it was", () => {
    const before = structuredClone(rows);
    withRow(rows, { _id: "a", name: "Zulu" });
    withRow(rows, { _id: "b", name: "Beta" });
    expect(rows).toEqual(before);
  });
});
