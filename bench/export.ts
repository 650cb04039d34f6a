// `npm run bench -- export`: the real server (production settings, PGlite) with 10,000 leads
// exports them in every format while its resident memory is sampled from /proc every 20 ms. The
// figures are compared with the same process idle and with GET /api/leads, the list the server
// builds as one JSON string, measured in the same run: a streamed export should grow the process
// by far less than that one string does.
import { signIn } from "../server/testing/sign-in.ts";
import { spawnServer } from "../server/testing/spawn-server.ts";
import { fillLeads } from "./fill-leads.ts";
import { readRssMiB } from "./measure.ts";

const ACME_MOBILE = "9876543210";
const LEADS = Number(process.env["BENCH_EXPORT_LEADS"] ?? 10_000);
const SAMPLE_MS = 20;

interface Sampled {
  label: string;
  /** RSS just before the request: RSS seldom shrinks, so each row counts from where it started. */
  beforeMiB: number;
  peakMiB: number;
  bytes: number;
  ms: number;
}

/** Peak RSS of `pid` while `work` runs. */
async function sampleWhile<T>(pid: number, work: () => Promise<T>): Promise<{ peakMiB: number; result: T }> {
  let peak = (await readRssMiB(pid)) ?? 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, (await readRssMiB(pid)) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  try {
    const result = await work();
    return { peakMiB: peak, result };
  } finally {
    running = false;
    await sampler;
  }
}

/** Reads the whole answer as a client would, counting bytes without keeping them. */
async function drain(url: string, token: string): Promise<number> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

const mib = (value: number) => `${value.toFixed(1)} MiB`;

export async function benchExportPart(say: (line: string) => void): Promise<void> {
  say(`\nExports: ${LEADS} leads on PGlite (NODE_ENV=production), server RSS sampled every ${SAMPLE_MS} ms`);
  const server = await spawnServer({ env: { NODE_ENV: "production", SMS_PROVIDER: "outbox", RESPONSE_VALIDATION: "0", SEED_DEMO: "1", LOG_LEVEL: "warn" } });
  const pid = server.child.pid!;
  try {
    const { token } = await signIn(server.url, { mobile: ACME_MOBILE });
    const filled = await fillLeads(server.url, token, LEADS);
    say(`- filled to ${LEADS} leads: ${filled.created} created in ${(filled.ms / 1000).toFixed(1)} s`);
    // Warm each route once so code loading and prepared statements are not counted as the export.
    await drain(`${server.url}/api/leads/export/file?format=csv`, token);
    await drain(`${server.url}/api/leads`, token);
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = await sampleWhile(pid, () => new Promise((resolve) => setTimeout(resolve, 1000)));
    const rows: Sampled[] = [];
    // Each request twice; the second is reported, once the first has grown whatever heap it needs.
    const run = async (label: string, path: string) => {
      await drain(`${server.url}${path}`, token);
      const beforeMiB = (await readRssMiB(pid)) ?? 0;
      const started = performance.now();
      const { peakMiB, result } = await sampleWhile(pid, () => drain(`${server.url}${path}`, token));
      rows.push({ label, beforeMiB, peakMiB, bytes: result, ms: performance.now() - started });
    };
    await run("GET /api/leads (one JSON string, baseline)", "/api/leads");
    for (const format of ["csv", "hubspot", "salesforce", "xlsx", "vcard"]) await run(`export ${format}`, `/api/leads/export/file?format=${format}`);
    const baselineGrowth = Math.max(0.1, rows[0]!.peakMiB - rows[0]!.beforeMiB);
    say(`- idle: ${mib(idle.peakMiB)} RSS`);
    for (const row of rows) {
      const growth = row.peakMiB - row.beforeMiB;
      say(
        `- ${row.label.padEnd(44)} peak ${mib(row.peakMiB).padStart(10)}  ×${(row.peakMiB / idle.peakMiB).toFixed(2)} of idle` +
          `  growth ${mib(Math.max(0, growth)).padStart(9)} (×${(Math.max(0, growth) / baselineGrowth).toFixed(2)} of the JSON list's)` +
          `  ${(row.bytes / 1024 / 1024).toFixed(1)} MiB in ${(row.ms / 1000).toFixed(2)} s`,
      );
    }
  } finally {
    await server.stop();
  }
}
