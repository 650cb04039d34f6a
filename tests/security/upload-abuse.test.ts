// Upload abuse beyond server/handlers/upload.test.ts (which covers wrong signatures behind allowed
// extensions, double extensions, SVG, HTML, executables, a path-like and a 1,000-character name,
// and oversized bodies refused while still arriving): names the browser's FormData never sends
// (RFC 5987 `filename*` with an encoded traversal, raw control bytes, a 100 KB name), disguised
// markup, a PNG that is also an HTML page, and the served copy of whatever is accepted.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { uploads } from "../../server/db/schema/all-tables.ts";
import { sampleHtml, samplePng, sampleSvg } from "../../server/storage/sample-files.ts";
import { snapshot, useSeededApi } from "../../server/testing/api-test-kit.ts";

const UPLOAD = "/api/v1/event-website/upload";
const STORED = /^eventWebsite\/[0-9a-f-]{36}\.(png|jpg|pdf|txt)$/u;

const api = useSeededApi("pglite");

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
}

const state = async () => ({ rows: await snapshot(api.db, uploads), files: await filesUnder(api.dataDir) });

/**
 * A multipart upload written by hand, so the part's headers can carry what FormData never would:
 * `disposition` is the rest of the Content-Disposition line after `form-data; name="file"; `.
 */
async function rawUpload(disposition: Buffer | string, content: Uint8Array, contentType = "image/png") {
  const boundary = "----abuse-boundary-7d1f";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; `, "latin1"),
    Buffer.isBuffer(disposition) ? disposition : Buffer.from(disposition, "utf8"),
    Buffer.from(`\r\nContent-Type: ${contentType}\r\n\r\n`, "latin1"),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`, "latin1"),
  ]);
  const response = await fetch(`${api.url}${UPLOAD}`, {
    method: "POST",
    headers: { authorization: `Bearer ${api.acme.token}`, "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as { success: boolean; message: string; data?: { filePath: string; fileName: string; mimeType: string } } };
}

describe("upload names no browser sends", () => {
  it("an RFC 5987 name with an encoded traversal is cut to its base name", async () => {
    const answer = await rawUpload(`filename*=UTF-8''..%2F..%2F..%2Ftmp%2Fevil.png`, samplePng());
    expect(answer.status).toBe(201);
    expect(answer.body.data!.fileName).toBe("evil.png");
    expect(answer.body.data!.filePath).toMatch(STORED);
  });

  it("raw NUL and line-break bytes in the name cannot smuggle an extension", async () => {
    const before = await state();
    const nul = await rawUpload(Buffer.concat([Buffer.from('filename="shell.php'), Buffer.from([0]), Buffer.from('.png"')]), samplePng());
    // Either refused as a hidden .php, or stored under a generated name: never as shell.php.
    if (nul.status === 201) {
      expect(nul.body.data!.filePath).toMatch(STORED);
      expect(nul.body.data!.fileName).not.toContain("\u0000");
    } else {
      expect(nul.status).toBe(415);
      expect(await state()).toEqual(before);
    }
    const bidi = await rawUpload('filename="invoice\u202egnp.exe"', samplePng());
    expect(bidi.status).toBe(415);
  });

  it("a 100 KB name is refused or shortened, never stored as given", async () => {
    const before = await state();
    const answer = await rawUpload(`filename="${"a".repeat(100 * 1024)}.png"`, samplePng());
    expect(answer.status).toBeLessThan(500);
    expect(answer.body.success).toBe(answer.status === 201);
    if (answer.status === 201) {
      expect(Array.from(answer.body.data!.fileName)).toHaveLength(255);
      expect(answer.body.data!.filePath).toMatch(STORED);
    } else {
      expect(await state()).toEqual(before);
    }
  });

  it.each([["..png"], [".png"], ["...."], [" .png"], ["png"], ["logo.png\\"], ["logo.png/"]])("the name %j is refused and stores nothing", async (name) => {
    const before = await state();
    const answer = await rawUpload(`filename="${name}"`, samplePng());
    expect(answer.status).toBe(415);
    expect(await state()).toEqual(before);
  });
});

describe("markup in disguise", () => {
  it.each([
    ["SVG behind .png", sampleSvg(), "logo.png"],
    ["HTML behind .jpg", sampleHtml(), "photo.jpg"],
    ["HTML behind .pdf", sampleHtml(), "brochure.pdf"],
    ["SVG behind .txt", sampleSvg(), "notes.txt"],
  ])("%s is refused and stores nothing", async (_label, content, name) => {
    const before = await state();
    const answer = await rawUpload(`filename="${name}"`, content);
    expect(answer.status).toBe(415);
    expect(await state()).toEqual(before);
  });

  it("a PNG that is also an HTML page is stored as a PNG and served so no browser runs it", async () => {
    // A genuine PNG signature with a script after the image: file-type sees a PNG.
    const polyglot = Buffer.concat([samplePng(), Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const answer = await rawUpload('filename="polyglot.png"', polyglot, "text/html");
    expect(answer.status).toBe(201);
    // The stored type comes from the checked extension, not from what the client claimed.
    expect(answer.body.data!.mimeType).toBe("image/png");
    const served = await fetch(`${api.url}/files/${answer.body.data!.filePath}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
    expect(served.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});

describe("reading stored files", () => {
  it.each([
    "/files/eventWebsite/..%2f..%2fdb/PG_VERSION",
    "/files/eventWebsite/%2e%2e/%2e%2e/db/PG_VERSION",
    "/files/..%5c..%5cdb%5cPG_VERSION",
    "/files/eventWebsite/%00.png",
    "/files/.%2e/tmp",
    "/files//etc/passwd",
  ])("%s reaches nothing outside the uploads folder", async (path) => {
    const response = await fetch(`${api.url}${path}`, { redirect: "manual" });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const text = await response.text();
    expect(text).not.toMatch(/PG_VERSION|root:|^\d+\s*$/u);
  });
});
