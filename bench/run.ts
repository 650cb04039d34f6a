import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createTestPostgresDatabase, testDatabaseServerUrl } from "../server/db/testing.ts";
import { signIn } from "../server/testing/sign-in.ts";
import { spawnServer } from "../server/testing/spawn-server.ts";
import { startBaseline } from "./baseline-process.ts";
import { measureBundle } from "./bundle.ts";
import { formatBundleReport } from "./bundle-format.ts";
import { fillLeads } from "./fill-leads.ts";
import { formatTable } from "./format-table.ts";
import { measure, readRssMiB, type Figures } from "./measure.ts";
import { benchLeadsRenderPart } from "./leads-render.ts";
import { benchLighthousePart } from "./lighthouse.ts";
import { benchMixedLoad } from "./mixed-load.ts";
import { benchScanPart } from "./scan.ts";
import { benchExportPart } from "./export.ts";
import { benchCardPart } from "./card.ts";
import { benchWebhooksPart } from "./webhooks.ts";

// `npm run bench`: the bundle report (bundle.ts), then a bare node:http JSON baseline and the real
// server (production settings) on PGlite and on PostgreSQL, each answering authenticated
// GET /api/leads (1,000 leads) and GET /api/company under 50 connections. Prints figures only;
// exits non-zero when a measurement could not be made or any request failed, because figures built
// on errors mean nothing. `npm run bench -- bundle` (or BENCH_ONLY=bundle) runs the bundle report
// alone, `-- http` the HTTP measurements alone, `-- leads` the Lead Management screen in Chromium
// with 100 and 10,000 leads (leads-render.ts), `-- scan` badge scanning: frame to saved and the
// sync of 500 queued scans (scan.ts), `-- lighthouse` Lighthouse's mobile preset on the bare page and
// the portal's screens (lighthouse.ts), `-- export` 10,000 leads exported in every format with the
// server's memory sampled (export.ts), `-- card` business cards read on the device by tesseract.js in
// Chromium against Debian's tesseract command (card.ts), `-- webhooks` lead writes with and without
// webhook endpoints (one slow, one down) and the time until every delivery arrived (webhooks.ts).

const PARTS = ["bundle", "http", "leads", "load", "scan", "lighthouse", "export", "card", "webhooks"] as const;
type Part = (typeof PARTS)[number];
const ONLY = only(process.env["BENCH_ONLY"] ?? process.argv[2]);
const SECONDS = positive("BENCH_SECONDS", 10);
const CONNECTIONS = positive("BENCH_CONNECTIONS", 50);
const WARMUP_SECONDS = Math.min(3, Math.max(1, Math.round(SECONDS / 5)));
// PGlite runs one query at a time inside the server, so under 50 connections some 1,000-lead reads
// queue for longer than autocannon's default 10 s although every one of them is answered. Its rows
// wait longer, so the figures describe slow answers instead of dropping them as errors.
const DEFAULT_TIMEOUT_SECONDS = 10;
const PGLITE_TIMEOUT_SECONDS = positive("BENCH_PGLITE_TIMEOUT_SECONDS", 60);
const LEADS = 1000;
const ACME_MOBILE = "9876543210";

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

function only(value: string | undefined): Part | undefined {
  if (value === undefined || value === "") return undefined;
  if ((PARTS as ReadonlyArray<string>).includes(value)) return value as Part;
  throw new Error(`Unknown bench part "${value}": use one of ${PARTS.join(", ")}, or nothing for all`);
}

interface Row extends Figures {
  target: string;
  /** Which baseline row this row is compared with. */
  baseline: "small" | "leads";
  rssMiB: number | null;
  /** One-minute load average when the measurement started: how busy the machine was. */
  load: number;
}

const rows: Row[] = [];
const say = (line: string) => process.stdout.write(`${line}\n`);

/** Process ids of the PostgreSQL backends connected to one database (same machine only). */
async function backendPids(databaseName: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: testDatabaseServerUrl() });
  await client.connect();
  try {
    const result = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [databaseName]);
    return result.rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

