import { expect, test } from "vitest";
import { createActor, toPromise } from "xstate";
import { Validation } from "../../api/errors.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { integrationsScreenImplementations } from "./integrations-screen.actors.ts";
import { CRM_ENDPOINT, CRM_PAUSED, NEW_SECRET, RESENT } from "./webhook-fixtures.ts";

const ID = CRM_ENDPOINT._id;

const answerFor = (request: Request): Response => {
  const { pathname } = new URL(request.url);
  if (request.method === "POST" && pathname === "/api/webhooks") {
    return jsonResponse(400, { success: false, message: "In production an endpoint must use https://.", errors: [{ path: "/url", message: "In production an endpoint must use https://." }] });
  }
  if (pathname.endsWith("/resend")) return jsonResponse(202, { success: true, message: "Delivery queued again.", data: RESENT });
  if (pathname.endsWith("/secret")) return jsonResponse(200, { success: true, message: "New secret made.", data: { endpoint: CRM_ENDPOINT, secret: NEW_SECRET } });
  if (request.method === "PUT") return jsonResponse(200, { success: true, message: "Endpoint paused.", data: CRM_PAUSED });
  if (pathname.endsWith("/deliveries")) return jsonResponse(200, { success: true, data: [RESENT] });
  return jsonResponse(200, { success: true, data: [CRM_ENDPOINT] });
};

test("each part of the screen calls its /webhooks operation and answers what the machines use", async () => {
  const { runApi, requests } = recordingApi(answerFor);
  const copied: string[] = [];
  const clipboard = { writeText: async (text: string) => void copied.push(text) };
  const { actors } = integrationsScreenImplementations({ runApi, notify: () => undefined, download: () => undefined }, { clipboard });
  const run = <T>(logic: Parameters<typeof createActor>[0], input?: unknown) => toPromise(createActor(logic, { input } as never).start()) as Promise<T>;

  expect(await run(actors.listEndpoints)).toEqual([CRM_ENDPOINT]);
  const save = actors.endpointDialog.implementations.actors["saveEndpoint"] as Parameters<typeof createActor>[0];
  const refused = await run(save, { id: null, body: { url: "http://crm.acme.example/h", description: null, events: ["lead.created"] } }).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(Validation);
  expect((refused as Validation).errors).toEqual([{ path: "/url", message: "In production an endpoint must use https://." }]);

  const action = actors.endpointAction.implementations.actors["runAction"] as Parameters<typeof createActor>[0];
  expect(await run(action, { kind: "pause", id: ID })).toEqual({ message: "Endpoint paused.", endpoint: CRM_PAUSED });
  expect(await run(action, { kind: "rotate", id: ID })).toEqual({ message: "New secret made.", endpoint: CRM_ENDPOINT, secret: NEW_SECRET });

  const deliveries = actors.deliveriesRead.implementations.actors;
  expect(await run(deliveries["fetchDeliveries"] as Parameters<typeof createActor>[0], { endpointId: ID })).toEqual([RESENT]);
  expect(await run(deliveries["resendDelivery"] as Parameters<typeof createActor>[0], { endpointId: ID, deliveryId: RESENT._id })).toEqual({
    delivery: RESENT,
    message: "Delivery queued again.",
  });
  await run(actors.webhookSecret.implementations.actors["copyText"] as Parameters<typeof createActor>[0], NEW_SECRET);
  expect(copied).toEqual([NEW_SECRET]);

  expect(requests.map((request) => [request.method, request.path, request.body])).toEqual([
    ["GET", "/api/webhooks", null],
    ["POST", "/api/webhooks", { url: "http://crm.acme.example/h", description: null, events: ["lead.created"] }],
    ["PUT", `/api/webhooks/${ID}`, { paused: true }],
    ["POST", `/api/webhooks/${ID}/secret`, null],
    ["GET", `/api/webhooks/${ID}/deliveries`, null],
    ["POST", `/api/webhooks/${ID}/deliveries/${RESENT._id}/resend`, null],
  ]);
});
