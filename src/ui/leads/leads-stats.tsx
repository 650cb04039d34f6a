import { StatCard, statGrid } from "../components/stat-card.tsx";
import { Icon } from "../shell/icons.tsx";
import type { PriorityCounts } from "./lead-analytics.ts";

const figure = (value: number) => value.toLocaleString("en-US");

/** SPEC §2: Total Leads, High Priority, Medium Priority, Low Priority, over every lead. */
export function LeadsStats({ counts }: { readonly counts: PriorityCounts }) {
  return (
    <div className={statGrid} data-testid="leads-stats">
      <StatCard label="Total Leads" value={figure(counts.total)} icon={<Icon name="users" />} />
      <StatCard label="High Priority" value={figure(counts.high)} icon={<Icon name="target" />} />
      <StatCard label="Medium Priority" value={figure(counts.medium)} icon={<Icon name="target" />} />
      <StatCard label="Low Priority" value={figure(counts.low)} icon={<Icon name="target" />} />
    </div>
  );
}
