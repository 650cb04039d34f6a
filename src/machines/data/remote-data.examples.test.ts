import type { components } from "../../api/schema.d.ts";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
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
