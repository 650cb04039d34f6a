import { describe, expect, it } from "vitest";
import { returnAddress, returnAddressIn, withReturnAddress } from "./return-address.ts";

describe("the address to return to after signing in", () => {
  it("keeps a portal address with its query", () => {
    expect(returnAddress("/exhibitor/tickets?register=8091a2b3")).toBe("/exhibitor/tickets?register=8091a2b3");
    expect(returnAddress("/exhibitor/leads?owner=me&due=today")).toBe("/exhibitor/leads?owner=me&due=today");
    expect(returnAddress("/exhibitor/register/abc123")).toBe("/exhibitor/register/abc123");
  });

  it.each([
    ["another site", "https://evil.example/exhibitor/tickets"],
    ["a scheme-relative address", "//evil.example/exhibitor/tickets"],
    ["a backslash the browser reads as a slash", "/exhibitor/\\evil.example"],
    ["a path that climbs out of the portal", "/exhibitor/../api/auth/me"],
    ["a doubled slash inside", "/exhibitor//evil.example"],
    ["a script address", "javascript:alert(1)"],
    ["a path outside the portal", "/api/login"],
    ["the bare portal base", "/exhibitor"],
    ["the portal's home", "/exhibitor/"],
    ["a sign-in page", "/exhibitor/login?next=/exhibitor/team"],
    ["the code step", "/exhibitor/otp-verification"],
    ["a control character", "/exhibitor/team\n"],
    ["nothing", ""],
    ["too long", `/exhibitor/team?x=${"a".repeat(2100)}`],
  ])("refuses %s", (_, value) => {
    expect(returnAddress(value)).toBeNull();
  });

  it("reads it from a sign-in address and writes it into one", () => {
    const login = withReturnAddress("/exhibitor/login", "/exhibitor/tickets?register=8091a2b3");
    expect(login).toBe("/exhibitor/login?next=%2Fexhibitor%2Ftickets%3Fregister%3D8091a2b3");
    expect(returnAddressIn(new URL(login, "https://x.example").search)).toBe("/exhibitor/tickets?register=8091a2b3");
    expect(withReturnAddress("/exhibitor/login?mobile=9812345670", "/exhibitor/team")).toBe("/exhibitor/login?mobile=9812345670&next=%2Fexhibitor%2Fteam");
    expect(withReturnAddress("/api/login", "https://evil.example/")).toBe("/api/login");
    expect(returnAddressIn("?next=https%3A%2F%2Fevil.example")).toBeNull();
  });
});
