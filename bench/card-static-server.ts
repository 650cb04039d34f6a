// Serves the card bench's build folder on 127.0.0.1 with the portal's own Content-Security-Policy
// (server/http/security-headers.ts), so the reader runs under the rules it meets in production
// (script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self') without a database.
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { contentSecurityPolicyHeader } from "../server/http/security-headers.ts";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".gz": "application/gzip",
  ".wasm": "application/wasm",
};

export async function serveFolder(root: string, prefix: string): Promise<{ url: string; close(): Promise<void> }> {
  const policy = contentSecurityPolicyHeader();
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    const file = normalize(join(root, path.startsWith(prefix) ? path.slice(prefix.length) : "\0"));
    try {
      if (!file.startsWith(root + sep)) throw new Error("outside");
      const body = await readFile(file);
      response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "content-security-policy": policy, "cache-control": "no-store" });
      response.end(body);
    } catch {
      response.writeHead(404, { "content-security-policy": policy }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
