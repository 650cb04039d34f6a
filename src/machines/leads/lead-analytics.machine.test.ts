import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { fastApiRunner, jsonResponse } from "../testing/api-fetch.ts";
import { describeModel } from "../testing/describe-model.ts";
import { leadAnalyticsImplementations } from "./lead-analytics.actors.ts";
import { leadAnalyticsMachine } from "./lead-analytics.machine.ts";
import { FIGURES, leadAnalyticsModel } from "./lead-analytics.model.ts";

describeModel(leadAnalyticsModel);

describe("Analytics' read", () => {
  it("reads GET /leads/analytics each time the dialog opens", async () => {
    const paths: string[] = [];
    const runApi = fastApiRunner(
      async (request: Request) => {
        paths.push(`${request.method} ${new URL(request.url).pathname}`);
        return jsonResponse(200, { success: true, data: FIGURES });
      },
      { storage: createMemoryStorage({ access_token: "t" }) },
    );
    const actor = createActor(leadAnalyticsMachine.provide(leadAnalyticsImplementations(runApi))).start();
    actor.send({ type: "analytics.open" });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: "shown" }));
    expect(actor.getSnapshot().context.figures).toEqual(FIGURES);
    actor.send({ type: "analytics.close" });
    actor.send({ type: "analytics.open" });
    await waitFor(actor, (snapshot) => snapshot.matches({ open: "shown" }));
    expect(paths).toEqual(["GET /api/leads/analytics", "GET /api/leads/analytics"]);
  });
});
