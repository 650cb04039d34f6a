import type { ReactNode } from "react";
import { resourceList } from "styled-system/recipes";
import type { SnapshotFrom } from "xstate";
import { useRead, type RemoteDataActorRef } from "../components/use-remote-data.ts";
import { LoadError } from "../components/load-error.tsx";
import { EmptyState } from "./resource-item.tsx";
import { ResourcesSkeleton } from "./resources-skeleton.tsx";

const classes = resourceList();

export interface TabPanelProps<T> {
  readonly title: string;
  readonly description: string;
  /** The tab's own button beside the title (Add Resource). */
  readonly action?: ReactNode;
  /** The screen's read for the tab: skeletons before the first answer, the error with Retry over what it showed. */
  readonly read: RemoteDataActorRef;
  /** The screen's typed reading of that read's data. */
  readonly select: (snapshot: SnapshotFrom<RemoteDataActorRef>) => ReadonlyArray<T> | null;
  readonly loadingLabel: string;
  /** What an empty list says. */
  readonly empty: { readonly title: string; readonly hint: string };
  /** The loaded, non-empty list, in its groups. */
  readonly list: (items: ReadonlyArray<T>) => ReactNode;
  /** Dialogs the tab opens. */
  readonly children?: ReactNode;
}

/** One tab of Resources & FAQ: its title row, then its read's state or its grouped list. */
export function TabPanel<T>({ title, description, action, read, select, loadingLabel, empty, list, children }: TabPanelProps<T>) {
  const { data, loading, error, refresh } = useRead(read, select);
  return (
    <div className={classes.panel}>
      <div className={classes.head}>
        <div className={classes.headText}>
          <h2 className={classes.title}>{title}</h2>
          <p className={classes.description}>{description}</p>
        </div>
        {action}
      </div>
      {error ? <LoadError message={`Error: ${error}`} onRetry={refresh} busy={loading} /> : null}
      {data === null ? (
        loading ? <ResourcesSkeleton label={loadingLabel} /> : null
      ) : data.length === 0 ? (
        <EmptyState title={empty.title} hint={empty.hint} />
      ) : (
        <div className={classes.groups} aria-busy={loading}>
          {list(data)}
        </div>
      )}
      {children}
    </div>
  );
}
