import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { createMemoryStorage } from "../../api/token-store.ts";
import { fastApiRunner, jsonResponse } from "../testing/api-fetch.ts";
import { recordedFeedback } from "../testing/feedback.ts";
import { leadBulkImplementations, runBulkCall } from "./lead-bulk.actors.ts";
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

/** A fake bulk endpoint over fetch: records each call; ids in `missing` are not found (all missing: 404). */
const server = (missing: ReadonlySet<string>) => {
  const calls: Array<{ method: string; path: string; body: { ids: string[]; priority?: string } }> = [];
  const fetch = async (request: Request) => {
    const body = (await request.json()) as { ids: string[]; priority?: string };
    calls.push({ method: request.method, path: new URL(request.url).pathname, body });
    const notFoundIds = body.ids.filter((id) => missing.has(id));
    if (notFoundIds.length === body.ids.length) return jsonResponse(404, { success: false, message: "None of these leads were found" });
    return jsonResponse(200, { success: true, message: "ok", data: { changed: body.ids.length - notFoundIds.length, notFoundIds } });
  };
  const runApi = fastApiRunner(fetch, { storage: createMemoryStorage({ access_token: "t" }) });
  return { runApi, calls };
};

describe("bulk calls", () => {
  it("send the whole selection with the priority in one POST, and name the ids the server did not find", async () => {
    const { runApi, calls } = server(new Set([ids[2]!, ids[7]!]));
    const output = await runApi(runBulkCall({ ids, operation: { kind: "priority", priority: "low" } }));
    expect(output).toEqual({ failedIds: [ids[2], ids[7]] });
    expect(calls).toEqual([{ method: "POST", path: "/api/leads/bulk-priority", body: { ids, priority: "low" } }]);
  });

  it("delete with POST /leads/bulk-delete", async () => {
    const { runApi, calls } = server(new Set());
    const output = await runApi(runBulkCall({ ids: ids.slice(0, 2), operation: { kind: "delete" } }));
    expect(output).toEqual({ failedIds: [] });
    expect(calls).toEqual([{ method: "POST", path: "/api/leads/bulk-delete", body: { ids: ids.slice(0, 2) } }]);
  });

  it("count every id as failed when the server found none of them", async () => {
    const { runApi } = server(new Set(ids.slice(0, 3)));
    const effect = runBulkCall({ ids: ids.slice(0, 3), operation: { kind: "delete" } });
    await expect(runApi(effect)).resolves.toEqual({ failedIds: ids.slice(0, 3) });
    expect(Effect.isEffect(effect)).toBe(true);
  });
});

/** Selects `selected`, deletes them with the real actors over `runApi`, and waits for the selection to come back. */
const deleteSelected = async (runApi: ReturnType<typeof server>["runApi"], selected: ReadonlyArray<string>) => {
  const { toasts, ...feedback } = recordedFeedback();
  const actor = createActor(leadBulkMachine.provide(leadBulkImplementations({ runApi, ...feedback }))).start();
  actor.send({ type: "bulk.start" });
  actor.send({ type: "selection.set", ids: selected });
  actor.send({ type: "bulk.request", operation: { kind: "delete" } });
  actor.send({ type: "bulk.confirm" });
  const snapshot = await waitFor(actor, (state) => state.matches("selecting"));
  return { snapshot, toasts, feedback };
};

describe("bulk actions with their real actors", () => {
  it("keep the failed leads selected and say how many failed", async () => {
    const { runApi } = server(new Set([ids[1]!]));
    const { snapshot, toasts, feedback } = await deleteSelected(runApi, ids.slice(0, 4));
    expect(snapshot.context.selected).toEqual([ids[1]]);
    expect(toasts).toEqual([
      { title: "Error", description: "1 of 4 leads could not be deleted. They are still selected; try again.", variant: "destructive" },
    ]);
    expect(feedback.refreshes()).toBe(1);
  });

  it("say who may do it when the role is refused, and keep the selection", async () => {
    const refused = "Only the company owner or an admin can do this.";
    const runApi = fastApiRunner(async () => jsonResponse(403, { success: false, message: refused }), { storage: createMemoryStorage({ access_token: "t" }) });
    const { snapshot, toasts } = await deleteSelected(runApi, ids.slice(0, 2));
    expect(snapshot.context.selected).toEqual(ids.slice(0, 2));
    expect(toasts).toEqual([{ title: "Error", description: refused, variant: "destructive" }]);
  });
});
