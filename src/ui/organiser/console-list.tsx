import type { ReactNode } from "react";
import { consoleShell } from "styled-system/recipes";
import { Button } from "../components/button.tsx";
import { RemoteContent } from "../components/remote-content.tsx";
import type { RemoteData } from "../components/use-remote-data.ts";

const classes = consoleShell();

export interface ConsoleListProps<Row> {
  readonly read: RemoteData<ReadonlyArray<Row>>;
  readonly loadingLabel: string;
  /** The add button above the list ("Add FAQ"); left out where the role may not add. */
  readonly add?: { readonly label: string; readonly onAdd: () => void };
  /** What an empty list says, and how it fills. */
  readonly empty: string;
  readonly children: (rows: ReadonlyArray<Row>) => ReactNode;
}

/** One of the console's lists over its read: the first load, a failed one with Retry, the add button, then the rows or what an empty list says. */
export function ConsoleList<Row>({ read, loadingLabel, add, empty, children }: ConsoleListProps<Row>) {
  return (
    <RemoteContent remote={read} loadingLabel={loadingLabel}>
      {(rows) => (
        <div className={classes.form}>
          {add === undefined ? null : (
            <div>
              <Button onClick={add.onAdd}>{add.label}</Button>
            </div>
          )}
          {rows.length === 0 ? (
            <div className={classes.message}>
              <p>{empty}</p>
            </div>
          ) : (
            children(rows)
          )}
        </div>
      )}
    </RemoteContent>
  );
}
