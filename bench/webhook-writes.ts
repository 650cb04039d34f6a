// The lead writes of the webhooks bench: leads created one by one through POST /api/leads, a few
// in flight, each timed from the request to its answer, as a client at the booth makes them.

export interface WriteTimes {
  /** Milliseconds per write, in the order they finished. */
  ms: number[];
  startedAt: number;
  endedAt: number;
}

async function createLead(origin: string, token: string, run: string, n: number): Promise<number> {
  const slug = run.replace(/[^a-z0-9]+/giu, "-");
  const started = performance.now();
  const response = await fetch(`${origin}/api/leads`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      priority: n % 2 === 0 ? "high" : "medium",
      remarks: `Visitor ${n} asked about robot arm payloads.`,
      person: {
        fullName: `Visitor ${run} ${n}`,
        emailId: `visitor.${slug}.${n}@example.com`,
        companyName: `Company ${n % 97}`,
        designation: n % 2 === 0 ? "Engineer" : "Buyer",
        phone: `+91 98${String(n).padStart(8, "0")}`,
      },
    }),
  });
  const ms = performance.now() - started;
  if (response.status !== 201) throw new Error(`POST /api/leads answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer().catch(() => undefined);
  return ms;
}

/** Creates `count` leads with `inFlight` requests at a time; `run` keeps their e-mails apart from other runs'. */
export async function timeLeadWrites(origin: string, token: string, run: string, count: number, inFlight: number): Promise<WriteTimes> {
  const ms: number[] = [];
  const startedAt = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < count) ms.push(await createLead(origin, token, run, next++));
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { ms, startedAt, endedAt: performance.now() };
}

export function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}
