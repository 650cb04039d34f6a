import { expect } from "vitest";
import { UNKNOWN_ID, need, type ContractContext } from "./context.ts";
import { send, type HttpAnswer, type RequestSpec } from "./http.ts";
import type { Recipe } from "./recipes.ts";

// Recipes for the Integrations operations (webhook endpoints and their delivery logs). Merged into
// `recipes` (recipes.ts); the phase and the position here decide the run order, as there. The
// endpoint's URL is a closed port of this machine (allowed outside production): deliveries fail in
// the background and are logged, which is all the log and resend need.

type Data = Record<string, unknown>;
const data = (answer: HttpAnswer): Data => (answer.body as { data: Data }).data;

function api(ctx: ContractContext, method: string, path: string, spec: RequestSpec = {}): Promise<HttpAnswer> {
  return send(`${ctx.origin}/api`, method, path, spec);
}

const ENDPOINT_URL = "http://127.0.0.1:9/hooks/leads";

const endpointId = (ctx: ContractContext) => need(ctx.ids.webhookEndpoint, "createWebhookEndpoint");

/** Acme's endpoints as Acme sees them. */
async function acmeEndpoints(ctx: ContractContext): Promise<Data[]> {
  return data(await api(ctx, "get", "/webhooks", { token: ctx.acme.token })) as unknown as Data[];
}

async function acmeEndpoint(ctx: ContractContext): Promise<Data | undefined> {
  return (await acmeEndpoints(ctx)).find((endpoint) => endpoint._id === ctx.ids.webhookEndpoint);
}

async function acmeDeliveries(ctx: ContractContext): Promise<Data[]> {
  return data(await api(ctx, "get", "/webhooks/{id}/deliveries", { token: ctx.acme.token, params: { id: endpointId(ctx) } })) as unknown as Data[];
}

export const webhookRecipes: Record<string, Recipe> = {
  createWebhookEndpoint: {
    phase: "create",
    valid: (ctx) => ({ status: 201, token: ctx.acme.token, body: { url: ENDPOINT_URL, description: "Contract CRM", events: ["lead.created", "lead.updated"] } }),
    then: (answer, ctx) => {
      const made = data(answer) as { endpoint: Data; secret: string };
      ctx.ids.webhookEndpoint = String(made.endpoint._id);
      ctx.tokens.webhookSecretHint = String(made.endpoint.secretHint);
      expect(made.secret).toMatch(/^whsec_/);
      expect(made.endpoint.secretHint).toBe(`whsec_…${made.secret.slice(-4)}`);
    },
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, body: { url: "crm.example.com/hooks", events: ["lead.created"] } }),
    unchanged: async (ctx) => {
      expect((await acmeEndpoints(ctx)).map((endpoint) => endpoint.url)).toEqual([ENDPOINT_URL]);
    },
  },

  listWebhookEndpoints: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token }),
    then: async (answer, ctx) => {
      expect((data(answer) as unknown as Data[]).map((endpoint) => endpoint._id)).toContain(endpointId(ctx));
      const other = await api(ctx, "get", "/webhooks", { token: ctx.borealis.token });
      expect(JSON.stringify(other.body)).not.toContain(endpointId(ctx));
    },
    invalid: () => ({ status: 401 }),
  },
  listWebhookDeliveries: {
    phase: "read",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: endpointId(ctx) } }),
    // Another company's endpoint is as missing as an unknown one.
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: endpointId(ctx) } }),
  },

  sendWebhookTest: {
    phase: "update",
    valid: (ctx) => ({ status: 202, token: ctx.acme.token, params: { id: endpointId(ctx) } }),
    then: (answer, ctx) => {
      ctx.ids.webhookDelivery = String(data(answer)._id);
      expect(data(answer)).toMatchObject({ eventType: "webhook.test", status: "pending" });
    },
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: endpointId(ctx) } }),
    unchanged: async (ctx) => {
      expect((await acmeDeliveries(ctx)).filter((delivery) => delivery.eventType === "webhook.test")).toHaveLength(1);
    },
  },
  resendWebhookDelivery: {
    phase: "update",
    valid: (ctx) => ({ status: 202, token: ctx.acme.token, params: { id: endpointId(ctx), deliveryId: need(ctx.ids.webhookDelivery, "sendWebhookTest") } }),
    then: (answer, ctx) => expect(data(answer)).toMatchObject({ _id: ctx.ids.webhookDelivery, status: "pending" }),
    invalid: (ctx) => ({ status: 404, token: ctx.acme.token, params: { id: endpointId(ctx), deliveryId: UNKNOWN_ID } }),
  },
  rotateWebhookSecret: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: endpointId(ctx) } }),
    then: (answer, ctx) => {
      const { endpoint, secret } = data(answer) as { endpoint: Data; secret: string };
      expect(endpoint.secretHint).toBe(`whsec_…${secret.slice(-4)}`);
      ctx.tokens.webhookSecretHint = String(endpoint.secretHint);
    },
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: endpointId(ctx) } }),
    unchanged: async (ctx) => {
      expect((await acmeEndpoint(ctx))?.secretHint).toBe(ctx.tokens.webhookSecretHint);
    },
  },
  updateWebhookEndpoint: {
    phase: "update",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: endpointId(ctx) }, body: { paused: true } }),
    then: (answer) => expect(data(answer)).toMatchObject({ status: "paused", pausedReason: expect.stringMatching(/^Paused by /) }),
    invalid: (ctx) => ({ status: 400, token: ctx.acme.token, params: { id: endpointId(ctx) }, body: { url: "ftp://crm.example.com/" } }),
    unchanged: async (ctx) => {
      expect((await acmeEndpoint(ctx))?.url).toBe(ENDPOINT_URL);
    },
  },

  deleteWebhookEndpoint: {
    phase: "delete",
    valid: (ctx) => ({ status: 200, token: ctx.acme.token, params: { id: endpointId(ctx) } }),
    then: async (_answer, ctx) => {
      expect(await acmeEndpoint(ctx)).toBeUndefined();
    },
    invalid: (ctx) => ({ status: 404, token: ctx.borealis.token, params: { id: endpointId(ctx) } }),
  },
};
