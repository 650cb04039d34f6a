// Steady traffic against a running server while a test breaks something under it: each lane sends
// one kind of request after another and records every answer with its timing, so the test can
// judge each request by when it was sent (before, during or after the fault).

export interface Sample {
  readonly lane: string;
  readonly startedAt: number;
  readonly endedAt: number;
  /** 0 when no answer came (connection failed, or the client gave up). */
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;
  readonly error?: string;
}

export interface LaneRequest {
  readonly method: string;
  readonly path: string;
  readonly token?: string;
  readonly json?: unknown;
}

export interface Lane {
  readonly name: string;
  /** The n-th request of this lane (n from 0). */
  next(n: number): LaneRequest;
  /** Called with each 2xx answer (e.g. to record an acknowledged id). */
  onSuccess?(body: unknown): void;
}

/** Longer than any answer the tests accept, so a hang shows as a slow sample instead of a stuck test. */
const CLIENT_TIMEOUT_MS = 15_000;

export class RequestLanes {
  readonly samples: Sample[] = [];
  private running = true;
  private readonly loops: Promise<void>[];

  private readonly origin: string;

  constructor(origin: string, lanes: readonly Lane[]) {
    this.origin = origin;
    this.loops = lanes.map((lane) => this.loop(lane));
  }

  private async loop(lane: Lane): Promise<void> {
    for (let n = 0; this.running; n++) {
      const request = lane.next(n);
      const headers: Record<string, string> = {};
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      if (request.json !== undefined) headers['content-type'] = 'application/json';
      const startedAt = performance.now();
      try {
        const response = await fetch(`${this.origin}${request.path}`, {
          method: request.method,
          headers,
          body: request.json === undefined ? undefined : JSON.stringify(request.json),
          signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
        });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: kept as text, and the test's checks on the envelope fail with it shown.
        }
        const sample = { lane: lane.name, startedAt, endedAt: performance.now(), status: response.status, body, retryAfter: response.headers.get('retry-after') };
        this.samples.push(sample);
        if (response.ok) lane.onSuccess?.(body);
      } catch (error) {
        this.samples.push({ lane: lane.name, startedAt, endedAt: performance.now(), status: 0, body: null, retryAfter: null, error: String(error) });
        // The server itself is gone (the test fails on it); do not spin.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }

  /** Samples of a lane (or all) that were sent at or after `from` and answered by `to`. */
  between(from: number, to: number, lane?: string): Sample[] {
    return this.samples.filter((s) => s.startedAt >= from && s.endedAt <= to && (lane === undefined || s.lane === lane));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

/** Polls `condition` every 20 ms until it holds; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, condition: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
