import { cpus, loadavg } from "node:os";
import pg from "pg";
import { createTestPostgresDatabase, testDatabaseServerUrl } from "../server/db/testing.ts";
import { spawnServer } from "../server/testing/spawn-server.ts";
import { startBaseline } from "./baseline-process.ts";
import { formatTable } from "./format-table.ts";
import { summarize, type LatencySummary } from "./latency.ts";
import { benchIp, prepareAccounts, type LoadAccount } from "./load-accounts.ts";
import { LoadClient, type Answer } from "./load-client.ts";
import { readCpuSeconds } from "./measure.ts";
import { findLostWrites, WriteLedger, type LeadState, type StoredLead, type StoredReferral } from "./write-ledger.ts";

// `npm run bench -- load`: many exhibitors at once against the real server on PostgreSQL. Each
// simulated exhibitor signs in through the OTP flow (code read from the dev outbox), then loops:
// dashboard, lead list, add a lead, edit it, register a referral on its pass. Every latency is
// kept per operation; the bare node:http baseline is driven by the same client with as many
// connections in the same run, so the figures also read as ratios. At the end every write the
// server acknowledged is looked up in PostgreSQL. Throws (after printing) when any request failed
// or any acknowledged write is missing or wrong.

const USERS = positiveInt("BENCH_LOAD_USERS", 200);
const SECONDS = positive("BENCH_LOAD_SECONDS", 60);
/** Pause between two steps of one exhibitor; 0 is a closed loop (the next request at once). */
const THINK_MS = nonNegative("BENCH_LOAD_THINK_MS", 0);
/** Exhibitors arrive spread over the first seconds instead of all in the same millisecond. */
const RAMP_SECONDS = Math.min(5, SECONDS / 4);
/** Extra exhibitors run the same loop before the clock starts, so JIT and pools are warm. */
const WARMUP_USERS = Math.min(20, USERS);
const WARMUP_SECONDS = Math.min(3, SECONDS / 4);
const BASELINE_SECONDS = Math.min(10, SECONDS);
/** Far more passes than a minute of registrations uses: a 409 would be a failure, not a limit. */
const PASSES_EACH = 100_000;
const LEADS_EACH = 20;
const AIM_P99_MS = 200;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

function positiveInt(name: string, fallback: number): number {
  const value = positive(name, fallback);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number`);
  return value;
}

function nonNegative(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be 0 or more`);
  return value;
}

const OPERATIONS = [
  "POST /api/auth/login-mobile-with-country",
  "GET /api/dev/outbox",
  "POST /api/auth/verify-otp-with-country",
  "GET /api/dashboard/analytics",
  "GET /api/leads",
  "POST /api/leads",
  "PUT /api/leads/{id}",
  "POST /api/referral-registration",
] as const;
type Operation = (typeof OPERATIONS)[number];

/** Latencies and failures per operation; a recorder that is off (the warm-up) keeps nothing. */
class Recorder {
  readonly samples = new Map<Operation, number[]>(OPERATIONS.map((op) => [op, []]));
  readonly errors = new Map<Operation, number>(OPERATIONS.map((op) => [op, 0]));
  readonly examples: string[] = [];

  readonly on: boolean;

  constructor(on: boolean) {
    this.on = on;
  }

  /** Records the answer; true when it is a success (2xx). */
  record(op: Operation, answer: Answer): boolean {
    const ok = answer.status >= 200 && answer.status < 300;
    if (!this.on) return ok;
    this.samples.get(op)!.push(answer.ms);
    if (!ok) {
      this.errors.set(op, this.errors.get(op)! + 1);
      if (this.examples.length < 10) {
        const what = answer.status === 0 ? (answer.error ?? "no answer") : `${answer.status} ${answer.body.slice(0, 200)}`;
        this.examples.push(`${op}: ${what}`);
      }
    }
    return ok;
  }
}

