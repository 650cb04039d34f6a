// Security headers on every kind of answer the server gives (the portal page, its assets, API
// JSON of every outcome, redirects, uploaded files, refusals made before routing), checked on a
// real production build of the portal; and that build holds no secret: no value of any setting the
// server reads (each set to a marker while building), no secret setting's name, no key material,
// no server code.
import { createHash } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePng } from "../../server/storage/sample-files.ts";
import { signInExhibitor, startApiServer, type ApiServer } from "../../server/testing/api-test-kit.ts";
import { readBuiltFiles, serverSettingNames, SETTING_MARKERS, sharedProductionBuild } from "../production-build.ts";

const settingNames = serverSettingNames();
const markers = SETTING_MARKERS;
let outDir: string;
let files: Map<string, string>;
let api: ApiServer;
let token: string;

beforeAll(async () => {
  // A build on a machine whose environment holds the server's secrets must not pick any of them up.
  outDir = await sharedProductionBuild();
  files = readBuiltFiles(outDir, "latin1");
  api = await startApiServer("pglite", { env: { PUBLIC_DIR: outDir } });
  token = (await signInExhibitor(api.url, "9876543210")).token;
}, 300_000);

afterAll(async () => {
  await api?.close();
});

/** CSP directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

function expectSecurityHeaders(label: string, headers: Headers): void {
  const csp = headers.get("content-security-policy");
  expect(csp, `${label}: Content-Security-Policy`).toBeTruthy();
  const policy = directives(csp!);
  // Scripts fall back to default-src when script-src is absent; neither may allow inline or eval.
  const scripts = policy.get("script-src") ?? policy.get("default-src");
  expect(scripts, `${label}: a script source rule`).toBeDefined();
  expect(scripts, `${label}: inline scripts`).not.toContain("'unsafe-inline'");
  expect(scripts, `${label}: eval`).not.toContain("'unsafe-eval'");
  expect(scripts, `${label}: any origin`).not.toContain("*");
  expect(policy.get("object-src") ?? policy.get("default-src"), `${label}: plugins`).toEqual(["'none'"]);
  expect(headers.get("x-content-type-options"), `${label}: nosniff`).toBe("nosniff");
  expect(headers.get("referrer-policy"), `${label}: Referrer-Policy`).toBe("no-referrer");
  // Framing denied by either mechanism (both, on routed answers).
  const framing = headers.get("x-frame-options") === "DENY" || policy.get("frame-ancestors")?.join(" ") === "'none'";
  expect(framing, `${label}: frame denial`).toBe(true);
}

async function get(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${api.url}${path}`, { redirect: "manual", ...init });
}

describe("security headers", () => {
  it("are on the portal page, client routes and its scripts and styles", async () => {
    const assets = [...files.keys()].filter((file) => file.startsWith("assets/"));
    const script = assets.find((file) => file.endsWith(".js"));
    const style = assets.find((file) => file.endsWith(".css"));
    expect(script && style, "the build has a script and a style sheet").toBeTruthy();
    for (const path of ["/exhibitor/", "/exhibitor/leads", `/exhibitor/${script}`, `/exhibitor/${style}`]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expectSecurityHeaders(path, response.headers);
    }
  });

  it("are on API answers of every outcome", async () => {
    const acme = { token };
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(samplePng())], { type: "image/png" }), "logo.png");
    const cases: Array<[string, number, () => Promise<Response>]> = [
      ["health", 200, () => get("/api/health")],
      ["a list", 200, () => get("/api/leads", { headers: { authorization: `Bearer ${acme.token}` } })],
      ["an upload", 201, () => get("/api/v1/event-website/upload", { method: "POST", body: form, headers: { authorization: `Bearer ${acme.token}` } })],
      ["a redirect", 302, () => get("/api/login")],
      ["a validation error", 400, () => get("/api/auth/login-mobile-with-country", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })],
      ["no token", 401, () => get("/api/auth/me")],
      ["an unknown record", 404, () => get("/api/leads/00000000-0000-4000-8000-000000000000", { method: "DELETE", headers: { authorization: `Bearer ${acme.token}` } })],
      ["an unknown path", 404, () => get("/api/no-such-thing")],
      ["a body too large", 413, () => get("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ pad: "x".repeat(2 * 1024 * 1024) }) })],
      ["a wrong media type", 415, () => get("/api/leads", { method: "POST", headers: { "content-type": "text/plain", authorization: `Bearer ${acme.token}` }, body: "x" })],
      ["a resend too soon", 429, async () => {
        await get("/api/auth/login-mobile-with-country", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mobile: "9700000777", phoneCode: "91" }) });
        return get("/api/auth/login-mobile-with-country", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mobile: "9700000777", phoneCode: "91" }) });
      }],
    ];
    for (const [label, status, request] of cases) {
      const response = await request();
      expect(response.status, label).toBe(status);
      expectSecurityHeaders(label, response.headers);
    }
  });

  it("are on answers refused before routing, which are the API envelope too", async () => {
    const cases: Array<[string, number, string]> = [
      ["an over-long path id", 400, `/api/leads/${"a".repeat(500)}`],
      ["a broken percent-escape", 400, "/api/leads/%E0%A4%A"],
      ["an address over the size limit", 431, `/api/auth/domain-event?domain=${"a".repeat(70_000)}`],
    ];
    for (const [label, status, path] of cases) {
      const response = await get(path, { method: path.startsWith("/api/leads/") ? "DELETE" : "GET" });
      expect(response.status, label).toBe(status);
      expectSecurityHeaders(label, response.headers);
      const body = (await response.json()) as Record<string, unknown>;
      expect(body, label).toEqual({ success: false, message: expect.any(String) });
      // Nothing of the request is echoed back.
      expect(JSON.stringify(body)).not.toContain("aaaa");
    }
  });

  it("are on uploaded files, their misses and other pages' misses, with a sandbox for stored files", async () => {
    const acme = { token };
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(samplePng())], { type: "image/png" }), "logo.png");
    const uploaded = await get("/api/v1/event-website/upload", { method: "POST", body: form, headers: { authorization: `Bearer ${acme.token}` } });
    const { filePath } = ((await uploaded.json()) as { data: { filePath: string } }).data;
    const stored = await get(`/files/${filePath}`);
    expect(stored.status).toBe(200);
    expectSecurityHeaders("an uploaded file", stored.headers);
    expect(directives(stored.headers.get("content-security-policy")!).has("sandbox")).toBe(true);
    for (const [label, status, path] of [
      ["a missing file", 404, "/files/eventWebsite/none.png"],
      ["a path out of the uploads folder", 403, "/files/eventWebsite/..%2f..%2fdb/PG_VERSION"],
      ["a missing asset", 404, "/exhibitor/assets/missing-000.js"],
      ["a page outside the portal", 404, "/nowhere"],
      ["the site root", 302, "/"],
    ] as const) {
      const response = await get(path);
      expect(response.status, label).toBe(status);
      expectSecurityHeaders(label, response.headers);
    }
  });
});

describe("the production build", () => {
  it("runs no inline script or style, so the policy needs no 'unsafe-inline'", () => {
    const html = files.get("index.html")!;
    expect(html).toBeTruthy();
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag, "every script is a file").toMatch(/\bsrc=/i);
    expect(html, "inline event handlers").not.toMatch(/\son[a-z]+\s*=/i);
    expect(html, "style elements").not.toMatch(/<style\b/i);
    expect(html, "style attributes").not.toMatch(/\sstyle\s*=/i);
    expect(html, "javascript: addresses").not.toMatch(/javascript:/i);
  });

  it("paints the sign-in form with its styles inline, each allowed by its hash and nothing else inline", async () => {
    const response = await get("/exhibitor/login");
    expect(response.status).toBe(200);
    expectSecurityHeaders("/exhibitor/login", response.headers);
    const html = await response.text();
    expect(html, "the painted form").toContain('<button type="submit"');
    const styleSources = directives(response.headers.get("content-security-policy")!).get("style-src") ?? [];
    expect(styleSources).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => `'sha256-${createHash("sha256").update(css!).digest("base64")}'`);
    expect(inline.length, "inline style elements").toBeGreaterThan(0);
    expect(styleSources).toEqual(["'self'", ...inline]);
    // Scripts stay files; the one inline block is the event's JSON, which never runs.
    for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag, "every script is a file or data").toMatch(/\bsrc=|type="application\/json"/i);
    expect(html, "inline event handlers").not.toMatch(/\son[a-z]+\s*=/i);
    expect(html, "style attributes").not.toMatch(/\sstyle\s*=/i);
  });

  it("holds no value of any setting the server reads, even when they are set while building", () => {
    expect(settingNames).toEqual(expect.arrayContaining(["DATABASE_URL", "TWILIO_AUTH_TOKEN", "TWILIO_ACCOUNT_SID", "SMS_PROVIDER"]));
    const leaks: string[] = [];
    for (const [file, text] of files) {
      for (const [name, marker] of Object.entries(markers)) if (text.includes(marker)) leaks.push(`${file}: the value of ${name}`);
    }
    expect(leaks).toEqual([]);
  });

  it("names no secret setting and carries no key material, connection string, source map or server code", () => {
    const secretNames = settingNames.filter((name) => /TOKEN|SECRET|PASSWORD|KEY|SID|DATABASE_URL|PEPPER/.test(name));
    expect(secretNames.length).toBeGreaterThan(2);
    const patterns: Array<[string, RegExp]> = [
      ...secretNames.map((name): [string, RegExp] => [name, new RegExp(`\\b${name}\\b`)]),
      ["a private key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/],
      ["a connection string", /postgres(?:ql)?:\/\/[^"'`\s]*@/],
      ["a Twilio account id", /\bAC[0-9a-f]{32}\b/],
      ["server code", /drizzle-orm|fastify|@electric-sql\/pglite|node:crypto|scrypt|otp_challenges|password_hash|token_hash/],
      ["the demo outbox codes", /\/api\/dev\/outbox/],
    ];
    const found: string[] = [];
    for (const [file, text] of files) {
      if (file.endsWith(".map")) found.push(`${file}: a source map`);
      for (const [label, pattern] of patterns) if (pattern.test(text)) found.push(`${file}: ${label}`);
    }
    expect(found).toEqual([]);
  });
});
