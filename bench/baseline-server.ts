import { createServer } from "node:http";
import { readFileSync } from "node:fs";

// The floor every figure is compared with: Node's own HTTP server answering JSON, no framework,
// no database. Run as its own process so it never shares an event loop with the load generator.
//
// BASELINE_BODY_FILE names a JSON file whose parsed value is re-serialised on every request (the
// same work a real handler's JSON.stringify does); without it a small fixed envelope is answered.

const file = process.env.BASELINE_BODY_FILE;
const payload: unknown = file
  ? JSON.parse(readFileSync(file, "utf8"))
  : { success: true, data: { name: "Acme Robotics", logoUrl: "", boothNumber: "A-12" } };

const server = createServer((_request, response) => {
  const body = JSON.stringify(payload);
  response.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  // The parent reads the port from this single line on stdout.
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});

process.on("SIGTERM", () => server.close(() => process.exit(0)));
