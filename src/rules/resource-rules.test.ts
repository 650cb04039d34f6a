import { describe, expect, it } from "vitest";
import { RESOURCE_SOURCE_MESSAGES, resourceSourceErrors, resourceSourceProblem } from "./resource-rules.ts";

describe("every resource needs a file or a link", () => {
  it("refuses a file type with no stored file, whether absent, null or blank", () => {
    for (const fileUrl of [undefined, null, "", "   "]) {
      expect(resourceSourceProblem({ type: "pdf", fileUrl }), String(fileUrl)).toBe(RESOURCE_SOURCE_MESSAGES.fileOrLinkRequired);
    }
  });

  it("takes a file type with a stored path or an address", () => {
    expect(resourceSourceProblem({ type: "pdf", fileUrl: "eventWebsite/4d3c2b1a.pdf" })).toBeNull();
    expect(resourceSourceProblem({ type: "video", fileUrl: "https://videos.example/booth" })).toBeNull();
  });

  it("asks a link for an http(s) address, the shared web address rule", () => {
    expect(resourceSourceProblem({ type: "link", fileUrl: "https://acme.example/videos/pickbot" })).toBeNull();
    expect(resourceSourceProblem({ type: "link", fileUrl: " http://acme.example " })).toBeNull();
    for (const bad of [null, "", "acme.example", "eventWebsite/a.pdf", "ftp://acme.example", "https://acme .example"]) {
      expect(resourceSourceProblem({ type: "link", fileUrl: bad }), String(bad)).toBe("Valid URL is required");
    }
  });

  it("answers the envelope's errors at the contract's fileUrl", () => {
    expect(resourceSourceErrors({ type: "pdf", fileUrl: "a/b.pdf" })).toEqual([]);
    expect(resourceSourceErrors({ type: "link", fileUrl: "nope" })).toEqual([{ path: "/fileUrl", message: "Valid URL is required" }]);
  });
});
