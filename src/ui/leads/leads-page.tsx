import { useActorRef, useSelector } from "@xstate/react";
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { css } from "styled-system/css";
import { useInspect } from "../../inspect-context.ts";
import { listViewMachine } from "../../machines/data/list-view.machine.ts";
import { indexLeads, selectIndexedLeads, type IndexedLead } from "../../machines/leads/leads-list-view.ts";
import { useRemoteData } from "../app/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { Tabs } from "../components/tabs.tsx";
import { RemoteContent } from "../dashboard/section-state.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { LeadAnalyticsDialog } from "./lead-analytics-dialog.tsx";
import { priorityCounts } from "./lead-analytics.ts";
import { LeadBulkBar, useLeadBulk } from "./lead-bulk-bar.tsx";
import { useLeadDialog } from "./lead-dialog.tsx";
import { useLeadImport } from "./lead-import-dialog.tsx";
import { LeadList } from "./lead-list.tsx";
import type { Lead } from "../../machines/leads/leads-csv.ts";
import { LeadsEmpty, NoMatches } from "./leads-empty.tsx";
import { useLeadsPaintedMark } from "./leads-perf.ts";
import { loadLeads } from "./leads-reads.ts";
import { LeadsStats } from "./leads-stats.tsx";
import { useLeadActions } from "./use-lead-actions.ts";
import { useLeadsExport } from "./use-leads-export.ts";

/** SPEC §2 and §9: the priority filter and the tabs offer the same values. */
const PRIORITY_CHOICES = [
  { value: "all", label: "All" },
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
] as const;

const NO_ENTRIES: ReadonlyArray<IndexedLead<Lead>> = [];

const toolbar = css({ display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", md: "minmax(0, 1fr) 12rem" }, alignItems: "end" });
const footer = css({ display: "flex", flexWrap: "wrap", gap: "2", pt: "2", borderTopWidth: "1px", borderColor: "border.default" });

/**
 * Route target for /exhibitor/leads (lazy-loaded default export): SPEC §2 Lead Management.
 *
 * Scale: the list may hold thousands of leads. Each load is indexed once (person, lower-case search
 * text); the search box updates at once while the filtered list follows through
 * `useDeferredValue`, so typing never waits for the list; the list itself is virtualised.
 */
export default function LeadsPage() {
  const leads = useRemoteData(loadLeads);
  const inspect = useInspect();
  const listView = useActorRef(listViewMachine, { input: { kind: "leads" }, inspect });
  const view = useSelector(listView, (snapshot) => snapshot.context);
  const shownView = useDeferredValue(view);

  const index = useMemo(() => (leads.data === null ? null : indexLeads(leads.data)), [leads.data]);
  const counts = useMemo(() => (index === null ? null : priorityCounts(index)), [index]);
  const shown = useMemo(() => (index === null ? NO_ENTRIES : selectIndexedLeads(index, shownView)), [index, shownView]);
  useLeadsPaintedMark(leads.data);

  // Read by "Select All in View" and Export Leads when pressed, so neither re-renders the list.
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  const leadDialog = useLeadDialog({ onSaved: leads.refresh });
  const actions = useLeadActions(leads.refresh);
  const bulk = useLeadBulk(leads.refresh);
  const importer = useLeadImport(leads.refresh);
  const [helpers] = useState(() => ({
    visibleIds: () => shownRef.current.map((entry) => entry.lead._id),
    // The export reads the leads afresh and keeps those the screen's search, filter and tab show now.
    inView: (all: ReadonlyArray<Lead>) => selectIndexedLeads(indexLeads(all), listView.getSnapshot().context).map((entry) => entry.lead),
    search: (event: ChangeEvent<HTMLInputElement>) => listView.send({ type: "search.change", value: event.target.value }),
    filter: (event: ChangeEvent<HTMLSelectElement>) => listView.send({ type: "filter.change", value: event.target.value }),
    tab: (value: string) => listView.send({ type: "tab.change", value }),
  }));
  const exporter = useLeadsExport({ select: helpers.inView });
  // Opening a read-only panel is not a flow of its own; nothing else depends on it.
  const [analyticsOpen, setAnalyticsOpen] = useState(false);

  const list =
    shown.length === 0 ? (
      <NoMatches />
    ) : (
      <LeadList
        // A new search or filter starts a fresh list at its first results. Scrolling the old one
        // back up raced the virtualiser, which still held the old offset while it measured rows.
        key={`${shownView.search}\u0000${shownView.filter}`}
        entries={shown}
        tab={shownView.tab}
        query={shownView.search}
        selectable={bulk.active}
        selected={bulk.selected}
        actionsBusy={actions.busy}
        onEdit={leadDialog.openEdit}
        onAction={actions.run}
        onToggle={bulk.toggle}
      />
    );

  return (
    <>
      <PageHeader
        title="Lead Management"
        description="Every visitor you captured, by priority."
        actions={
          <>
            <Button variant="outline" onClick={exporter.start} disabled={exporter.busy || index === null} aria-busy={exporter.busy}>
              {exporter.busy ? "Exporting..." : "Export Leads"}
            </Button>
            <Button onClick={leadDialog.openAdd}>Add Lead</Button>
          </>
        }
      />
      <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
        <RemoteContent remote={leads} loadingLabel="Loading leads...">
          {() =>
            index === null || counts === null ? null : (
              <>
                <LeadsStats counts={counts} />
                {index.length === 0 ? (
                  <LeadsEmpty onAdd={leadDialog.openAdd} onImport={importer.open} />
                ) : (
                  <Card title="Leads" description="Search, filter by priority, and act on each lead.">
                    <div className={toolbar}>
                      <TextField
                        label="Search leads"
                        type="search"
                        placeholder="Search leads by name, email, or company..."
                        value={view.search}
                        onChange={helpers.search}
                        autoComplete="off"
                      />
                      <SelectField label="Priority" options={PRIORITY_CHOICES} value={view.filter} onChange={helpers.filter} />
                    </div>
                    <p aria-live="polite" className={css({ fontSize: "sm", color: "fg.muted" })} data-testid="leads-shown">
                      Showing {shown.length.toLocaleString("en-US")} of {index.length.toLocaleString("en-US")} leads
                    </p>
                    {bulk.active ? <LeadBulkBar bulk={bulk} visibleIds={helpers.visibleIds} /> : null}
                    <Tabs
                      label="Lead priority"
                      value={view.tab}
                      onValueChange={helpers.tab}
                      items={PRIORITY_CHOICES.map((choice) => ({
                        value: choice.value,
                        label: choice.label,
                        // Only the open tab draws its list (its buttons differ per tab).
                        content: view.tab === choice.value ? list : null,
                      }))}
                    />
                    <div className={footer}>
                      <Button variant="outline" onClick={bulk.switchMode} aria-pressed={bulk.active}>
                        Bulk Actions
                      </Button>
                      <Button variant="outline" onClick={importer.open}>
                        Import Leads
                      </Button>
                      <Button variant="outline" onClick={() => setAnalyticsOpen(true)}>
                        Analytics
                      </Button>
                    </div>
                  </Card>
                )}
              </>
            )
          }
        </RemoteContent>
      </div>
      <LeadAnalyticsDialog open={analyticsOpen} onClose={() => setAnalyticsOpen(false)} entries={shown} />
      {leadDialog.view}
      {importer.view}
    </>
  );
}
