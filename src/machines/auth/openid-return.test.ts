import { describe, expect, it } from "vitest";
import { createTestStorage } from "../testing/memory-storage.ts";
import { keepReturnAddress, takeReturnAddress } from "./openid-return.ts";

describe("the address kept across the round trip to Google", () => {
  it("is followed once, after the sign-in", () => {
    const storage = createTestStorage();
    keepReturnAddress(storage, "/exhibitor/tickets?register=3c2b1a09");
    expect(takeReturnAddress(storage)).toBe("/exhibitor/tickets?register=3c2b1a09");
    expect(takeReturnAddress(storage)).toBeNull();
  });

  it("is cleared by an attempt from an address without one", () => {
    const storage = createTestStorage();
    keepReturnAddress(storage, "/exhibitor/leads");
    keepReturnAddress(storage, null);
    expect(takeReturnAddress(storage)).toBeNull();
  });

  it("is never another site's, whatever the tab's storage holds", () => {
    const storage = createTestStorage({ openid_return_to: "https://evil.example/exhibitor/team" });
    expect(takeReturnAddress(storage)).toBeNull();
    keepReturnAddress(storage, "//evil.example/exhibitor/team");
    expect(takeReturnAddress(storage)).toBeNull();
  });
});
