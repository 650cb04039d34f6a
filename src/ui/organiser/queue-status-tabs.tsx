/** The class names of the queue's own recipe (its slots spread queue-recipe-parts.ts). */
export interface QueueTabClasses {
  readonly tabs: string;
  readonly tab: string;
  readonly count: string;
}

/**
 * A console queue's status tabs, each with its count once the page is read ("all" has none): the
 * pressed tab is the query's status; choosing one sends the screen's `filter.status`.
 */
export function QueueStatusTabs<Tab extends string>(props: {
  readonly classes: QueueTabClasses;
  readonly tabs: ReadonlyArray<Tab>;
  readonly labels: Readonly<Record<Tab, string>>;
  readonly current: Tab;
  readonly counts: Readonly<Record<Exclude<Tab, "all">, number>> | null;
  readonly onPick: (tab: Tab) => void;
}) {
  const { classes, tabs, labels, current, counts, onPick } = props;
  return (
    <div className={classes.tabs} role="group" aria-label="Status">
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          className={classes.tab}
          aria-pressed={current === tab}
          onClick={() => onPick(tab)}
        >
          {labels[tab]}
          {counts !== null && tab !== "all" ? (
            <span className={classes.count}>
              {counts[tab as Exclude<Tab, "all">]}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
