import { useSelector } from "@xstate/react";
import type { AnyActorRef } from "xstate";
import { LoadError } from "../components/load-error.tsx";
import { PageLoading } from "../components/page-loading.tsx";

/**
 * What a console queue says about its read above the rows: loading (the first page only; a later
 * read keeps the page shown), the failure with Retry (`list.retry`), or the empty queue's words.
 */
export function QueueReadState(props: {
  readonly actor: AnyActorRef;
  readonly firstLoad: boolean;
  readonly loadingLabel: string;
  readonly empty: string | null;
  readonly emptyClassName: string;
}) {
  const { actor, firstLoad, loadingLabel, empty, emptyClassName } = props;
  const error = useSelector(actor, (snapshot) => (snapshot.matches("failed") ? (snapshot.context.error as string | null) : null));
  return (
    <>
      {firstLoad ? <PageLoading label={loadingLabel} /> : null}
      {error !== null ? <LoadError message={error} onRetry={() => actor.send({ type: "list.retry" })} /> : null}
      {empty !== null ? <p className={emptyClassName}>{empty}</p> : null}
    </>
  );
}
