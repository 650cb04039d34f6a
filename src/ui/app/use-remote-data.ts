import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { ApiRunner } from "./app-context.ts";
import { useApiRunner } from "./app-context.ts";
import { useInspect } from "../../inspect-context.ts";
import { remoteDataMachine } from "../../machines/data/remote-data.machine.ts";

export type RemoteDataActorRef = ActorRefFrom<typeof remoteDataMachine>;

export interface RemoteData<T> {
  /** The last data that arrived (kept through a failed reload), or null before the first. */
  readonly data: T | null;
  /** True while a load runs (the first one or a refresh). */
  readonly loading: boolean;
  /** The failed load's message; null when the last load succeeded or one is running. */
  readonly error: string | null;
  /** Load again: after a change, or as the retry of a failed load. */
  readonly refresh: () => void;
  readonly actor: RemoteDataActorRef;
}

/**
 * One read for a screen, held by a remote-data machine. `load` runs through the app's runner
 * (retries, 401 ends the session) and is read once, when the screen mounts: pass a function of the
 * runner, not a closure over changing props. Not aborted when the actor stops: React's StrictMode
 * stops and restarts actors in development, and an aborted first request would land as a failure.
 */
export function useRemoteData<T>(load: (runApi: ApiRunner) => Promise<T>): RemoteData<T> {
  const runApi = useApiRunner();
  const [logic] = useState(() =>
    remoteDataMachine.provide({ actors: { fetchData: fromPromise<unknown, void>(() => load(runApi)) } }),
  );
  const actor = useActorRef(logic, { inspect: useInspect() });
  // The machine holds `unknown`; `load` is the only writer, so its type is the data's type.
  const data = useSelector(actor, (snapshot) => snapshot.context.data as T | null);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const error = useSelector(actor, (snapshot) => (snapshot.matches("failed") ? snapshot.context.error : null));
  const [refresh] = useState(() => () => actor.send({ type: "data.refresh" }));
  return { data, loading, error, refresh, actor };
}

/**
 * A read a screen machine owns, for its view: the same shape as `useRemoteData`, over the screen's
 * child. `select` is the screen's typed reading of the data (the machine holds `unknown`).
 */
export function useRead<T>(actor: RemoteDataActorRef, select: (snapshot: SnapshotFrom<RemoteDataActorRef>) => T | null): RemoteData<T> {
  const data = useSelector(actor, select);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const error = useSelector(actor, (snapshot) => (snapshot.matches("failed") ? snapshot.context.error : null));
  const [refresh] = useState(() => () => actor.send({ type: "data.refresh" }));
  return { data, loading, error, refresh, actor };
}
