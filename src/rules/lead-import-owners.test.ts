import { describe, expect, it } from "vitest";
import { parseLeadImport } from "./lead-import-csv.ts";
import { namesOwners, OWNER_NOTICES, ownersOfRows, withOwners } from "./lead-import-owners.ts";

const FILE = ["Name,Email,Owner", "Asha Rao,asha@example.com,ravi kumar ", "Vikram Mehta,,Zoe Park", "Omar Ali,,Sam Lee", "Lena Roy,,"].join("\r\n");
const TEAM = [
  { userId: "u-ravi", name: "Ravi Kumar" },
  { userId: "u-sam-1", name: "Sam Lee" },
  { userId: "u-sam-2", name: "Sam Lee" },
];

describe("an import's Owner column", () => {
  it("is read from the file and matched to exactly one member by name, whatever its case and spaces", () => {
    const preview = parseLeadImport(FILE);
    expect(namesOwners(preview)).toBe(true);
    const owned = withOwners(preview, TEAM);
    expect(owned.rows.map((row) => [row.values.fullName, row.ownerId, row.notices ?? []])).toEqual([
      ["Asha Rao", "u-ravi", []],
      ["Vikram Mehta", undefined, [OWNER_NOTICES.notOnTeam("Zoe Park")]],
      ["Omar Ali", undefined, [OWNER_NOTICES.ambiguous("Sam Lee")]],
      ["Lena Roy", undefined, []],
    ]);
    // A notice never refuses the row: all four still import.
    expect(owned.rows.every((row) => row.errors.length === 0)).toBe(true);
  });

  it("leaves every named row to the importer, saying so, when the team could not be read", () => {
    const owned = withOwners(parseLeadImport(FILE), null);
    expect(owned.rows.map((row) => row.notices ?? [])).toEqual([[OWNER_NOTICES.unchecked("ravi kumar")], [OWNER_NOTICES.unchecked("Zoe Park")], [OWNER_NOTICES.unchecked("Sam Lee")], []]);
  });

  it("is not looked up for a file without owners", () => {
    expect(namesOwners(parseLeadImport("Name\r\nAsha Rao"))).toBe(false);
  });

  it("sends each owned row's member by its place among the rows sent", () => {
    expect(ownersOfRows([{ ownerId: undefined }, { ownerId: "u-ravi" }, {}])).toEqual([{ row: 1, userId: "u-ravi" }]);
  });
});
