import { fromPromise } from "xstate";
import { remoteDataMachine } from "../data/remote-data.machine.ts";

/** A screen model's world that counts the reads its screen asked for. */
export interface ReadCount {
  reads: number;
}

/**
 * A screen's read as a test double: answers `answer` at once and counts each read in the world, so a
 * model can check that a change reads the list again.
 */
export const countedRead = (world: ReadCount, answer: unknown = []) =>
  remoteDataMachine.provide({
    actors: {
      fetchData: fromPromise<unknown, void>(async () => {
        world.reads += 1;
        return answer;
      }),
    },
  });

/**
 * A screen's read that never answers, so the screen stays as it is while it loads; `onRead` is told of
 * each start, so a model can check what asked for the list again.
 */
export const unansweredRead = (onRead: () => void) =>
  remoteDataMachine.provide({
    actors: {
      fetchData: fromPromise<unknown, void>(() => {
        onRead();
        return new Promise<unknown>(() => undefined);
      }),
    },
  });
