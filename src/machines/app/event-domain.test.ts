import { describe, expect, it } from "vitest";
import { domainForHost } from "./event-domain.ts";

describe("domainForHost", () => {
  it("sends a real host name as the domain, lower-cased and without the root dot", () => {
    expect(domainForHost("Expo.Example.COM.")).toBe("expo.example.com");
  });

  it.each([
    ["localhost", "localhost"],
    ["127.0.0.1", "127.0.0.1"],
    ["[::1]", "::1"],
    ["", "localhost"],
  ])("sends the local host %j as %j: the server maps it to its default event domain", (host, domain) => {
    expect(domainForHost(host)).toBe(domain);
  });
});