interface Shared {
  client: LoadClient;
  eventId: string;
  visitDate: string;
  ledger: WriteLedger;
  /** Numbers every lead and referral of the run, so each written row is distinct. */
  counter: { next: number };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Think time with ±50% jitter, so exhibitors do not fall into lock-step. */
const think = () => (THINK_MS > 0 ? sleep(THINK_MS * (0.5 + Math.random())) : Promise.resolve());

function parse<T>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

/** Signs in through the real OTP flow; undefined when a step failed (the caller tries again). */
async function signIn(shared: Shared, account: LoadAccount, rec: Recorder): Promise<string | undefined> {
  const { client } = shared;
  const phone = { mobile: account.mobile, phoneCode: "+91", event: shared.eventId };
  const sent = await client.call("POST", "/api/auth/login-mobile-with-country", { json: phone, ip: account.ip });
  if (!rec.record("POST /api/auth/login-mobile-with-country", sent)) return undefined;
  const outbox = await client.call("GET", `/api/dev/outbox?mobile=${account.mobile}`, { ip: account.ip });
  if (!rec.record("GET /api/dev/outbox", outbox)) return undefined;
  const otp = parse<{ data: Array<{ code: string | null }> }>(outbox)?.data.find((m) => m.code)?.code;
  if (!otp) return undefined;
  const verified = await client.call("POST", "/api/auth/verify-otp-with-country", { json: { ...phone, otp }, ip: account.ip });
  if (!rec.record("POST /api/auth/verify-otp-with-country", verified)) return undefined;
  return parse<{ token?: string }>(verified)?.token;
}

function newLead(n: number): LeadState {
  return {
    priority: (["high", "medium", "low"] as const)[n % 3]!,
    status: "new",
    remarks: `Met at the booth (${n}); asked about payloads and delivery times.`,
    fullName: `Load Visitor ${n}`,
    emailId: `load.visitor.${n}@example.com`,
    companyName: `Visitor Company ${n % 53}`,
    designation: n % 2 === 0 ? "Engineer" : "Buyer",
    phone: `+91 98${String(n % 100_000_000).padStart(8, "0")}`,
  };
}

const leadBody = (s: LeadState) => ({
  priority: s.priority,
  status: s.status,
  remarks: s.remarks,
  person: { fullName: s.fullName, emailId: s.emailId, companyName: s.companyName, designation: s.designation, phone: s.phone },
});

/** One simulated exhibitor from sign-in until `until` (performance.now() time). */
async function exhibitor(shared: Shared, account: LoadAccount, until: number, rec: Recorder): Promise<void> {
  const { client, ledger } = shared;
  const running = () => performance.now() < until;
  let token: string | undefined;
  while (!token && running()) {
    token = await signIn(shared, account, rec);
    if (!token) await sleep(1000);
  }
  while (running()) {
    rec.record("GET /api/dashboard/analytics", await client.call("GET", "/api/dashboard/analytics", { token, ip: account.ip }));
    await think();
    if (!running()) break;
    rec.record("GET /api/leads", await client.call("GET", "/api/leads", { token, ip: account.ip }));
    await think();
    if (!running()) break;

    const n = shared.counter.next++;
    const created = newLead(n);
    const createdAnswer = await client.call("POST", "/api/leads", { token, ip: account.ip, json: leadBody(created) });
    const leadId = rec.record("POST /api/leads", createdAnswer) ? parse<{ data: { _id: string } }>(createdAnswer)?.data._id : undefined;
    if (leadId) ledger.leadCreated(leadId, account.exhibitorId, created);
    await think();
    if (!running()) break;

    if (leadId) {
      const edit = { priority: "high", status: "contacted", remarks: `Called back after the show (${n}).`, person: { designation: "Head of Operations" } };
      const edited: LeadState = { ...created, priority: edit.priority, status: edit.status, remarks: edit.remarks, designation: edit.person.designation };
      const editAnswer = await client.call("PUT", `/api/leads/${leadId}`, { token, ip: account.ip, json: edit });
      if (rec.record("PUT /api/leads/{id}", editAnswer)) ledger.leadUpdated(leadId, edited);
      else ledger.leadUpdateUnconfirmed(leadId, edited);
      await think();
      if (!running()) break;
    }

    const guest = {
      passId: account.passId,
      firstName: "Guest",
      lastName: `Number ${n}`,
      emailId: `guest.${n}@example.com`,
      authenticationId: String(9_000_000_000 + (n % 1_000_000_000)),
    };
    const registered = await client.call("POST", "/api/referral-registration", {
      token,
      ip: account.ip,
      json: {
        ticketId: account.passId,
        firstName: guest.firstName,
        lastName: guest.lastName,
        emailId: guest.emailId,
        mobileNumber: { country: "91", number: guest.authenticationId },
        visitDate: shared.visitDate,
        passDay: "day1",
        agreeTerms: true,
      },
    });
    const registrationId = rec.record("POST /api/referral-registration", registered)
      ? parse<{ data: { _id: string } }>(registered)?.data._id
      : undefined;
    if (registrationId) ledger.referralRegistered(registrationId, account.exhibitorId, guest);
    await think();
  }
}

/** Runs every account's exhibitor, arrivals spread over `rampSeconds`; resolves when all stopped. */
async function runExhibitors(shared: Shared, accounts: LoadAccount[], seconds: number, rampSeconds: number, rec: Recorder) {
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    accounts.map(async (account, i) => {
      await sleep((rampSeconds * 1000 * i) / accounts.length);
      await exhibitor(shared, account, until, rec);
    }),
  );
  return (performance.now() - started) / 1000;
}

