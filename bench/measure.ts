import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

export interface LoadOptions {
  title: string;
  url: string;
  token?: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** The server process, whose CPU time is read around the measured run. */
  pid?: number;
  /** PostgreSQL backend processes serving the server; their CPU is read the same way. */
  databasePids?: () => Promise<number[]>;
  /** Seconds autocannon waits for an answer before counting a timeout; its default is 10. */
  timeoutSeconds?: number;
}

export interface Figures {
  title: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The slowest answered request: shows whether a raised timeout was actually needed. */
  maxMs: number;
  /** Connection errors and timeouts reported by autocannon. */
  errors: number;
  non2xx: number;
  totalRequests: number;
  /** Average response size in bytes, to show how much JSON each request carried. */
  bytesPerResponse: number;
  /**
   * Server CPU time (user + system) per answered request, in ms. Unlike req/s it hardly moves when
   * other processes compete for the cores, so it is the figure to compare between runs.
   */
  cpuMsPerRequest: number | null;
  /** CPU of the PostgreSQL backends per answered request, in ms (PGlite runs inside the server). */
  dbCpuMsPerRequest: number | null;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// A short unmeasured run first: JIT, connection pools and PostgreSQL's plan cache settle before
// the measured run, so the figures describe the steady state rather than start-up.
export async function measure(opts: LoadOptions): Promise<Figures> {
  const common: autocannon.Options = {
    url: opts.url,
    connections: opts.connections,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    timeout: opts.timeoutSeconds ?? 10,
  };
  if (opts.warmupSeconds > 0) await run({ ...common, duration: opts.warmupSeconds });
  // Backends are listed after the warm-up, when the server's pool holds all its connections.
  const backends = opts.databasePids ? await opts.databasePids() : [];
  const cpuBefore = opts.pid ? await readCpuSeconds(opts.pid) : null;
  const dbBefore = await sumCpuSeconds(backends);
  const result = await run({ ...common, title: opts.title, duration: opts.seconds });
  const cpuAfter = opts.pid ? await readCpuSeconds(opts.pid) : null;
  const dbAfter = await sumCpuSeconds(backends);
  const total = result.requests.total;
  const perRequest = (before: number | null, after: number | null) =>
    before !== null && after !== null && total > 0 ? ((after - before) * 1000) / total : null;
  return {
    title: opts.title,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    // autocannon counts timeouts among the errors already.
    errors: result.errors,
    non2xx: result.non2xx,
    totalRequests: total,
    bytesPerResponse: total > 0 ? Math.round(result.throughput.total / total) : 0,
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter),
    dbCpuMsPerRequest: backends.length > 0 ? perRequest(dbBefore, dbAfter) : null,
  };
}

/** Resident set size of a process in MiB, from /proc (Linux), or null elsewhere. */
export async function readRssMiB(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

// Linux reports process times in clock ticks; 100 per second on every common kernel configuration.
const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far, from /proc/<pid>/stat, or null elsewhere. */
export async function readCpuSeconds(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return (utime + stime) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Summed CPU seconds of several processes; one that ended meanwhile counts as zero. */
async function sumCpuSeconds(pids: number[]): Promise<number> {
  const each = await Promise.all(pids.map(readCpuSeconds));
  return each.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}
