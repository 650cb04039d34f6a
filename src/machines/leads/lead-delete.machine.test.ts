import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { fastApiRunner, jsonResponse } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { describeModel } from "../testing/describe-model.ts";
import { leadDeleteImplementations } from "./lead-delete.actors.ts";
import { leadDeleteMachine } from "./lead-delete.machine.ts";
import { leadDeleteModel } from "./lead-delete.model.ts";

describeModel(leadDeleteModel);

const ID = "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b";

describe("deleting one lead", () => {
  it("sends DELETE /leads/{id} once confirmed, toasts and tells the screen", async () => {
    const calls: Array<{ method: string; path: string }> = [];
    const runApi = fastApiRunner(
      async (request: Request) => {
        calls.push({ method: request.method, path: new URL(request.url).pathname });
        return jsonResponse(200, { success: true, message: "Lead deleted" });
      },
      { storage: createMemoryStorage({ access_token: "t" }) },
    );
    const feedback = recordedFeedback();
    const deleted: string[] = [];
    const actor = createActor(
      leadDeleteMachine.provide({
        ...leadDeleteImplementations({ runApi, notify: feedback.notify }),
        actions: { notify: (_, toast) => feedback.notify(toast), leadDeleted: (_, { id }) => void deleted.push(id) },
      }),
      { input: { mayDelete: true } },
    ).start();
    actor.send({ type: "delete.request", lead: { _id: ID, name: "Ana Lopez" } });
    expect(calls).toEqual([]);
    actor.send({ type: "delete.confirm" });
    await waitFor(actor, (snapshot) => snapshot.matches("idle"));
    expect(calls).toEqual([{ method: "DELETE", path: `/api/leads/${ID}` }]);
    expect(feedback.toasts).toEqual([{ title: "Success", description: "Lead deleted successfully!", variant: "success" }]);
    expect(deleted).toEqual([ID]);
  });
});
