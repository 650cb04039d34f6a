import { useMemo } from "react";
import { css } from "styled-system/css";
import type { IndexedLead } from "../../machines/leads/leads-list-view.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { leadAnalytics, type Count } from "./lead-analytics.ts";
import type { Lead } from "../../machines/leads/leads-csv.ts";

const table = css({
  w: "full",
  fontSize: "sm",
  borderCollapse: "collapse",
  "& th, & td": { textAlign: "start", px: "2", py: "1.5", borderBottomWidth: "1px", borderColor: "border.default" },
  "& th": { bg: "bg.muted", fontWeight: "semibold" },
  "& td:last-child, & th:last-child": { textAlign: "end", fontVariantNumeric: "tabular-nums" },
});

function CountTable({ caption, heading, counts, testId }: { readonly caption: string; readonly heading: string; readonly counts: ReadonlyArray<Count>; readonly testId: string }) {
  return (
    <table className={table} data-testid={testId}>
      <caption className={css({ textAlign: "start", fontWeight: "semibold", pb: "2" })}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {counts.map((count) => (
          <tr key={count.key}>
            <th scope="row" className={css({ bg: "transparent !important", fontWeight: "normal !important" })}>
              {count.label}
            </th>
            <td>{count.count.toLocaleString("en-US")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The footer's Analytics: counts of the leads in view by priority, status, way captured and day captured. */
export function LeadAnalyticsDialog({
  open,
  onClose,
  entries,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly entries: ReadonlyArray<IndexedLead<Lead>>;
}) {
  // Counted only while open: thousands of leads are not tallied on every keystroke behind a closed dialog.
  const analytics = useMemo(() => (open ? leadAnalytics(entries) : null), [open, entries]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Lead Analytics"
      description={`Counts of the ${analytics?.total.toLocaleString("en-US") ?? 0} leads in view.`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      {analytics === null ? null : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "5", pb: "2" })}>
          <CountTable caption="By priority" heading="Priority" counts={analytics.byPriority} testId="analytics-priority" />
          <CountTable caption="By status" heading="Status" counts={analytics.byStatus} testId="analytics-status" />
          <CountTable caption="By capture" heading="Captured as" counts={analytics.byCapture} testId="analytics-capture" />
          <CountTable caption="By day" heading="Day" counts={analytics.byDay} testId="analytics-day" />
        </div>
      )}
    </Dialog>
  );
}
