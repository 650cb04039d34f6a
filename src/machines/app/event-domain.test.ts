import { describe, expect, it } from "vitest";
import { domainForHost } from "./event-domain.ts";

describe("domainForHost", () => {
  it("sends a real host name as the domain, lower-cased and without the root dot", () => {
    expect(domainForHost("Expo.Example.COM.")).toBe("expo.example.com");
  });

  it("sends local hosts as they are: the server maps them to its default event domain", () => {
    for (const host of ["localhost", "127.0.0.1"]) expect(domainForHost(host)).toBe(host);
    expect(domainForHost("[::1]")).toBe("::1");
    expect(domainForHost("")).toBe("localhost");
  });
});
