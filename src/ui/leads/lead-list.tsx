import { memo, useCallback } from "react";
import { leadRow } from "styled-system/recipes";
import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import { LeadRow, type LeadRowHandlers, type LeadRowSettings } from "./lead-row.tsx";
import type { Lead } from "../../machines/leads/lead-form.ts";
import { VirtualList } from "../components/virtual-list.tsx";
import { countOf } from "../../format/count.ts";

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
const classes = leadRow();

/** A typical row (name, affiliation, e-mail line, two lines of remarks, status, buttons); rows are measured once drawn. */
const ESTIMATED_ROW_HEIGHT = 176;

const leadKey = (entry: IndexedLead<Lead>): string => entry.lead._id;

/**
 * The leads of one tab, virtualised (the shared VirtualList): only the rows inside the 400px box and
 * a few either side are in the document, so 10,000 leads cost what 20 do. `data-query` and
 * `data-count` say which search the drawn rows belong to (the bench waits for them; harmless otherwise).
 */
export const LeadList = memo(function LeadList(props: LeadListProps) {
  const { entries, rowsDrawn, tab, query, selectable, selected, actionsBusy, settings, onEdit, onAction, onToggle, onAssign, onTake, onDelete } = props;
  const renderRow = useCallback(
    (entry: IndexedLead<Lead>) => (
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
        onDelete={onDelete}
      />
    ),
    [tab, selectable, selected, actionsBusy, settings, onEdit, onAction, onToggle, onAssign, onTake, onDelete],
  );
  return (
    <VirtualList
      items={entries}
      itemKey={leadKey}
      renderRow={renderRow}
      height={LIST_HEIGHT}
      estimatedRowHeight={ESTIMATED_ROW_HEIGHT}
      overscan={4}
      label="Leads list"
      listLabel={countOf(entries.length, "lead")}
      className={classes.scroller}
      rowsDrawn={rowsDrawn}
      data={{ "data-query": query, "data-count": entries.length }}
    />
  );
});
