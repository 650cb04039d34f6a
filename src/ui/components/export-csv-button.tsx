import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { fileExportMachine } from "../../machines/data/file-export.machine.ts";
import { Button } from "./button.tsx";

/** "Export CSV" for a screen's list: the server writes the file; busy while it arrives. */
export function ExportCsvButton({ exporter, onExport }: { exporter: ActorRefFrom<typeof fileExportMachine>; onExport: () => void }) {
  const busy = useSelector(exporter, (snapshot) => snapshot.hasTag("busy"));
  return (
    <Button variant="outline" onClick={onExport} disabled={busy} aria-busy={busy}>
      {busy ? "Exporting..." : "Export CSV"}
    </Button>
  );
}
