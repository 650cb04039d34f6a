import { useSelector } from "@xstate/react";
import { organiserAttendees } from "styled-system/recipes";
import type { AttendeesScreenActor } from "../../../machines/organiser/attendees/attendees-screen.machine.ts";
import { previewPlan, previewRead } from "../../../machines/organiser/attendees/import-preview.ts";
import { Button } from "../../components/button.tsx";

const classes = organiserAttendees();

/** What the chosen file would do, with Import (only then is anything written) and Cancel. */
export function ImportPreviewPanel({ actor }: { readonly actor: AttendeesScreenActor }) {
  const preview = useSelector(actor, (s) => s.context.preview);
  const fileName = useSelector(actor, (s) => s.context.file?.name ?? "");
  const canImport = useSelector(actor, (s) => s.can({ type: "import.confirm" }));
  const canCancel = useSelector(actor, (s) => s.can({ type: "import.cancel" }));
  const importing = useSelector(actor, (s) => s.matches("importing"));
  if (preview === null) return null;
  return (
    <div className={classes.outcome} role="region" aria-label="Import preview">
      <p>{previewRead(fileName, preview)}</p>
      <p>{previewPlan(preview)}</p>
      {preview.refused.length > 0 ? (
        <ul className={classes.problems} aria-label="Refused rows">
          {preview.refused.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {preview.warning ? <p>{preview.warning}</p> : null}
      <div className={classes.toolbar}>
        <Button size="sm" disabled={!canImport} aria-busy={importing} onClick={() => actor.send({ type: "import.confirm" })}>
          {importing ? "Importing..." : "Import"}
        </Button>
        <Button size="sm" variant="outline" disabled={!canCancel} onClick={() => actor.send({ type: "import.cancel" })}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
