import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { fastApiRunner, jsonResponse } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { leadBulkImplementations, runBulkCalls } from "./lead-bulk.actors.ts";
import { bulkPartialMessage, bulkQuestion, bulkSuccessMessage, leadBulkMachine } from "./lead-bulk.machine.ts";
import { leadBulkModel } from "./lead-bulk.model.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(leadBulkModel);

describe("bulk messages", () => {
  it("count the leads in words", () => {
    expect(bulkQuestion({ kind: "delete" }, 1)).toBe("Are you sure you want to delete this lead?");
    expect(bulkQuestion({ kind: "delete" }, 3)).toBe("Are you sure you want to delete these 3 leads?");
    expect(bulkQuestion({ kind: "priority", priority: "low" }, 2)).toBe("Change the priority of 2 leads to Low?");
    expect(bulkSuccessMessage({ kind: "priority", priority: "high" }, 1200)).toBe("1,200 leads updated successfully!");
    expect(bulkPartialMessage({ kind: "priority", priority: "high" }, 3, 40)).toBe(
      "3 of 40 leads could not be updated. They are still selected; try again.",
    );
  });
});

const ids = Array.from({ length: 10 }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`);

/** A fake server over fetch: records each call, refuses the ids in `refused` with a 404, counts calls in flight. */
const server = (refused: ReadonlySet<string>) => {
  const calls: string[] = [];
  let inFlight = 0;
  let most = 0;
  const fetch = async (request: Request) => {
    inFlight += 1;
    most = Math.max(most, inFlight);
    const id = new URL(request.url).pathname.split("/").at(-1)!;
    calls.push(`${request.method} ${id} ${request.method === "PUT" ? await request.text() : ""}`.trim());
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    const status = refused.has(id) ? 404 : 200;
    return jsonResponse(status, { success: status === 200, message: status === 200 ? "ok" : "Lead not found" });
  };
  const runApi = fastApiRunner(fetch, { storage: createMemoryStorage({ access_token: "t" }) });
  return { runApi, calls, most: () => most };
};

describe("bulk calls", () => {
  it("make one PUT per lead with only the priority, a few at a time, and name the failures in order", async () => {
    const { runApi, calls, most } = server(new Set([ids[2]!, ids[7]!]));
    const output = await runApi(runBulkCalls({ ids, operation: { kind: "priority", priority: "low" } }, 3));
    expect(output).toEqual({ failedIds: [ids[2], ids[7]] });
    expect(calls).toHaveLength(10);
    expect(calls).toContain(`PUT ${ids[0]} {"priority":"low"}`);
    expect(most()).toBe(3);
  });

  it("delete with DELETE /leads/{id}", async () => {
    const { runApi, calls } = server(new Set());
    const output = await runApi(runBulkCalls({ ids: ids.slice(0, 2), operation: { kind: "delete" } }));
    expect(output).toEqual({ failedIds: [] });
    expect(calls.sort()).toEqual([`DELETE ${ids[0]}`, `DELETE ${ids[1]}`]);
  });

  it("never fail as a whole", async () => {
    const effect = runBulkCalls({ ids: [], operation: { kind: "delete" } });
    const { runApi } = server(new Set());
    await expect(runApi(effect)).resolves.toEqual({ failedIds: [] });
    expect(Effect.isEffect(effect)).toBe(true);
  });
});

describe("bulk actions with their real actors", () => {
  it("keep the failed leads selected and say how many failed", async () => {
    const { runApi } = server(new Set([ids[1]!]));
    const { toasts, ...feedback } = recordedFeedback();
    const actor = createActor(leadBulkMachine.provide(leadBulkImplementations({ runApi, ...feedback }))).start();
    actor.send({ type: "bulk.start" });
    actor.send({ type: "selection.set", ids: ids.slice(0, 4) });
    actor.send({ type: "bulk.request", operation: { kind: "delete" } });
    actor.send({ type: "bulk.confirm" });
    const snapshot = await waitFor(actor, (state) => state.matches("selecting"));
    expect(snapshot.context.selected).toEqual([ids[1]]);
    expect(toasts).toEqual([
      { title: "Error", description: "1 of 4 leads could not be deleted. They are still selected; try again.", variant: "destructive" },
    ]);
    expect(feedback.refreshes()).toBe(1);
  });
});
