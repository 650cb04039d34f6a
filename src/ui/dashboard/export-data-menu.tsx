import { Menu } from "@ark-ui/react/menu";
import { cx } from "styled-system/css";
import { button, menu } from "styled-system/recipes";
import { DATA_EXPORTS, type DataExportKind } from "../../machines/dashboard/data-exports.ts";

const { content, item } = menu();

/**
 * Export Data (SPEC §2 Quick Actions): a menu of the company's data the role may export (leads,
 * team members, referral registrations, products), each downloaded as its own screen exports it.
 */
export function ExportDataMenu({
  kinds,
  exporting,
  onExport,
  className,
}: {
  readonly kinds: ReadonlyArray<DataExportKind>;
  readonly exporting: boolean;
  readonly onExport: (kind: DataExportKind) => void;
  readonly className?: string;
}) {
  return (
    <Menu.Root closeOnSelect onSelect={({ value }) => onExport(value as DataExportKind)}>
      <Menu.Trigger className={cx(button({ variant: "outline", fullWidth: true }), className)} disabled={exporting} aria-busy={exporting}>
        {exporting ? "Exporting..." : "Export Data"}
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content className={content} aria-label="Export data">
          {DATA_EXPORTS.filter((entry) => kinds.includes(entry.kind)).map((entry) => (
            <Menu.Item key={entry.kind} value={entry.kind} className={item}>
              {entry.label}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  );
}