async function bench(
  target: string,
  baseline: Row["baseline"],
  url: string,
  pid: number,
  token?: string,
  databasePids?: () => Promise<number[]>,
  timeoutSeconds = DEFAULT_TIMEOUT_SECONDS,
): Promise<Row> {
  const load = loadavg()[0]!;
  say(
    `- ${target}: ${WARMUP_SECONDS}s warm-up, ${SECONDS}s measured, ${CONNECTIONS} connections, ${timeoutSeconds}s timeout (load average ${load.toFixed(1)})`,
  );
  const figures = await measure({
    timeoutSeconds,
    pid,
    ...(databasePids ? { databasePids } : {}),
    title: target,
    url,
    ...(token ? { token } : {}),
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });
  const row: Row = { ...figures, target, baseline, rssMiB: await readRssMiB(pid), load };
  rows.push(row);
  return row;
}

async function benchBaseline(label: string, kind: Row["baseline"], bodyFile?: string): Promise<void> {
  const server = await startBaseline(bodyFile);
  try {
    await bench(label, kind, server.url, server.pid);
  } finally {
    await server.close();
  }
}

/** Measures one database; returns the leads answer so the large baseline can serve the same JSON. */
async function benchServer(kind: "PGlite" | "PostgreSQL", database?: { url: string; name: string }): Promise<string> {
  const databaseUrl = database?.url;
  const databasePids = database ? () => backendPids(database.name) : undefined;
  say(`\n${kind}: starting the server (NODE_ENV=production, RESPONSE_VALIDATION=0)`);
  // Its own process, as production runs it: sharing the load generator's event loop would blur both.
  const server = await spawnServer({
    ...(databaseUrl ? { databaseUrl } : {}),
    env: { NODE_ENV: "production", SMS_PROVIDER: "outbox", RESPONSE_VALIDATION: "0", SEED_DEMO: "1", LOG_LEVEL: "warn" },
  });
  const pid = server.child.pid!;
  try {
    const { token } = await signIn(server.url, { mobile: ACME_MOBILE });
    const filled = await fillLeads(server.url, token, LEADS);
    say(`- filled to ${LEADS} leads: ${filled.created} created through POST /api/leads in ${(filled.ms / 1000).toFixed(1)} s`);
    const leadsBody = await (await fetch(`${server.url}/api/leads`, { headers: { authorization: `Bearer ${token}` } })).text();
    const timeoutSeconds = kind === "PGlite" ? PGLITE_TIMEOUT_SECONDS : DEFAULT_TIMEOUT_SECONDS;
    await bench(`${kind} GET /api/leads`, "leads", `${server.url}/api/leads`, pid, token, databasePids, timeoutSeconds);
    await bench(`${kind} GET /api/company`, "small", `${server.url}/api/company`, pid, token, databasePids, timeoutSeconds);
    return leadsBody;
  } catch (error) {
    process.stderr.write(`Server output (last lines):\n${server.output().slice(-4000)}\n`);
    throw error;
  } finally {
    await server.stop();
  }
}

