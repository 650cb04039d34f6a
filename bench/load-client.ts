import { Agent, request } from "node:http";

// The load generator's HTTP client: node:http over one keep-alive agent, so each simulated
// exhibitor keeps its connection open as a browser does, and nothing but Node itself sits between
// the clock and the socket. Latency is taken from just before the request is written until the
// last byte of the answer has arrived.

export interface Answer {
  /** 0 when no answer came (connection error, timeout). */
  status: number;
  body: string;
  ms: number;
  /** The connection error or timeout, when there was one. */
  error?: string;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  /** Sent as X-Forwarded-For: the server runs with TRUST_PROXY=1, so each exhibitor has its own address. */
  ip?: string;
}

export class LoadClient {
  private readonly agent: Agent;
  private readonly host: string;
  private readonly port: number;

  private readonly timeoutMs: number;

  constructor(origin: string, timeoutMs = 30_000) {
    this.timeoutMs = timeoutMs;
    const url = new URL(origin);
    this.host = url.hostname;
    this.port = Number(url.port);
    this.agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  }

  call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.token) headers["authorization"] = `Bearer ${options.token}`;
    if (options.ip) headers["x-forwarded-for"] = options.ip;
    let payload: string | undefined;
    if (options.json !== undefined) {
      payload = JSON.stringify(options.json);
      headers["content-type"] = "application/json";
      headers["content-length"] = String(Buffer.byteLength(payload));
    }
    return new Promise((resolve) => {
      const started = performance.now();
      let settled = false;
      const finish = (answer: Omit<Answer, "ms">) => {
        if (settled) return;
        settled = true;
        resolve({ ...answer, ms: performance.now() - started });
      };
      const req = request({ host: this.host, port: this.port, method, path, headers, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => finish({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (error) => finish({ status: 0, body: "", error: error.message }));
      });
      req.setTimeout(this.timeoutMs, () => req.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
      req.on("error", (error) => finish({ status: 0, body: "", error: error.message }));
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
