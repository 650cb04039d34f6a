// A fixed piece of CPU work timed at the start of the unit stage, so a stage's time can be read
// against how fast the machine was that minute (shared CI machines vary two- or threefold).
import { createHash } from "node:crypto";

const started = performance.now();
let digest = Buffer.alloc(32);
for (let round = 0; round < 400_000; round++) digest = createHash("sha256").update(digest).digest();
let text = "";
for (let round = 0; round < 200; round++) {
  const items = Array.from({ length: 2000 }, (_, n) => ({ n, label: `item ${n}` }));
  text = JSON.stringify(JSON.parse(JSON.stringify({ round, items })));
}
const ms = Math.round(performance.now() - started);
// The digest and length are printed so the work cannot be skipped as unused.
console.info(`Speed reference: ${ms} ms of fixed work (${digest.toString("hex").slice(0, 8)}, ${text.length} chars); an idle 2-core machine takes about 1,300 ms`);
