import { measureElement, useVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useEffect, useRef } from "react";
import { css } from "styled-system/css";
import { activityKindLabel, type ActivityCategory, type ActivityEntry } from "../../machines/activity/activity-entry.ts";
import { formatShortDateTime } from "../../format/date-time.ts";
import { Badge, type BadgeTone } from "../components/badge.tsx";

const LIST_HEIGHT = 480;
const ESTIMATED_ROW_HEIGHT = 72;
const estimateSize = () => ESTIMATED_ROW_HEIGHT;

const scroller = css({
  maxH: "480px",
  overflowY: "auto",
  overscrollBehavior: "contain",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.surface",
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
});
const rowFrame = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr auto", md: "12rem 1fr auto 8rem" },
  alignItems: "center",
  columnGap: "4",
  rowGap: "1",
  px: "4",
  py: "3",
  borderBottomWidth: "1px",
  borderColor: "border.default",
  fontSize: "sm",
});
const who = css({ fontWeight: "semibold", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
const what = css({ color: "fg.default", gridColumn: { base: "1 / -1", md: "auto" }, gridRow: { base: "2", md: "auto" } });
const when = css({ color: "fg.muted", textAlign: { base: "left", md: "right" }, whiteSpace: "nowrap" });

const KIND_TONES: Readonly<Record<ActivityCategory, BadgeTone>> = {
  team: "blue",
  company: "grey",
  leads: "green",
  export: "yellow",
  import: "yellow",
};

function ActivityRow({ entry }: { readonly entry: ActivityEntry }) {
  return (
    <div className={rowFrame} data-category={entry.category}>
      <span className={who}>{entry.actor.name}</span>
      <span className={what}>{entry.summary}</span>
      <Badge tone={KIND_TONES[entry.category]}>{activityKindLabel(entry.category)}</Badge>
      <time className={when} dateTime={entry.at}>
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
 * The log, virtualised (@tanstack/react-virtual): only the rows in the box and a few either side are
 * in the document, however many pages were read. Reaching the last rows asks for the next page.
 */
export const ActivityList = memo(function ActivityList({ entries, onNearEnd }: ActivityListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The same function until the entries change: the virtualizer lays out every row again (10,000
  // for a big lead list) whenever it gets a new one, which a fresh arrow on each render would be.
  const getItemKey = useCallback((index: number) => entries[index]?.id ?? index, [entries]);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 6,
    initialRect: { width: 0, height: LIST_HEIGHT },
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const lastDrawn = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (onNearEnd && lastDrawn >= entries.length - 3) onNearEnd();
  }, [lastDrawn, entries.length, onNearEnd]);

  return (
    <div ref={scrollRef} role="region" aria-label="Activity log" tabIndex={0} className={scroller} data-count={entries.length}>
      <div role="list" aria-label={`${entries.length.toLocaleString("en-US")} entries`} style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {items.map((item) => {
          const entry = entries[item.index]!;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={entries.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${item.start}px)` }}
            >
              <ActivityRow entry={entry} />
            </div>
          );
        })}
      </div>
    </div>
  );
});
