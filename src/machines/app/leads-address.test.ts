import { describe, expect, it } from "vitest";
import { leadsAddress, MY_DUE_LEADS_PATH, readLeadsAddress } from "./leads-address.ts";

describe("Lead Management's address", () => {
  it("reads the Due filter, the owner and a lead to open", () => {
    expect(readLeadsAddress("?filter=due&owner=me&lead=abc")).toEqual({ due: true, owner: "me", lead: "abc" });
    expect(readLeadsAddress("")).toEqual({ due: false, owner: null, lead: null });
    expect(readLeadsAddress("?owner=%20&filter=other")).toEqual({ due: false, owner: null, lead: null });
  });

  it("writes a view's address, which reads back the same", () => {
    expect(leadsAddress({ due: true, owner: "me" })).toBe("/exhibitor/leads?filter=due&owner=me");
    expect(leadsAddress({ due: false, owner: null })).toBe("/exhibitor/leads");
    expect(MY_DUE_LEADS_PATH).toBe("/leads?filter=due&owner=me");
    expect(readLeadsAddress(leadsAddress({ due: false, owner: "unowned" }).split("?")[1]!)).toMatchObject({ due: false, owner: "unowned" });
  });
});
