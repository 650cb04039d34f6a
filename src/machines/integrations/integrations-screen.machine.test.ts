import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { describeModel } from "../testing/describe-model.ts";
import { deliveriesId, integrationsScreenMachine } from "./integrations-screen.machine.ts";
import { integrationsScreenModel, recordingLogs, recordingSecret, type ScreenWorld } from "./integrations-screen.model.ts";
import type { WebhookEndpoint } from "./webhook-endpoint.ts";
import { CRM_ENDPOINT, CRM_ROTATED, NEW_SECRET, ROTATED_SECRET, SHEET_ENDPOINT } from "./webhook-fixtures.ts";

describeModel(integrationsScreenModel);

/** The screen over a list read answering `endpoints`, with logs and a secret dialog that record what they are told. */
const screenWith = async (endpoints: ReadonlyArray<WebhookEndpoint>) => {
  const world: ScreenWorld = { started: [], stopped: [], refreshed: [], secrets: [] };
  const screen = createActor(
    integrationsScreenMachine.provide({
      actors: {
        listEndpoints: fromPromise(async () => endpoints),
        deliveriesRead: recordingLogs(world),
        webhookSecret: recordingSecret(world),
      },
    }),
    { input: { search: "", role: "owner" } },
  ).start();
  await waitFor(screen, (snapshot) => snapshot.matches("loaded"));
  return { screen, world };
};

describe("the Integrations screen's children", () => {
  it("starts a log for an added endpoint and shows its secret once", async () => {
    const { screen, world } = await screenWith([CRM_ENDPOINT]);
    screen.send({ type: "endpoint.saved", endpoint: SHEET_ENDPOINT, secret: NEW_SECRET });
    expect(screen.getSnapshot().context.endpoints).toEqual([CRM_ENDPOINT, SHEET_ENDPOINT]);
    expect(Object.keys(screen.getSnapshot().children)).toContain(deliveriesId(SHEET_ENDPOINT._id));
    expect(world.secrets).toEqual([{ url: SHEET_ENDPOINT.url, secret: NEW_SECRET }]);
  });

  it("reads the log again after a test event, shows a rotated secret, and stops a deleted endpoint's log", async () => {
    const { screen, world } = await screenWith([CRM_ENDPOINT, SHEET_ENDPOINT]);
    screen.send({ type: "endpoint.actionDone", kind: "test", endpointId: SHEET_ENDPOINT._id, endpoint: null, secret: null });
    expect(world.refreshed).toEqual([SHEET_ENDPOINT._id]);

    screen.send({ type: "endpoint.actionDone", kind: "rotate", endpointId: CRM_ENDPOINT._id, endpoint: CRM_ROTATED, secret: ROTATED_SECRET });
    expect(screen.getSnapshot().context.endpoints[0]).toBe(CRM_ROTATED);
    expect(world.secrets).toEqual([{ url: CRM_ROTATED.url, secret: ROTATED_SECRET }]);

    screen.send({ type: "endpoint.actionDone", kind: "delete", endpointId: CRM_ENDPOINT._id, endpoint: null, secret: null });
    expect(screen.getSnapshot().context.endpoints).toEqual([SHEET_ENDPOINT]);
    expect(world.stopped).toEqual([CRM_ENDPOINT._id]);
    expect(Object.keys(screen.getSnapshot().children)).not.toContain(deliveriesId(CRM_ENDPOINT._id));
    // A deleted endpoint has no log to read again.
    screen.send({ type: "endpoint.actionDone", kind: "test", endpointId: CRM_ENDPOINT._id, endpoint: null, secret: null });
    expect(world.refreshed).toHaveLength(1);
  });
});
