import type { components } from "../../api/schema.d.ts";
import { describe, expect, it } from "vitest";
import { Effect } from "effect";
import { createActor, fromPromise, waitFor } from "xstate";
import { fastApiRunner } from "../testing/api-fetch.ts";
import { memoryKeptLists } from "../testing/memory-kept-lists.ts";
import type { Page } from "./paged-list.ts";
import { keptPagedRead } from "./remote-data.actors.ts";
import { remoteDataMachine, type ReadInput } from "./remote-data.machine.ts";

type CompanySummary = components["schemas"]["Company"];
const acme: CompanySummary = { name: "Acme", logoUrl: "eventWebsite/logo.png", boothNumber: "B-12" };

/** Answers each fetch with the next outcome from the list. */
const withAnswers = (answers: Array<CompanySummary | Error>) => {
  let calls = 0;
  const logic = remoteDataMachine.provide({
    actors: {
      fetchData: fromPromise<unknown, void>(async () => {
        const answer = answers[calls++];
        if (answer === undefined || answer instanceof Error) throw answer ?? new Error("no answer");
        return answer;
      }),
    },
  });
  return { logic, calls: () => calls };
};

describe("remote data (a screen's read)", () => {
  it("loads the company, then reloads it on data.refresh", async () => {
    const renamed = { ...acme, name: "Acme Labs" };
    const { logic, calls } = withAnswers([acme, renamed]);
    const actor = createActor(logic).start();
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
    expect(actor.getSnapshot().context.data).toEqual(acme);

    actor.send({ type: "data.refresh" });
    await waitFor(actor, (snapshot) => snapshot.matches("loaded") && (snapshot.context.data as CompanySummary | null)?.name === "Acme Labs");
    expect(calls()).toBe(2);
  });

  it("keeps the last company when a reload fails, and can try again", async () => {
    const { logic } = withAnswers([acme, new Error("down"), acme]);
    const actor = createActor(logic).start();
    await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
    actor.send({ type: "data.refresh" });
    await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(actor.getSnapshot().context.data).toEqual(acme);
    actor.send({ type: "data.refresh" });
    await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
  });

  it("asks every load, the retry included, for what its screen named", async () => {
    const asked: unknown[] = [];
    const logic = remoteDataMachine.provide({
      actors: {
        fetchData: fromPromise<unknown, ReadInput>(async ({ input }) => {
          asked.push(input.params);
          if (asked.length === 1) throw new Error("down");
          return [];
        }),
      },
    });
    const params = { event: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f" };
    const actor = createActor(logic, { input: { params } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    actor.send({ type: "data.refresh" });
    await waitFor(actor, (snapshot) => snapshot.matches("loaded"));
    expect(asked).toEqual([params, params]);
  });

  it("shows what the device kept beside the error when the read fails before the device answers", async () => {
    let recalled: (data: unknown) => void = () => undefined;
    const logic = remoteDataMachine.provide({
      actors: {
        fetchData: fromPromise<unknown, void>(async () => {
          throw new Error("offline");
        }),
        recallData: fromPromise<unknown, unknown>(() => new Promise((resolve) => (recalled = resolve))),
      },
    });
    const actor = createActor(logic).start();
    await waitFor(actor, (snapshot) => snapshot.matches("failed"));
    expect(actor.getSnapshot().context.data).toBeNull();
    recalled(acme);
    await waitFor(actor, (snapshot) => snapshot.context.data !== null);
    expect(actor.getSnapshot().matches("failed")).toBe(true);
    expect(actor.getSnapshot().context.data).toEqual(acme);
  });
});

describe("a list read in pages (keptPagedRead)", () => {
  const runApi = fastApiRunner(async () => new Response(null, { status: 500 }));
  const pagesOf = (pages: Record<string, Page<string>>) => ({
    first: () => Effect.succeed({ modified: true as const, data: pages["first"]!, version: '"v1"' }),
    after: (cursor: string) => Effect.succeed(pages[cursor]!),
  });

  it("prepares every page in the task that brought it, from the server and from the device", async () => {
    const prepared: unknown[] = [];
    const kept = memoryKeptLists();
    const read = pagesOf({ first: { items: ["a"], next: "2" }, "2": { items: ["b", "c"], next: null } });
    const first = createActor(keptPagedRead(runApi, { ...read, prepare: (items) => prepared.push(items) }, "letters", kept)).start();
    await waitFor(first, (snapshot) => snapshot.matches("loaded"));
    expect(first.getSnapshot().context.data).toEqual({ pages: [["a"], ["b", "c"]], complete: true });
    expect(prepared).toEqual([["a"], ["b", "c"]]);
    await waitFor(first, () => kept.kept.has("letters"));

    // A repeat visit whose read never answers: the kept pages show, each prepared as it was read.
    prepared.length = 0;
    const pending = { ...read, first: () => Effect.never };
    const second = createActor(keptPagedRead(runApi, { ...pending, prepare: (items) => prepared.push(items) }, "letters", kept)).start();
    await waitFor(second, (snapshot) => snapshot.context.data !== null);
    expect(second.getSnapshot().context.data).toEqual({ pages: [["a"], ["b", "c"]], complete: true });
    expect(prepared).toEqual([["a"], ["b", "c"]]);
  });
});
