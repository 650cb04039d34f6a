// `npm run bench -- webhooks`: does sending webhooks slow the lead writes that cause them? The real
// server in its own process creates 1,000 leads through POST /api/leads, each run on a fresh
// database: with no webhook endpoint (the baseline, measured in the same run), and with two
// endpoints listening for lead.created, one answering after 500 ms and one down (connection
// refused), alternating for a few rounds because one p99 on a shared machine is mostly noise.
// Printed: p50/p99/max of the writes (medians of the rounds) and the p99 ratio (aim: within 1.1x),
// and how long until every delivery to the slow but healthy endpoint had succeeded. The server runs
// in development mode because its receivers are on this machine (production refuses loopback), with
// response validation off as in production, and a short retry schedule so the down endpoint's
// retries end within the run.
import { loadavg } from "node:os";
import { createTestPostgresDatabase } from "../server/db/testing.ts";
import { signIn } from "../server/testing/sign-in.ts";
import { freePort, spawnServer, type SpawnedServer } from "../server/testing/spawn-server.ts";
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { formatTable } from "./format-table.ts";
import { percentile, timeLeadWrites, type WriteTimes } from "./webhook-writes.ts";

const LEADS = Number(process.env["BENCH_WEBHOOK_LEADS"] ?? 1000);
const WARMUP = 50;
const IN_FLIGHT = Number(process.env["BENCH_WEBHOOK_IN_FLIGHT"] ?? 8);
const ROUNDS = Number(process.env["BENCH_WEBHOOK_ROUNDS"] ?? 3);
const SLOW_MS = 500;
const ACME_MOBILE = "9876543210";
const SERVER_ENV = { SMS_PROVIDER: "outbox", RESPONSE_VALIDATION: "0", SEED_DEMO: "1", LOG_LEVEL: "warn", WEBHOOK_RETRY_SECONDS: "1,2,4" };
/** How long the deliveries may take after the last write before the run gives up on them. */
const DELIVERY_LIMIT_MS = 300_000;

interface Run {
  label: string;
  writes: WriteTimes;
  /** From the first write to the last delivery the healthy endpoint answered; null without endpoints. */
  deliveredAt: number | null;
  /** What became of the endpoint that was down. */
  downNote: string | null;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

async function api(server: SpawnedServer, token: string, method: string, path: string, json?: unknown) {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json === undefined ? {} : { "content-type": "application/json" }) },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  const body = (await response.json()) as { data?: any; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${body.message ?? ""}`);
  return body.data;
}

interface Receiver {
  origin: string;
  /** Distinct deliveries answered, and when the last answer went out (epoch ms). */
  count(): Promise<{ count: number; lastAt: number | null }>;
  stop(): Promise<void>;
}

/** The healthy endpoint, in its own process (webhook-receiver-process.ts). */
async function startReceiver(): Promise<Receiver> {
  const script = fileURLToPath(new URL("./webhook-receiver-process.ts", import.meta.url));
  const child: ChildProcess = fork(script, [], { execArgv: ["--import", "tsx"], env: { ...process.env, RECEIVER_DELAY_MS: String(SLOW_MS) } });
  const [ready] = (await once(child, "message")) as [{ port: number }];
  return {
    origin: `http://127.0.0.1:${ready.port}`,
    async count() {
      child.send("count");
      const [answer] = (await once(child, "message")) as [{ count: number; lastAt: number | null }];
      return answer;
    },
    async stop() {
      child.send("stop");
      await once(child, "exit");
    },
  };
}

