import type { ChangeEvent } from "react";
import { leadsScreen } from "styled-system/recipes";
import type { ListViewState } from "../../machines/data/list-view-state.ts";
import type { FilterChoices, LeadFilters } from "../../machines/leads/lead-filters.ts";
import type { Lead } from "../../machines/leads/lead-form.ts";
import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import type { LeadOffers } from "../../machines/leads/lead-offers.ts";
import { useAfterFirstPaint } from "../components/after-first-paint.ts";
import { Button } from "../components/button.tsx";
import { deferredPart } from "../components/deferred-part.tsx";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { Tabs } from "../components/tabs.tsx";
import { LeadFiltersDisclosure, type LeadFiltersActor } from "./lead-filters-bar.tsx";
import { LeadList } from "./lead-list.tsx";
import type { LeadRowSettings } from "./lead-row.tsx";
import type { LeadOwnerActor, LeadOwnerControls } from "./use-lead-owner.ts";
import { NoMatches } from "./leads-empty.tsx";
import type { LeadActions } from "./use-lead-actions.ts";
import type { LeadBulk } from "./use-lead-bulk.ts";
import { countOf } from "../../format/count.ts";

/** SPEC §2 and §9: the priority filter and the tabs offer the same values. */
const PRIORITY_CHOICES = [
  { value: "all", label: "All" },
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
] as const;

// Shown once Bulk Actions is on, with its question dialog.
const LeadBulkBar = deferredPart(() => import("./lead-bulk-bar.tsx").then((part) => part.LeadBulkBar));

export interface LeadsListCardProps {
  /** The list view as typed (the search box follows every key) and as the list last drew it. */
  readonly view: ListViewState;
  readonly shownView: ListViewState;
  readonly filters: LeadFiltersActor;
  readonly leadFilters: LeadFilters;
  readonly choices: FilterChoices;
  readonly shown: ReadonlyArray<IndexedLead<Lead>>;
  /** How many leads are loaded, and whether that is all of them. */
  readonly loaded: number;
  readonly complete: boolean;
  readonly offers: LeadOffers;
  readonly bulk: LeadBulk;
  readonly actions: LeadActions;
  /** The screen's lead-owner child (Assign to… on the selection) and the rows' Assign and Take. */
  readonly owner: LeadOwnerActor;
  readonly ownerControls: LeadOwnerControls;
  readonly settings: LeadRowSettings;
  readonly send: {
    readonly owner: (value: string | null) => void;
    readonly due: (value: boolean) => void;
    readonly visibleIds: () => ReadonlyArray<string>;
    readonly search: (event: ChangeEvent<HTMLInputElement>) => void;
    readonly filter: (event: ChangeEvent<HTMLSelectElement>) => void;
    readonly tab: (value: string) => void;
    readonly edit: (lead: Lead) => void;
    /** Delete on a row: asks first. */
    readonly remove: (entry: IndexedLead<Lead>) => void;
    readonly clearFilters: () => void;
    readonly importLeads: () => void;
    readonly openAnalytics: () => void;
  };
}

const classes = leadsScreen();

/**
 * The Leads card's content once leads are there: search, priority filter, the qualification filters,
 * the count, the tabs with the virtualised list, and the footer's Bulk Actions, Import Leads and
 * Analytics. Code of its own (the virtualiser, the tabs), downloaded once the screen has painted:
 * until then the card shows its empty box.
 */
export function LeadsListCard(props: LeadsListCardProps) {
  const { view, shownView, filters, leadFilters, choices, shown, loaded, complete, offers, bulk, actions, owner, ownerControls, settings, send } = props;
  // The card's controls are committed and laid out first, its rows (which the list measures as they
  // attach, a layout read) after that paint: together they held a phone's main thread for 120-150 ms.
  const rowsDrawn = useAfterFirstPaint();
  const list =
    shown.length === 0 ? (
      <NoMatches onClear={send.clearFilters} />
    ) : (
      <LeadList
        // A new search or filter starts a fresh list at its first results. Scrolling the old one
        // back up raced the virtualiser, which still held the old offset while it measured rows.
        key={`${shownView.search}\u0000${shownView.filter}\u0000${JSON.stringify(leadFilters)}`}
        entries={shown}
        rowsDrawn={rowsDrawn}
        tab={shownView.tab}
        query={shownView.search}
        selectable={bulk.active && offers.bulk}
        selected={bulk.selected}
        actionsBusy={actions.busy}
        settings={settings}
        onEdit={send.edit}
        onAction={actions.run}
        onToggle={bulk.toggle}
        onAssign={ownerControls.assign}
        onTake={ownerControls.take}
        onDelete={send.remove}
      />
    );
  return (
    <>
      <div className={classes.toolbar}>
        <TextField
          label="Search leads"
          type="search"
          placeholder="Search leads by name, email, or company..."
          value={view.search}
          onChange={send.search}
          autoComplete="off"
        />
        <SelectField label="Priority" options={PRIORITY_CHOICES} value={view.filter} onChange={send.filter} />
      </div>
      <LeadFiltersDisclosure filters={filters} choices={choices} send={send} />
      <p aria-live="polite" className={classes.shownCount} data-testid="leads-shown">
        {complete
          ? `Showing ${shown.length.toLocaleString("en-US")} of ${countOf(loaded, "lead")}`
          : `Showing ${shown.length.toLocaleString("en-US")} of the ${countOf(loaded, "lead")} loaded so far; loading the rest...`}
      </p>
      {bulk.active && offers.bulk ? <LeadBulkBar bulk={bulk} offers={offers} owner={owner} visibleIds={send.visibleIds} /> : null}
      <Tabs
        label="Lead priority"
        value={view.tab}
        onValueChange={send.tab}
        items={PRIORITY_CHOICES.map((choice) => ({
          value: choice.value,
          label: choice.label,
          // Only the open tab draws its list (its buttons differ per tab).
          content: view.tab === choice.value ? list : null,
        }))}
      />
      <div className={classes.footer}>
        {offers.bulk ? (
          <Button variant="outline" onClick={bulk.switchMode} aria-pressed={bulk.active}>
            Bulk Actions
          </Button>
        ) : null}
        {offers.import ? (
          <Button variant="outline" onClick={send.importLeads}>
            Import Leads
          </Button>
        ) : null}
        <Button variant="outline" onClick={send.openAnalytics}>
          Analytics
        </Button>
      </div>
    </>
  );
}
