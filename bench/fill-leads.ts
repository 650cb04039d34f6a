// Brings the signed-in exhibitor to exactly `target` leads through the public API (POST /api/leads),
// the same path a client takes, so both databases are filled the same way.

const priorities = ["high", "medium", "low"] as const;

interface Envelope {
  data?: unknown[];
  message?: string;
}

async function countLeads(origin: string, token: string): Promise<number> {
  const response = await fetch(`${origin}/api/leads`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/leads answered ${response.status}`);
  const body = (await response.json()) as Envelope;
  return body.data?.length ?? 0;
}

async function createLead(origin: string, token: string, n: number): Promise<void> {
  const response = await fetch(`${origin}/api/leads`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      priority: priorities[n % 3],
      status: n % 4 === 0 ? "contacted" : "new",
      remarks: `Visitor ${n} asked about robot arm payloads and lead times.`,
      person: {
        fullName: `Visitor ${n}`,
        emailId: `visitor${n}@example.com`,
        companyName: `Company ${n % 97}`,
        designation: n % 2 === 0 ? "Engineer" : "Buyer",
        phone: `+91 98${String(n).padStart(8, "0")}`,
      },
    }),
  });
  if (response.status !== 201) {
    const body = (await response.json().catch(() => ({}))) as Envelope;
    throw new Error(`POST /api/leads answered ${response.status}: ${body.message ?? ""}`);
  }
}

/** Returns how many leads were created and how long it took (ms). */
export async function fillLeads(origin: string, token: string, target: number): Promise<{ created: number; ms: number }> {
  const started = performance.now();
  const missing = Math.max(0, target - (await countLeads(origin, token)));
  let next = 0;
  // A few requests in flight: fast enough, and far from the benchmark's own load.
  const worker = async () => {
    while (next < missing) {
      const n = next++;
      await createLead(origin, token, n);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const count = await countLeads(origin, token);
  if (count !== target) throw new Error(`Expected ${target} leads, the list has ${count}`);
  return { created: missing, ms: performance.now() - started };
}
