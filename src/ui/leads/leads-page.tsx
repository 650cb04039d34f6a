import { useSelector } from "@xstate/react";
import { useDeferredValue, useEffect, useMemo, useRef, useState, type ChangeEvent } from "react";
import { leadsScreen } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { applyLeadFilters, filterChoices, withViewer } from "../../machines/leads/lead-filters.ts";
import { indexLeadPages, selectIndexedLeads, type IndexedLead } from "../../machines/leads/leads-list-view.ts";
import { leadsOf, type leadsScreenMachine } from "../../machines/leads/leads-screen.machine.ts";
import { possibleDuplicateIn } from "../../machines/leads/lead-duplicate.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { useRead } from "../components/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { deferredPart, usePreloadAfterPaint, type PlaceholderState } from "../components/deferred-part.tsx";
import { RemoteContent } from "../components/remote-content.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { priorityCounts } from "./lead-analytics.ts";
import { useLeadBulk } from "./use-lead-bulk.ts";
import { LeadExport } from "./lead-export.tsx";
import type { Lead } from "../../machines/leads/lead-form.ts";
import { LeadsEmpty } from "./leads-empty.tsx";
import { useLeadsPaintedMark } from "./use-leads-painted-mark.ts";
import { LeadsStats } from "./leads-stats.tsx";
import { useLeadActions } from "./use-lead-actions.ts";
import { useLeadOwner } from "./use-lead-owner.ts";
import { LeadsNotices } from "./leads-notices.tsx";
import { ReminderButton } from "./reminder-button.tsx";

type LeadsScreenRef = ActorRefFrom<typeof leadsScreenMachine>;

const NO_ENTRIES: ReadonlyArray<IndexedLead<Lead>> = [];

// The dialogs open only when asked: their code (forms, the lead questions' sanitised HTML, the
// dialog layer) loads after the screen has painted, not before it.
const LeadAnalyticsDialog = deferredPart(() => import("./lead-analytics-dialog.tsx").then((part) => part.LeadAnalyticsDialog));
const LeadDialog = deferredPart(() => import("./lead-dialog.tsx").then((part) => part.LeadDialog));
const LeadImportDialog = deferredPart(() => import("./lead-import-dialog.tsx").then((part) => part.LeadImportDialog));
const LeadActionDialogs = deferredPart(() => import("./lead-action-dialogs.tsx").then((part) => part.LeadActionDialogs));
const LeadDeleteDialog = deferredPart(() => import("./lead-delete-dialog.tsx").then((part) => part.LeadDeleteDialog));
const LeadPossibleDuplicate = deferredPart(() => import("./lead-possible-duplicate.tsx").then((part) => part.LeadPossibleDuplicate));
const LeadMergeDialog = deferredPart(() => import("./lead-possible-duplicate.tsx").then((part) => part.LeadMergeDialog));
const LeadOwnerDialog = deferredPart(() => import("./lead-owner-dialog.tsx").then((part) => part.LeadOwnerDialog));
const ReminderDialog = deferredPart(() => import("./reminder-dialog.tsx").then((part) => part.ReminderDialog));
// The card's content (search, filters, the tabs and the virtualised list) is drawn only once leads
// are there: until then, and until its code is here, the card shows its empty box. Its code is
// asked for right after the screen's first paint, beside the leads' read.
const LeadsListCard = deferredPart(() => import("./leads-list-card.tsx").then((part) => part.LeadsListCard), ListBox);

/** The Leads card's words, the same while the leads load and once they show. */
const LEADS_CARD = { title: "Leads", description: "Search, filter and act on each lead." } as const;
const classes = leadsScreen();

/** The list's place in the Leads card, kept while its leads or its code are on their way. */
function ListBox({ loadFailed = false }: Partial<PlaceholderState>) {
  return (
    <div className={classes.listBox}>
      {loadFailed ? (
        <p role="alert" className={classes.listFailed}>
          The list could not be loaded: the connection dropped. Tap anywhere to try again.
        </p>
      ) : null}
    </div>
  );
}

/**
 * Before the first leads arrive: the figures and the Leads card in their places, the list's box
 * empty. The screen keeps its layout when the leads come, and its largest text shows with the
 * screen instead of after the read (on a slow hall network, seconds later).
 */
const LEADS_SKELETON = (
  <div className={classes.body}>
    <LeadsStats counts={null} />
    <Card {...LEADS_CARD}>
      <ListBox />
    </Card>
  </div>
);

/** Route target for /exhibitor/leads (lazy-loaded default export): SPEC §2 Lead Management. */
export default screenPage("leads", "Loading leads...", LeadsScreen);

/**
 * Scale: the list may hold thousands of leads. Each load is indexed once (person, lower-case search
 * text); the search box updates at once while the filtered list follows through
 * `useDeferredValue`, so typing never waits for the list, and so does a new answer; the list
 * itself is virtualised.
 */