function fixed(value: number, digits = 0): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function report(): void {
  const base = {
    small: rows.find((r) => r.baseline === "small" && r.target.startsWith("baseline")),
    leads: rows.find((r) => r.baseline === "leads" && r.target.startsWith("baseline")),
  };
  // Baselines first, then each database: the reading order of the table.
  const order = (r: Row) => (r.target.startsWith("baseline") ? 0 : r.target.startsWith("PGlite") ? 1 : 2);
  const sorted = [...rows].sort((a, b) => order(a) - order(b));
  const table = sorted.map((r) => {
    const reference = base[r.baseline];
    const ratio = reference && reference.requestsPerSecond > 0 ? r.requestsPerSecond / reference.requestsPerSecond : NaN;
    return [
      r.target,
      fixed(r.requestsPerSecond),
      fixed(r.p50Ms, 1),
      fixed(r.p99Ms, 1),
      fixed(r.maxMs),
      Number.isNaN(ratio) ? "-" : `${fixed(ratio * 100)}% of ${r.baseline}`,
      fixed(r.errors),
      fixed(r.non2xx),
      fixed(r.bytesPerResponse),
      r.cpuMsPerRequest === null ? "-" : fixed(r.cpuMsPerRequest, 2),
      r.dbCpuMsPerRequest === null ? "-" : fixed(r.dbCpuMsPerRequest, 2),
      r.rssMiB === null ? "-" : fixed(r.rssMiB),
      fixed(r.load, 1),
    ];
  });
  say(`\nResults (${CONNECTIONS} connections, ${SECONDS}s each after ${WARMUP_SECONDS}s warm-up; ${cpus().length} CPUs, Node ${process.version})\n`);
  say(formatTable(["target", "req/s", "p50 ms", "p99 ms", "max ms", "vs baseline", "errors", "non-2xx", "bytes/resp", "CPU ms/req", "DB CPU ms/req", "RSS MiB", "load"], table));
  const pg = rows.filter((r) => r.target.startsWith("PostgreSQL"));
  for (const r of pg) {
    const reference = base[r.baseline];
    if (!reference) continue;
    const share = r.requestsPerSecond / reference.requestsPerSecond;
    const met = share >= 0.3 && r.p99Ms < 50;
    say(`aim (>= 30% of baseline req/s, p99 < 50 ms) for ${r.target}: ${met ? "met" : "missed"} (${fixed(share * 100)}%, p99 ${fixed(r.p99Ms, 1)} ms)`);
  }
}

async function benchBundle(): Promise<void> {
  say("Bundle: gzip bytes of the sign-in screen, and of the organiser's console beside it, against a bare React + ReactDOM page");
  const report = await measureBundle(say);
  say(`\n${formatBundleReport(report)}\n`);
}

async function benchHttp(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), "exhibitor-portal-bench-body-"));
  try {
    say("Baseline: bare node:http, small fixed JSON envelope (the size of a /api/company answer)");
    await benchBaseline("baseline node:http small JSON", "small");

    const leadsBody = await benchServer("PGlite");

    // The same bytes as the real leads answer, parsed once and re-serialised per request.
    const bodyFile = join(scratch, "leads.json");
    await writeFile(bodyFile, leadsBody);
    say(`\nBaseline: bare node:http, the /api/leads answer (${fixed(Buffer.byteLength(leadsBody))} bytes) re-serialised per request`);
    await benchBaseline("baseline node:http leads JSON", "leads", bodyFile);

    const database = await createTestPostgresDatabase("ep_bench");
    try {
      await benchServer("PostgreSQL", database);
    } finally {
      await database.drop();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
    report();
  }
}

async function main(): Promise<void> {
  let failed = false;
  // The bundle first: its builds and browser are done before any load is measured.
  for (const [part, run] of [
    ["bundle", benchBundle],
    ["http", benchHttp],
    ["leads", () => benchLeadsRenderPart(say)],
    ["load", () => benchMixedLoad(say)],
    ["scan", () => benchScanPart(say)],
    ["lighthouse", () => benchLighthousePart(say)],
    ["export", () => benchExportPart(say)],
    ["card", () => benchCardPart(say)],
    ["webhooks", () => benchWebhooksPart(say)],
  ] as const) {
    if (ONLY !== undefined && ONLY !== part) continue;
    try {
      await run();
    } catch (error) {
      failed = true;
      process.stderr.write(`The ${part} benchmark stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
  }
  const errored = rows.filter((r) => r.errors > 0 || r.non2xx > 0);
  for (const r of errored) say(`errors in ${r.target}: ${r.errors} connection errors, ${r.non2xx} non-2xx answers`);
  process.exit(failed || errored.length > 0 ? 1 : 0);
}

void main();