/** Waits until the receiver has answered `count` distinct deliveries; when the last answer went out (epoch ms). */
async function allAnswered(receiver: Receiver, count: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const seen = await receiver.count();
    if (seen.count >= count) return seen.lastAt!;
    if (Date.now() - started > DELIVERY_LIMIT_MS) throw new Error(`only ${seen.count} of ${count} deliveries arrived at ${receiver.origin}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function measureRun(label: string, withEndpoints: boolean, databaseUrl: string | undefined, say: (line: string) => void): Promise<Run> {
  const server = await spawnServer({ ...(databaseUrl ? { databaseUrl } : {}), env: SERVER_ENV });
  const receiver = await startReceiver();
  try {
    const { token } = await signIn(server.url, { mobile: ACME_MOBILE });
    let down: { _id: string } | undefined;
    if (withEndpoints) {
      await api(server, token, "POST", "/webhooks", { url: `${receiver.origin}/slow`, description: "Slow CRM", events: ["lead.created"] });
      // A port nothing listens on: every attempt is refused at once.
      down = (await api(server, token, "POST", "/webhooks", { url: `http://127.0.0.1:${await freePort()}/down`, description: "Down", events: ["lead.created"] })).endpoint;
    }
    await timeLeadWrites(server.url, token, `${label}-warmup`, WARMUP, IN_FLIGHT);
    const writes = await timeLeadWrites(server.url, token, label, LEADS, IN_FLIGHT);
    say(`- ${label}: ${LEADS} leads written in ${seconds(writes.endedAt - writes.startedAt)} (load average ${loadavg()[0]!.toFixed(1)})`);
    if (!withEndpoints) return { label, writes, deliveredAt: null, downNote: null };
    // The warm-up's deliveries are the healthy endpoint's too: all of them are waited for.
    const last = (await allAnswered(receiver, WARMUP + LEADS)) - performance.timeOrigin;
    const endpoints = (await api(server, token, "GET", "/webhooks")) as Array<{ _id: string; status: string; pausedReason: string | null; consecutiveFailures: number }>;
    const downNow = endpoints.find((endpoint) => endpoint._id === down!._id)!;
    const downNote = `${downNow.status}${downNow.pausedReason ? ` (${downNow.pausedReason})` : ""}, ${downNow.consecutiveFailures} failures in a row`;
    return { label, writes, deliveredAt: last - writes.startedAt, downNote };
  } catch (error) {
    process.stderr.write(`Server output (last lines):\n${server.output().slice(-4000)}\n`);
    throw error;
  } finally {
    await receiver.stop();
    await server.stop();
  }
}

const median = (values: readonly number[]) => percentile(values, 0.5);

async function benchDatabase(kind: "PGlite" | "PostgreSQL", say: (line: string) => void): Promise<string[][]> {
  say(`\n${kind}: ${LEADS} leads through POST /api/leads, ${IN_FLIGHT} in flight, after ${WARMUP} unmeasured; ${ROUNDS} rounds of each, alternating`);
  const run = async (label: string, endpoints: boolean) => {
    // Each run on a database of its own, so every run starts from the same rows.
    if (kind === "PGlite") return measureRun(label, endpoints, undefined, say);
    const fresh = await createTestPostgresDatabase("ep_bench_webhooks");
    try {
      return await measureRun(label, endpoints, fresh.url, say);
    } finally {
      await fresh.drop();
    }
  };
  const baselines: Run[] = [];
  const hooked: Run[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    baselines.push(await run(`no endpoints, round ${round}`, false));
    hooked.push(await run(`two endpoints, round ${round}`, true));
  }
  const p99 = (runs: Run[]) => median(runs.map((one) => percentile(one.writes.ms, 0.99)));
  const p50 = (runs: Run[]) => median(runs.map((one) => percentile(one.writes.ms, 0.5)));
  const max = (runs: Run[]) => median(runs.map((one) => Math.max(...one.writes.ms)));
  const delivered = median(hooked.map((one) => one.deliveredAt!));
  const afterLast = median(hooked.map((one) => one.deliveredAt! - (one.writes.endedAt - one.writes.startedAt)));
  const ratio = p99(hooked) / p99(baselines);
  say(`- ${kind}: every delivery to the ${SLOW_MS} ms endpoint succeeded ${seconds(delivered)} after the first write, ${seconds(afterLast)} after the last (medians)`);
  say(`- ${kind}: the endpoint that was down: ${hooked.map((one) => one.downNote).join("; ")}`);
  say(`- ${kind}: p99 of each round with endpoints against the round before without: ${hooked.map((one, n) => `${(percentile(one.writes.ms, 0.99) / percentile(baselines[n]!.writes.ms, 0.99)).toFixed(2)}x`).join(", ")}`);
  say(`- ${kind}: aim (median p99 of the lead writes within 1.1x of no endpoints): ${ratio <= 1.1 ? "met" : "missed"} (${ratio.toFixed(2)}x)`);
  return [
    [`${kind} no endpoints`, ms(p50(baselines)), ms(p99(baselines)), ms(max(baselines)), "-", "-"],
    [`${kind} two endpoints`, ms(p50(hooked)), ms(p99(hooked)), ms(max(hooked)), `${ratio.toFixed(2)}x`, seconds(delivered)],
  ];
}

export async function benchWebhooksPart(say: (line: string) => void): Promise<void> {
  say(`Webhooks: lead writes with a healthy endpoint answering in ${SLOW_MS} ms and one down, against none (NODE_ENV unset so the receivers may be local; RESPONSE_VALIDATION=0; WEBHOOK_RETRY_SECONDS=1,2,4)`);
  const rows = [...(await benchDatabase("PGlite", say)), ...(await benchDatabase("PostgreSQL", say))];
  say("");
  say(`Medians of ${ROUNDS} rounds (load average ${loadavg()[0]!.toFixed(1)} at the end)`);
  say(formatTable(["run", "write p50", "write p99", "write max", "p99 vs none", "all delivered"], rows));
}
