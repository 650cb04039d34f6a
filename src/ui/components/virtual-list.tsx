import { measureElement, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useRef, type Key, type ReactNode } from "react";

/**
 * A long list virtualised (@tanstack/react-virtual), as Lead Management and the activity log draw
 * theirs: only the rows inside the scrolling box and a few either side are in the document, however
 * many there are. Rows have different heights, so each is measured as it is drawn. The box is a
 * focusable region, so a keyboard can scroll it.
 */
export interface VirtualListProps<T> {
  readonly items: ReadonlyArray<T>;
  /**
   * A row's key. Give a function made once (module level or `useCallback`): the virtualizer lays out
   * every row again (10,000 for a big lead list) whenever it gets a new one.
   */
  readonly itemKey: (item: T) => Key;
  readonly renderRow: (item: T, index: number) => ReactNode;
  /** The box's height in px (its max-height): the first render draws the rows that fill it, before it is measured. */
  readonly height: number;
  /** A typical row's height; rows are measured once drawn. */
  readonly estimatedRowHeight: number;
  readonly overscan: number;
  /** The scrolling region's name ("Leads list"). */
  readonly label: string;
  /** The list's name ("1,024 leads"). */
  readonly listLabel: string;
  readonly className: string;
  /** False while the rows wait for a later commit: the list keeps its height, empty. */
  readonly rowsDrawn?: boolean;
  /** Called with the last drawn row's index (-1 with none) when it changes: to read the next page near the end. */
  readonly onLastDrawn?: (index: number) => void;
  /** `data-*` facts for tests and the bench (`data-count`, `data-query`). */
  readonly data?: Readonly<Record<`data-${string}`, string | number>>;
}

/**
 * The box's size as its ResizeObserver reports it, without the library's first reading when the list
 * mounts: that read forces the browser to lay out the whole new card inside React's commit (40-70 ms
 * on a phone), where the next frame would lay it out anyway. Until the observer reports,
 * `initialRect` (the box's height) stands in, which draws the same rows.
 */
function observeBoxSize(instance: Virtualizer<HTMLDivElement, Element>, report: (rect: { width: number; height: number }) => void) {
  const element = instance.scrollElement;
  if (element === null || typeof ResizeObserver === "undefined") return undefined;
  // The content box, as the library's own observer measures it (the box has no padding).
  const observer = new ResizeObserver(([entry]) => {
    if (entry !== undefined) report({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

const rowStyle = (start: number) => ({ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${start}px)` }) as const;

export function VirtualList<T>(props: VirtualListProps<T>) {
  const { items, itemKey, renderRow, height, estimatedRowHeight, overscan, label, listLabel, className, rowsDrawn = true, onLastDrawn, data } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const getItemKey = useCallback((index: number) => (items[index] === undefined ? index : itemKey(items[index])), [items, itemKey]);
  const estimateSize = useCallback(() => estimatedRowHeight, [estimatedRowHeight]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan,
    initialRect: { width: 0, height },
    observeElementRect: observeBoxSize,
    // A tab panel opened a second time is still hidden when its list mounts, and a hidden row
    // measures 0: kept, that would make the whole list 0px tall for good. Such a row keeps its
    // estimate until it is measured visible.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimatedRowHeight,
  });
  const drawn = rowsDrawn ? virtualizer.getVirtualItems() : [];
  const lastDrawn = drawn[drawn.length - 1]?.index ?? -1;
  useEffect(() => {
    onLastDrawn?.(lastDrawn);
  }, [lastDrawn, onLastDrawn]);

  return (
    <div ref={scrollRef} role="region" aria-label={label} tabIndex={0} className={className} {...data}>
      <div role="list" aria-label={listLabel} style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {drawn.map((row) => (
          <div
            key={row.key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={rowStyle(row.start)}
          >
            {renderRow(items[row.index]!, row.index)}
          </div>
        ))}
      </div>
    </div>
  );
}
