import { useSelector } from "@xstate/react";
import { useDeferredValue, useMemo, useState } from "react";
import type { ActorRefFrom, SnapshotFrom } from "xstate";
import type { remoteDataMachine } from "../../machines/data/remote-data.machine.ts";

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
 * A read a screen machine owns, for its view, over the screen's child: the data, whether a load
 * runs, the failure, and the Retry. `select` is the screen's typed reading of the data (the machine
 * holds `unknown`).
 */
export function useRead<T>(actor: RemoteDataActorRef, select: (snapshot: SnapshotFrom<RemoteDataActorRef>) => T | null): RemoteData<T> {
  // An answer is drawn as a deferred render, which React slices and interrupts: the read's snapshot
  // is an external store, whose updates React otherwise draws in one uninterruptible pass (a whole
  // list or the dashboard's figures, in one long task on a phone). The three follow in the same render.
  const data = useDeferredValue(useSelector(actor, select));
  const loading = useDeferredValue(useSelector(actor, (snapshot) => snapshot.hasTag("busy")));
  const error = useDeferredValue(useSelector(actor, (snapshot) => (snapshot.matches("failed") ? snapshot.context.error : null)));
  const [refresh] = useState(() => () => actor.send({ type: "data.refresh" }));
  // The same object until one of them changes: a read's store update first renders the screen with
  // the deferred (old) values, and parts given this object then have nothing new to draw.
  return useMemo(() => ({ data, loading, error, refresh, actor }), [data, loading, error, refresh, actor]);
}
