import type { ReactNode } from "react";
import { css } from "styled-system/css";
import type { SnapshotFrom } from "xstate";
import { useRead, type RemoteDataActorRef } from "../app/use-remote-data.ts";
import { LoadError } from "../components/load-error.tsx";
import { splitRow } from "../components/styles.ts";
import { EmptyState } from "./resource-item.tsx";
import { ResourcesSkeleton } from "./resources-skeleton.tsx";

const panel = css({ display: "flex", flexDirection: "column", gap: "5", pt: "4" });
const groups = css({ display: "flex", flexDirection: "column", gap: "6" });

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
    <div className={panel}>
      <div className={css(splitRow, { alignItems: { base: "stretch", sm: "flex-start" }, gap: "3" })}>
        <div className={css({ minW: "0" })}>
          <h2 className={css({ fontSize: "lg", fontWeight: "semibold" })}>{title}</h2>
          <p className={css({ fontSize: "sm", color: "fg.muted" })}>{description}</p>
        </div>
        {action}
      </div>
      {error ? <LoadError message={`Error: ${error}`} onRetry={refresh} busy={loading} /> : null}
      {data === null ? (
        loading ? <ResourcesSkeleton label={loadingLabel} /> : null
      ) : data.length === 0 ? (
        <EmptyState title={empty.title} hint={empty.hint} />
      ) : (
        <div className={groups} aria-busy={loading}>
          {list(data)}
        </div>
      )}
      {children}
    </div>
  );
}