/** The bare node:http server under the same client and connection count: the same-run yardstick. */
async function runBaseline(seconds: number, connections: number): Promise<{ summary: LatencySummary; errors: number; perSecond: number }> {
  const server = await startBaseline();
  const client = new LoadClient(server.url);
  const samples: number[] = [];
  let errors = 0;
  try {
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const answer = await client.call("GET", "/");
          samples.push(answer.ms);
          if (answer.status !== 200) errors += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    return { summary: summarize(samples), errors, perSecond: samples.length / elapsed };
  } finally {
    client.close();
    await server.close();
  }
}

async function backendPids(client: pg.Client, databaseName: string): Promise<number[]> {
  const result = await client.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [databaseName]);
  return result.rows.map((r) => r.pid);
}

async function sumCpuSeconds(pids: number[]): Promise<number> {
  const each = await Promise.all(pids.map(readCpuSeconds));
  return each.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}

/** Reads back every row the ledger names and compares. */
async function verify(databaseUrl: string, ledger: WriteLedger) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const leadRows = await client.query<{
      id: string;
      exhibitor_id: string;
      priority: string;
      status: string;
      remarks: string | null;
      full_name: string;
      email_id: string | null;
      company_name: string | null;
      designation: string | null;
      phone: string | null;
    }>(
      `select id, exhibitor_id, priority, status, remarks, full_name, email_id, company_name, designation, phone
         from leads where id = any($1::uuid[])`,
      [[...ledger.leads.keys()]],
    );
    const storedLeads = new Map<string, StoredLead>(
      leadRows.rows.map((r) => [
        r.id,
        {
          exhibitorId: r.exhibitor_id,
          state: {
            priority: r.priority,
            status: r.status,
            remarks: r.remarks,
            fullName: r.full_name,
            emailId: r.email_id,
            companyName: r.company_name,
            designation: r.designation,
            phone: r.phone,
          },
        },
      ]),
    );
    const referralRows = await client.query<{
      id: string;
      exhibitor_id: string;
      pass_id: string;
      first_name: string;
      last_name: string;
      email_id: string | null;
      authentication_id: string | null;
    }>(
      `select id, exhibitor_id, pass_id, first_name, last_name, email_id, authentication_id
         from referral_registrations where id = any($1::uuid[])`,
      [[...ledger.referrals.keys()]],
    );
    const storedReferrals = new Map<string, StoredReferral>(
      referralRows.rows.map((r) => [
        r.id,
        {
          exhibitorId: r.exhibitor_id,
          state: { passId: r.pass_id, firstName: r.first_name, lastName: r.last_name, emailId: r.email_id, authenticationId: r.authentication_id },
        },
      ]),
    );
    return findLostWrites(ledger, storedLeads, storedReferrals);
  } finally {
    await client.end();
  }
}

