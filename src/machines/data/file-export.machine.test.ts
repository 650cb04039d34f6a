import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { query } from "../../api/request.ts";
import { createMemoryStorage } from "../../api/token-store.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { fileExportImplementations } from "./file-export.actors.ts";
import { exportFailureMessage, fileExportMachine } from "./file-export.machine.ts";
import { fileExportModel } from "./file-export.model.ts";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(fileExportModel);

describe("export messages", () => {
  it("follow SPEC §8's pattern", () => {
    expect(exportFailureMessage("leads")).toBe("Failed to export leads. Please try again.");
  });
});

/** The machine with its real actors: GET /leads over an injected fetch, the leads to `deliver`. */
const start = (answer: () => Response) => {
  const { runApi, requests } = recordingApi(answer, { storage: createMemoryStorage({ access_token: "t" }) });
  const delivered: unknown[] = [];
  const toasts: ToastParams[] = [];
  const collect = query((client, signal) => client.GET("/leads", { signal }));
  const machine = fileExportMachine.provide(
    fileExportImplementations({
      runApi,
      collect,
      deliver: (answer) => void delivered.push(answer.data),
      notify: (toast) => void toasts.push(toast),
    }),
  );
  const actor = createActor(machine, { input: { subject: "leads" } }).start();
  return { actor, requests, delivered, toasts };
};

describe("file export with its real actors", () => {
  it("reads GET /leads at click time and delivers the list", async () => {
    const { actor, requests, delivered } = start(() => jsonResponse(200, { success: true, data: [{ _id: "a" }] }));
    expect(requests).toEqual([]);
    actor.send({ type: "export.start" });
    await waitFor(actor, (snapshot) => snapshot.matches("idle") && delivered.length === 1);
    expect(requests.map(({ method, path }) => `${method} ${path}`)).toEqual(["GET /api/leads"]);
    expect(delivered).toEqual([[{ _id: "a" }]]);
  });

  // A 403 is never retried (SPEC §8), so the failure arrives without back-off waits.
  it("says so when the read is refused", async () => {
    const { actor, delivered, toasts } = start(() => jsonResponse(403, { success: false, message: "Forbidden" }));
    actor.send({ type: "export.start" });
    const snapshot = await waitFor(actor, (state) => state.matches("failed"));
    expect(snapshot.context.error).toBe("Failed to export leads. Please try again.");
    expect(toasts).toEqual([{ title: "Error", description: "Failed to export leads. Please try again.", variant: "destructive" }]);
    expect(delivered).toEqual([]);
  });
});
