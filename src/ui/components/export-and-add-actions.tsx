import type { ActorRefFrom } from "xstate";
import type { fileExportMachine } from "../../machines/data/file-export.machine.ts";
import { Button } from "./button.tsx";
import { ExportCsvButton } from "./export-csv-button.tsx";

export interface ExportAndAddActionsProps {
  readonly exporter: ActorRefFrom<typeof fileExportMachine>;
  readonly onExport: () => void;
  readonly addLabel: string;
  /** Null when the person may not add: the button is not drawn. */
  readonly onAdd: (() => void) | null;
}

/** A list screen's header buttons: Export CSV, then its Add button for those who may add. */
export function ExportAndAddActions({ exporter, onExport, addLabel, onAdd }: ExportAndAddActionsProps) {
  return (
    <>
      <ExportCsvButton exporter={exporter} onExport={onExport} />
      {onAdd === null ? null : <Button onClick={onAdd}>{addLabel}</Button>}
    </>
  );
}