function LeadsScreen({ screen }: { readonly screen: LeadsScreenRef }) {
  // Invoked when the screen starts, so they are there for as long as the screen runs.
  const children = useSelector(screen, (snapshot) => snapshot.children) as Required<ReturnType<LeadsScreenRef["getSnapshot"]>["children"]>;
  const { listView, filters, dialog, importer } = children;
  // A new answer (thousands of leads) is drawn as a render React may pause and resume (useRead
  // defers it), so the screen keeps answering meanwhile.
  const leads = useRead(children.leads, leadsOf);
  const { data } = leads;
  const view = useSelector(listView, (snapshot) => snapshot.context);
  const shownView = useDeferredValue(view);
  const leadFilters = useSelector(filters, (snapshot) => snapshot.context);
  // Who looks, and today in the event's zone, as the screen machine heard them.
  const userId = useSelector(screen, (snapshot) => snapshot.context.viewer.userId);
  const clock = useSelector(screen, (snapshot) => snapshot.context.clock);
  const notice = useSelector(screen, (snapshot) => snapshot.context.notice);

  // Each page is indexed once, as it arrives; the figures wait for the last page.
  const index = useMemo(() => (data === null ? null : indexLeadPages(data.pages)), [data]);
  const complete = data?.complete === true;
  const counts = useMemo(() => (index === null || !complete ? null : priorityCounts(index)), [index, complete]);
  const choices = useMemo(() => filterChoices(index ?? NO_ENTRIES), [index]);
  const searched = useMemo(() => (index === null ? NO_ENTRIES : selectIndexedLeads(index, shownView)), [index, shownView]);
  const shown = useMemo(() => applyLeadFilters(searched, withViewer(leadFilters, userId)), [searched, leadFilters, userId]);
  useLeadsPaintedMark(data);
  usePreloadAfterPaint(LeadsListCard);

  // Read by "Select All in View" when pressed, so it does not re-render the list.
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  }, [shown]);

  // The lead open in the dialog, as the list reads it now: a decided mark is gone once the list is read again.
  const openId = useSelector(dialog, (snapshot) => snapshot.context.lead?._id ?? null);
  const possibleDuplicate = useMemo(() => possibleDuplicateIn(index, openId), [index, openId]);
  const actions = useLeadActions(children.actions);
  const bulk = useLeadBulk(children.bulk);
  // What the person's role may do, as the screen machine decided it.
  const offers = useSelector(screen, (snapshot) => snapshot.context.offers);
  const ownerControls = useLeadOwner(children.owner);
  const settings = useMemo(
    () => ({ today: clock.today, zoneName: clock.zoneName, assign: offers.assign, take: offers.take, delete: offers.delete }),
    [clock.today, clock.zoneName, offers.assign, offers.take, offers.delete],
  );
  const [send] = useState(() => ({
    owner: (value: string | null) => screen.send({ type: "owner.change", value }),
    due: (value: boolean) => screen.send({ type: "due.change", value }),
    dismissNotice: () => screen.send({ type: "notice.dismiss" }),
    visibleIds: () => shownRef.current.map((entry) => entry.lead._id),
    search: (event: ChangeEvent<HTMLInputElement>) => listView.send({ type: "search.change", value: event.target.value }),
    filter: (event: ChangeEvent<HTMLSelectElement>) => listView.send({ type: "filter.change", value: event.target.value }),
    tab: (value: string) => listView.send({ type: "tab.change", value }),
    add: () => dialog.send({ type: "dialog.openAdd" }),
    edit: (lead: Lead) => dialog.send({ type: "dialog.openEdit", lead }),
    remove: (entry: IndexedLead<Lead>) => children.remover.send({ type: "delete.request", lead: { _id: entry.lead._id, name: entry.person.fullName } }),
    removeOpen: (lead: Lead) => children.remover.send({ type: "delete.request", lead: { _id: lead._id, name: lead.user.fullName } }),
    clearFilters: () => screen.send({ type: "filters.clear" }),
    importLeads: () => screen.send({ type: "leads.import" }),
    exportView: () => screen.send({ type: "leads.export" }),
    openAnalytics: () => children.analytics.send({ type: "analytics.open" }),
  }));

  return (
    <>
      <PageHeader
        title="Lead Management"
        description="Every visitor you captured, by priority."
        actions={
          <>
            {offers.export ? <LeadExport exporter={children.leadExport} onExportView={send.exportView} /> : null}
            <Button onClick={send.add}>Add Lead</Button>
          </>
        }
      />
      <div className={classes.body}>
        <LeadsNotices notice={notice} zoneNote={clock.note} onDismiss={send.dismissNotice} />
        <RemoteContent remote={leads} loadingLabel="Loading leads..." skeleton={LEADS_SKELETON}>
          {() =>
            index === null ? null : (
              <>
                <LeadsStats counts={counts} />
                {index.length === 0 ? (
                  <LeadsEmpty onAdd={send.add} onImport={offers.import ? send.importLeads : null} />
                ) : (
                  <Card {...LEADS_CARD}>
                    <LeadsListCard
                      view={view}
                      shownView={shownView}
                      filters={filters}
                      leadFilters={leadFilters}
                      choices={choices}
                      shown={shown}
                      loaded={index.length}
                      complete={complete}
                      offers={offers}
                      bulk={bulk}
                      actions={actions}
                      owner={children.owner}
                      ownerControls={ownerControls}
                      settings={settings}
                      send={send}
                    />
                  </Card>
                )}
              </>
            )
          }
        </RemoteContent>
        {/* Under the list, so a phone's first screenful stays the list's. */}
        <div className={classes.reminderRow}>
          <ReminderButton reminder={children.reminder} />
        </div>
      </div>
      <LeadAnalyticsDialog analytics={children.analytics} />
      <LeadDialog
        dialog={dialog}
        onDelete={offers.delete ? send.removeOpen : undefined}
        notice={<LeadPossibleDuplicate offer={possibleDuplicate} duplicate={children.duplicate} />}
      />
      <LeadDeleteDialog remover={children.remover} />
      <LeadMergeDialog duplicate={children.duplicate} />
      <LeadImportDialog importer={importer} />
      <LeadActionDialogs actions={children.actions} />
      <LeadOwnerDialog owner={children.owner} />
      <ReminderDialog reminder={children.reminder} />
    </>
  );
}
