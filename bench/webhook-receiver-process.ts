// The webhooks bench's receiver, in a process of its own so that answering a thousand deliveries
// does not share the event loop that times the lead writes. Started with fork(): it listens on a
// free port of 127.0.0.1, answers POST /slow after 500 ms, and tells its parent the port; asked
// with "count", it answers how many distinct webhook-ids it has answered and when (epoch ms) the
// last answer went out.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const SLOW_MS = Number(process.env["RECEIVER_DELAY_MS"] ?? 500);
const answered = new Map<string, number>();
const now = () => performance.timeOrigin + performance.now();

const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    setTimeout(() => {
      response.writeHead(200).end();
      const id = request.headers["webhook-id"];
      if (typeof id === "string" && !answered.has(id)) answered.set(id, now());
    }, SLOW_MS);
  });
});

server.listen(0, "127.0.0.1", () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});

process.on("message", (message) => {
  if (message === "count") process.send?.({ count: answered.size, lastAt: answered.size === 0 ? null : Math.max(...answered.values()) });
  if (message === "stop") server.close(() => process.exit(0));
});
