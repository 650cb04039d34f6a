import { describe, expect, it } from "vitest";
import { resolveFileUrl } from "./file-url.ts";

describe("resolveFileUrl (SPEC §3 uploaded file reference)", () => {
  it("keeps empty values empty", () => {
    expect(resolveFileUrl("", "/api")).toBe("");
    expect(resolveFileUrl("   ", "/api")).toBe("");
    expect(resolveFileUrl(undefined, "/api")).toBe("");
    expect(resolveFileUrl(null, "/api")).toBe("");
  });

  it("keeps http:// and https:// URLs as they are", () => {
    expect(resolveFileUrl("http://cdn.example.com/a.png", "/api")).toBe("http://cdn.example.com/a.png");
    expect(resolveFileUrl("https://cdn.example.com/a.png", "https://api.example.com/api")).toBe("https://cdn.example.com/a.png");
    expect(resolveFileUrl("HTTPS://CDN.example.com/A.png", "/api")).toBe("HTTPS://CDN.example.com/A.png");
  });

  it("puts a relative path under /files/ on a same-origin API", () => {
    expect(resolveFileUrl("eventWebsite/3f2a.png", "/api")).toBe("/files/eventWebsite/3f2a.png");
    expect(resolveFileUrl("/eventWebsite/3f2a.png", "/api")).toBe("/files/eventWebsite/3f2a.png");
  });

  it("resolves against the API's origin, not its /api path", () => {
    expect(resolveFileUrl("eventWebsite/3f2a.png", "https://api.example.com/api")).toBe(
      "https://api.example.com/files/eventWebsite/3f2a.png",
    );
    expect(resolveFileUrl("eventWebsite/3f2a.png", "http://127.0.0.1:8080/api/")).toBe(
      "http://127.0.0.1:8080/files/eventWebsite/3f2a.png",
    );
  });

  it("does not double a /files/ prefix", () => {
    expect(resolveFileUrl("/files/eventWebsite/3f2a.png", "/api")).toBe("/files/eventWebsite/3f2a.png");
    expect(resolveFileUrl("/files/eventWebsite/3f2a.png", "https://api.example.com/api")).toBe(
      "https://api.example.com/files/eventWebsite/3f2a.png",
    );
  });
});
