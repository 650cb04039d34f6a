import { measureElement, useVirtualizer, type Virtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useRef } from "react";
import { css } from "styled-system/css";
import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import { LeadRow, type LeadRowHandlers, type LeadRowSettings } from "./lead-row.tsx";
import type { Lead } from "../../machines/leads/leads-csv.ts";

export interface LeadListProps extends LeadRowHandlers {
  readonly entries: ReadonlyArray<IndexedLead<Lead>>;
  /** False while the rows wait for the next commit: the list keeps its height, empty. */
  readonly rowsDrawn: boolean;
  readonly tab: string;
  /** The search the entries were filtered with (deferred), shown as `data-query` for the bench. */
  readonly query: string;
  readonly selectable: boolean;
  readonly selected: ReadonlySet<string>;
  readonly actionsBusy: boolean;
  readonly settings: LeadRowSettings;
}

/** SPEC §9: the All list scrolls inside 400px; focusable so a keyboard can scroll it. */
const LIST_HEIGHT = 400;
const scroller = css({
  maxH: "400px",
  overflowY: "auto",
  overscrollBehavior: "contain",
  borderRadius: "md",
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
});

/** A typical row (name, affiliation, e-mail line, two lines of remarks, status, buttons); rows are measured once drawn. */
const ESTIMATED_ROW_HEIGHT = 176;
const estimateSize = () => ESTIMATED_ROW_HEIGHT;

/**
 * The box's size as its ResizeObserver reports it, without the library's first reading when the list
 * mounts: that read forces the browser to lay out the whole new card inside React's commit (40-70 ms
 * on a phone), where the next frame would lay it out anyway. Until the observer reports,
 * `initialRect` (the box's 400px) stands in, which draws the same rows.
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

/**
 * The leads of one tab, virtualised (@tanstack/react-virtual): only the rows inside the 400px box
 * and a few either side are in the document, so 10,000 leads cost what 20 do. Rows have different
 * heights (remarks wrap), so each is measured as it is drawn. `data-query` and `data-count` say
 * which search the drawn rows belong to (the bench waits for them; harmless otherwise).
 */
export const LeadList = memo(function LeadList(props: LeadListProps) {
  const { entries, rowsDrawn, tab, query, selectable, selected, actionsBusy, settings, onEdit, onAction, onToggle, onAssign, onTake } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The same function until the entries change: the virtualizer lays out every row again (10,000
  // for a big lead list) whenever it gets a new one, which a fresh arrow on each render would be.
  const getItemKey = useCallback((index: number) => entries[index]?.lead._id ?? index, [entries]);
  const virtualizer = useVirtualizer({
    count: entries.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 4,
    // The first render already draws the rows that fill the box, before the box is measured.
    initialRect: { width: 0, height: LIST_HEIGHT },
    observeElementRect: observeBoxSize,
    // A tab panel opened a second time is still hidden when its list mounts, and a hidden row
    // measures 0: kept, that would make the whole list 0px tall for good. Such a row keeps its
    // estimate until it is measured visible.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ESTIMATED_ROW_HEIGHT,
  });

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label="Leads list"
      tabIndex={0}
      className={scroller}
      data-query={query}
      data-count={entries.length}
    >
      <div role="list" aria-label={`${entries.length.toLocaleString("en-US")} leads`} style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {(rowsDrawn ? virtualizer.getVirtualItems() : []).map((item) => {
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
              <LeadRow
                entry={entry}
                tab={tab}
                selectable={selectable}
                selected={selected.has(entry.lead._id)}
                actionsBusy={actionsBusy}
                settings={settings}
                onEdit={onEdit}
                onAction={onAction}
                onToggle={onToggle}
                onAssign={onAssign}
                onTake={onTake}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
});
