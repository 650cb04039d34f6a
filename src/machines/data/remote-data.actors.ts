import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import type { Api, ApiRunner } from "../../api/request.ts";
import type { KeptLists } from "./kept-lists.ts";
import { remoteDataMachine } from "./remote-data.machine.ts";

type Read<A> = Effect.Effect<A, ApiError, Api>;

/**
 * A screen's read with its real call, through the app's runner (retries, a 401 ends the session).
 * Not aborted when the read stops: a reload that overtakes a running one simply wins.
 */
export const remoteRead = <A>(runApi: ApiRunner, read: Read<A>) =>
  remoteDataMachine.provide({ actors: { fetchData: fromPromise<unknown, unknown>(() => runApi(read)) } });

/**
 * A read of what its screen names when it invokes it (`input: { params }`): the event whose
 * resources to list, say. `P` is the params' type; the screen machine is their only writer.
 */
export const remoteReadOf = <P, A>(runApi: ApiRunner, read: (params: P) => Read<A>) =>
  remoteDataMachine.provide({ actors: { fetchData: fromPromise<unknown, unknown>(({ input }) => runApi(read(input as P))) } });

/**
 * A read whose answers are kept on the device under `name`: a repeat visit shows the kept list at
 * once while the read runs. Without `kept` it is a plain read.
 */
export const keptRead = <A>(runApi: ApiRunner, read: Read<A>, name: string, kept: KeptLists | undefined) =>
  kept === undefined
    ? remoteRead(runApi, read)
    : remoteRead(runApi, read).provide({
        actors: { recallData: fromPromise<unknown, unknown>(() => kept.recall(name)) },
        actions: { keepData: (_, { data }: { data: unknown }) => void kept.keep(name, data) },
      });
