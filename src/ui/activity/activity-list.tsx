import { memo, useCallback } from "react";
import { activityLog } from "styled-system/recipes";
import { activityKindLabel, type ActivityCategory, type ActivityEntry } from "../../machines/activity/activity-entry.ts";
import { formatShortDateTime } from "../../format/date-time.ts";
import { countOf } from "../../format/count.ts";
import { Badge, type BadgeTone } from "../components/badge.tsx";
import { VirtualList } from "../components/virtual-list.tsx";

const LIST_HEIGHT = 480;
const ESTIMATED_ROW_HEIGHT = 72;
const entryKey = (entry: ActivityEntry): string => entry.id;

const classes = activityLog();

const KIND_TONES: Readonly<Record<ActivityCategory, BadgeTone>> = {
  team: "blue",
  company: "grey",
  leads: "green",
  export: "yellow",
  import: "yellow",
  organiser: "blue",
};

function ActivityRow({ entry }: { readonly entry: ActivityEntry }) {
  return (
    <div className={classes.row} data-category={entry.category}>
      <span className={classes.who}>{entry.actor.name}</span>
      <span className={classes.what}>{entry.summary}</span>
      <Badge tone={KIND_TONES[entry.category]}>{activityKindLabel(entry.category)}</Badge>
      <time className={classes.when} dateTime={entry.at}>
        {formatShortDateTime(entry.at)}
      </time>
    </div>
  );
}

export interface ActivityListProps {
  readonly entries: ReadonlyArray<ActivityEntry>;
  /** Called when the last rows come into view and the next page should be read. */
  readonly onNearEnd: (() => void) | null;
}

/**
 * The log, virtualised (the shared VirtualList): only the rows in the box and a few either side are
 * in the document, however many pages were read. Reaching the last rows asks for the next page.
 */
export const ActivityList = memo(function ActivityList({ entries, onNearEnd }: ActivityListProps) {
  const renderRow = useCallback((entry: ActivityEntry) => <ActivityRow entry={entry} />, []);
  const onLastDrawn = useCallback(
    (lastDrawn: number) => {
      if (onNearEnd && lastDrawn >= entries.length - 3) onNearEnd();
    },
    [entries.length, onNearEnd],
  );
  return (
    <VirtualList
      items={entries}
      itemKey={entryKey}
      renderRow={renderRow}
      height={LIST_HEIGHT}
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      overscan={6}
      label="Activity log"
      listLabel={countOf(entries.length, "entry", "entries")}
      className={classes.scroller}
      onLastDrawn={onLastDrawn}
      data={{ "data-count": entries.length }}
    />
  );
});