const fixed = (value: number, digits = 0) =>
  Number.isNaN(value) ? "-" : value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

export async function benchMixedLoad(say: (line: string) => void): Promise<void> {
  say(
    `Mixed load: ${USERS} exhibitors for ${SECONDS}s on PostgreSQL (think time ${THINK_MS} ms, arrivals over ${fixed(RAMP_SECONDS, 1)} s; ${cpus().length} CPUs, Node ${process.version})`,
  );
  say(`- baseline: bare node:http small JSON, ${USERS} connections, ${BASELINE_SECONDS}s, same client (load average ${loadavg()[0]!.toFixed(1)})`);
  const baseline = await runBaseline(BASELINE_SECONDS, USERS);

  const database = await createTestPostgresDatabase("ep_bench_load");
  const admin = new pg.Client({ connectionString: testDatabaseServerUrl() });
  await admin.connect();
  let server: Awaited<ReturnType<typeof spawnServer>> | undefined;
  try {
    say("- starting the server (NODE_ENV=production, RESPONSE_VALIDATION=0, TRUST_PROXY=1)");
    server = await spawnServer({
      databaseUrl: database.url,
      env: {
        NODE_ENV: "production",
        SMS_PROVIDER: "outbox",
        RESPONSE_VALIDATION: "0",
        SEED_DEMO: "1",
        LOG_LEVEL: "warn",
        TRUST_PROXY: "1",
        // For profiling the server under this load: e.g. "--import ./start-profiler.mjs", a module
        // that starts node:inspector's profiler (Node refuses --cpu-prof in NODE_OPTIONS).
        ...(process.env["BENCH_SERVER_NODE_OPTIONS"] ? { NODE_OPTIONS: process.env["BENCH_SERVER_NODE_OPTIONS"] } : {}),
      },
    });
    const prepStarted = performance.now();
    const { accounts: all, visitDate } = await prepareAccounts(database.url, {
      count: USERS + WARMUP_USERS,
      passesEach: PASSES_EACH,
      leadsEach: LEADS_EACH,
    });
    say(
      `- ${all.length} exhibitors (${WARMUP_USERS} of them for the warm-up) added with add-exhibitor and allocate-passes (${PASSES_EACH} passes, ${LEADS_EACH} leads each) in ${((performance.now() - prepStarted) / 1000).toFixed(1)} s`,
    );
    const warmupAccounts = all.slice(USERS);
    const accounts = all.slice(0, USERS);

    const client = new LoadClient(server.url);
    const domain = await client.call("GET", "/api/auth/domain-event", { ip: benchIp(65_000) });
    const eventId = parse<{ data: { domainData: { event: { _id: string } } } }>(domain)?.data.domainData.event._id;
    if (!eventId) throw new Error(`GET /api/auth/domain-event answered ${domain.status}`);
    const ledger = new WriteLedger();
    const shared: Shared = { client, eventId, visitDate, ledger, counter: { next: 0 } };

    say(`- warm-up: ${WARMUP_USERS} other exhibitors, ${WARMUP_SECONDS}s (not measured; their writes are checked too)`);
    const warmup = new Recorder(false);
    await runExhibitors(shared, warmupAccounts, WARMUP_SECONDS, 0, warmup);

    const pid = server.child.pid!;
    const backends = await backendPids(admin, database.name);
    const cpuBefore = await readCpuSeconds(pid);
    const dbBefore = await sumCpuSeconds(backends);
    const clientBefore = process.cpuUsage();
    const loadBefore = loadavg()[0]!;
    say(`- measured run: ${USERS} exhibitors, ${SECONDS}s (load average ${loadBefore.toFixed(1)})`);
    const rec = new Recorder(true);
    const elapsed = await runExhibitors(shared, accounts, SECONDS, RAMP_SECONDS, rec);
    const clientCpu = process.cpuUsage(clientBefore);
    const cpuAfter = await readCpuSeconds(pid);
    const dbAfter = await sumCpuSeconds(backends);
    const loadAfter = loadavg()[0]!;
    client.close();

    // Report.
    const allSamples: number[] = [];
    let errors = 0;
    const rows = OPERATIONS.map((op) => {
      const samples = rec.samples.get(op)!;
      for (const ms of samples) allSamples.push(ms);
      errors += rec.errors.get(op)!;
      const s = summarize(samples);
      return [op, fixed(s.count), fixed(rec.errors.get(op)!), fixed(s.p50Ms, 1), fixed(s.p99Ms, 1), fixed(s.maxMs), fixed(s.count / elapsed)];
    });
    const total = summarize(allSamples);
    const perSecond = total.count / elapsed;
    rows.push(["all operations", fixed(total.count), fixed(errors), fixed(total.p50Ms, 1), fixed(total.p99Ms, 1), fixed(total.maxMs), fixed(perSecond)]);
    const b = baseline.summary;
    rows.push([`baseline node:http (${BASELINE_SECONDS}s)`, fixed(b.count), fixed(baseline.errors), fixed(b.p50Ms, 1), fixed(b.p99Ms, 1), fixed(b.maxMs), fixed(baseline.perSecond)]);
    say(`\nMixed load results (${USERS} exhibitors, ${fixed(elapsed, 1)} s measured, load average ${loadBefore.toFixed(1)} -> ${loadAfter.toFixed(1)})\n`);
    say(formatTable(["operation", "requests", "errors", "p50 ms", "p99 ms", "max ms", "req/s"], rows));
    say(
      `\nvs baseline (same client, ${USERS} connections): ${fixed((perSecond / baseline.perSecond) * 100, 1)}% of its req/s; p50 ${fixed(total.p50Ms / b.p50Ms, 1)}x, p99 ${fixed(total.p99Ms / b.p99Ms, 1)}x its latency`,
    );
    const perRequest = (before: number | null, after: number | null) =>
      before !== null && after !== null && total.count > 0 ? ((after - before) * 1000) / total.count : NaN;
    const clientMs = (clientCpu.user + clientCpu.system) / 1000 / total.count;
    say(
      `CPU per request: server ${fixed(perRequest(cpuBefore, cpuAfter), 2)} ms, PostgreSQL ${fixed(perRequest(dbBefore, dbAfter), 2)} ms (${backends.length} backends), load generator ${fixed(clientMs, 2)} ms (same ${cpus().length} cores)`,
    );
    for (const example of rec.examples) say(`error: ${example}`);

    const lost = await verify(database.url, ledger);
    say(
      `\nacknowledged writes: ${ledger.leads.size} leads created, ${ledger.leadUpdates} lead edits, ${ledger.referrals.size} referral registrations (warm-up included)`,
    );
    say(`lost writes: ${lost.length}`);
    for (const write of lost.slice(0, 10)) say(`  lost ${write.kind} ${write.id}: ${write.reason}`);
    // The aim holds for every operation on its own, not only for the mix.
    const worst = OPERATIONS.map((op) => ({ op, p99: summarize(rec.samples.get(op)!).p99Ms })).reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const met = errors === 0 && lost.length === 0 && total.p99Ms < AIM_P99_MS && worst.p99 < AIM_P99_MS;
    say(
      `aim (0 errors, 0 lost writes, p99 < ${AIM_P99_MS} ms): ${met ? "met" : "missed"} (${errors} errors, ${lost.length} lost, p99 ${fixed(total.p99Ms, 1)} ms overall, worst ${worst.op} ${fixed(worst.p99, 1)} ms)`,
    );
    if (errors > 0 || lost.length > 0) throw new Error(`the mixed load had ${errors} failed requests and ${lost.length} lost writes (see above)`);
  } catch (error) {
    if (server) process.stderr.write(`Server output (last lines):\n${server.output().slice(-4000)}\n`);
    throw error;
  } finally {
    await server?.stop();
    await admin.end();
    await database.drop();
  }
}
