import { FigurePlaceholder, StatCard, statGrid } from "../components/stat-card.tsx";
import { Icon } from "../screen/icons.tsx";
import type { PriorityCounts } from "./lead-analytics.ts";

/**
 * SPEC §2: Total Leads, High Priority, Medium Priority, Low Priority, over every lead. Null while
 * the list is still arriving in pages: the cards wait in their final size rather than count part
 * of the leads as if it were all of them.
 */
export function LeadsStats({ counts }: { readonly counts: PriorityCounts | null }) {
  const figure = (value: (counts: PriorityCounts) => number) => (counts === null ? <FigurePlaceholder /> : value(counts).toLocaleString("en-US"));
  return (
    <div className={statGrid} data-testid="leads-stats" aria-busy={counts === null}>
      <StatCard label="Total Leads" value={figure((all) => all.total)} icon={<Icon name="users" />} />
      <StatCard label="High Priority" value={figure((all) => all.high)} icon={<Icon name="target" />} />
      <StatCard label="Medium Priority" value={figure((all) => all.medium)} icon={<Icon name="target" />} />
      <StatCard label="Low Priority" value={figure((all) => all.low)} icon={<Icon name="target" />} />
    </div>
  );
}
