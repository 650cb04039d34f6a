import { Menu } from "@ark-ui/react/menu";
import { useSelector } from "@xstate/react";
import { button, menu } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { LEAD_EXPORT_CHOICES, type LeadExportFormat, type leadExportMachine } from "../../machines/leads/lead-export.machine.ts";

// The panel, rows and lines of every dropdown menu of the portal.
const { content, item, separator } = menu();

export interface LeadExportProps {
  readonly exporter: ActorRefFrom<typeof leadExportMachine>;
  readonly onExportView: () => void;
  /** The button was tapped before the menu's code was here (lead-export.tsx): open at once. */
  readonly openAtStart?: boolean;
}

const SINCE_VALUE = "since-last-export";
const VIEW_VALUE = "view";

/**
 * Lead Management's Export menu: the leads in view (its search, tab and filters) as the CSV Import
 * Leads reads, then every lead in the formats the server writes, and "Only new since my last
 * export" kept as a check.
 */
export function LeadExportMenu({ exporter, onExportView, openAtStart = false }: LeadExportProps) {
  const busy = useSelector(exporter, (snapshot) => snapshot.hasTag("busy"));
  const since = useSelector(exporter, (snapshot) => snapshot.context.sinceLastExport);
  const error = useSelector(exporter, (snapshot) => snapshot.context.error);
  return (
    <Menu.Root
      defaultOpen={openAtStart}
      closeOnSelect
      onSelect={({ value }) => {
        if (value === VIEW_VALUE) onExportView();
        else if (value !== SINCE_VALUE) exporter.send({ type: "export.choose", format: value as LeadExportFormat });
      }}
    >
      <Menu.Trigger className={button({ variant: "outline" })} disabled={busy} aria-busy={busy} title={error ?? undefined}>
        {busy ? "Exporting..." : "Export Leads"}
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={content} aria-label="Export leads">
          <Menu.Item value={VIEW_VALUE} className={item}>
            Leads in this view (CSV)
          </Menu.Item>
          <Menu.Separator className={separator} />
          {LEAD_EXPORT_CHOICES.map(({ format, label }) => (
            <Menu.Item key={format} value={format} className={item}>
              {label}
            </Menu.Item>
          ))}
          <Menu.Separator className={separator} />
          <Menu.CheckboxItem
            value={SINCE_VALUE}
            checked={since}
            onCheckedChange={() => exporter.send({ type: "export.since.toggle" })}
            className={item}
            closeOnSelect={false}
          >
            <Menu.ItemIndicator>✓</Menu.ItemIndicator>
            <Menu.ItemText>Only new since my last export</Menu.ItemText>
          </Menu.CheckboxItem>
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
