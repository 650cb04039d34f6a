// The README's example receiver (examples/webhook-receiver.mjs) really verifies what the portal
// signs: a delivery signed with the endpoint's secret is taken (204) and printed once however often
// it is retried, a forged or re-signed one is refused (400).
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SECRET = `whsec_${Buffer.from("a secret of twenty-four!").toString("base64")}`;
const example = fileURLToPath(new URL("../../examples/webhook-receiver.mjs", import.meta.url));

const freePort = async (): Promise<number> => {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
};

describe("the example webhook receiver", () => {
  let receiver: ChildProcess;
  let url = "";
  let printed = "";

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}/`;
    receiver = spawn(process.execPath, [example], { env: { ...process.env, WEBHOOK_SECRET: SECRET, PORT: String(port) } });
    receiver.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      receiver.once("exit", (code) => reject(new Error(`the receiver stopped (${code})`)));
      const check = () => (printed.includes("listening") ? resolve() : setTimeout(check, 20));
      check();
    });
  });

  afterAll(() => {
    receiver?.kill();
  });

  const post = (body: string, headers: Record<string, string>) =>
    fetch(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

  const delivery = (id: string, secret = SECRET) => {
    const body = JSON.stringify({
      type: "lead.created",
      timestamp: new Date().toISOString(),
      data: { user: { fullName: "Vikram Mehta" } },
      crm: { hubspot: { Email: "vikram@globex.example" }, salesforce: {} },
    });
    const at = new Date();
    const signature = new Webhook(secret).sign(id, at, body);
    return { body, headers: { "webhook-id": id, "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": signature } };
  };

  it("takes a signed delivery and prints the lead once, however often it comes", async () => {
    const { body, headers } = delivery("msg_example_1");
    expect((await post(body, headers)).status).toBe(204);
    expect((await post(body, headers)).status).toBe(204);
    await expect.poll(() => printed).toContain("lead.created Vikram Mehta");
    expect(printed.split("lead.created Vikram Mehta").length - 1).toBe(1);
    expect(printed).toContain('"Email":"vikram@globex.example"');
  });

  it("refuses a delivery signed with another secret or changed on the way", async () => {
    const forged = delivery("msg_example_2", `whsec_${Buffer.from("another secret of 24 by!").toString("base64")}`);
    expect((await post(forged.body, forged.headers)).status).toBe(400);
    const changed = delivery("msg_example_3");
    expect((await post(changed.body.replace("Vikram", "Mallory"), changed.headers)).status).toBe(400);
    expect(printed).not.toContain("Mallory");
  });
});
