import { describe, expect, it } from "vitest";
import { createMemoryStorage, createTokenStore, TOKEN_KEY } from "./token-store.ts";

describe("token store", () => {
  it("keeps the token under access_token", () => {
    const storage = createMemoryStorage();
    const tokens = createTokenStore(storage);
    expect(tokens.get()).toBeNull();
    tokens.set("tok-1");
    expect(TOKEN_KEY).toBe("access_token");
    expect(storage.getItem("access_token")).toBe("tok-1");
    expect(tokens.get()).toBe("tok-1");
    tokens.clear();
    expect(storage.getItem("access_token")).toBeNull();
    expect(tokens.get()).toBeNull();
  });

  it("reads the storage on every call, so writes made elsewhere are seen", () => {
    const storage = createMemoryStorage();
    const tokens = createTokenStore(storage);
    storage.setItem("access_token", "written-by-another-tab");
    expect(tokens.get()).toBe("written-by-another-tab");
  });

  it("treats an empty stored value as no token", () => {
    expect(createTokenStore(createMemoryStorage({ access_token: "" })).get()).toBeNull();
  });

  it("works without localStorage (falls back to memory)", () => {
    const tokens = createTokenStore();
    tokens.set("in-memory");
    expect(createTokenStore().get()).toBe("in-memory");
    tokens.clear();
    expect(createTokenStore().get()).toBeNull();
  });
});
