import type { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../api/errors.ts";
import type { Api, ApiRunner } from "../../api/request.ts";
import { remoteDataMachine } from "./remote-data.machine.ts";

/**
 * A screen's read as a remote-data machine: the read Effect through the app's runner (retries, a 401
 * ends the session). Not aborted when the actor stops: a read already sent may as well land.
 */
export const remoteRead = <A>(runApi: ApiRunner, read: Effect.Effect<A, ApiError, Api>) =>
  remoteDataMachine.provide({ actors: { fetchData: fromPromise<unknown, void>(() => runApi(read)) } });
