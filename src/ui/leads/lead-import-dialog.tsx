import { useSelector } from "@xstate/react";
import { useId } from "react";
import { leadImport } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { ImportPreview, ImportRow } from "../../rules/lead-import-rules.ts";
import type { leadImportMachine } from "../../machines/leads/lead-import.machine.ts";
import { Button } from "../components/button.tsx";
import { CancelButton } from "../components/cancel-button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { Spinner } from "../components/spinner.tsx";
import { LEAD_IMPORT_HEADER } from "../../machines/leads/leads-csv.ts";
import { countOf } from "../../format/count.ts";
import { onFileChosen } from "../components/file-choice.ts";

/** Import Leads as Lead Management's screen machine runs it (`importer`). */
export type LeadImportActor = ActorRefFrom<typeof leadImportMachine>;

/** The preview table shows this many rows; every row with a problem is listed above it anyway. */
const PREVIEW_ROWS = 50;
/** Problems listed one per line before "and N more". */
const LISTED_PROBLEMS = 100;

const classes = leadImport();

function ProblemList({ rows }: { readonly rows: ReadonlyArray<{ readonly line: number; readonly text: string }> }) {
  if (rows.length === 0) return null;
  return (
    <ul className={classes.problems} data-testid="import-problems">
      {rows.slice(0, LISTED_PROBLEMS).map((row) => (
        <li key={row.line}>
          <span className={classes.line}>Line {row.line}:</span> <span className={classes.problem}>{row.text}</span>
        </li>
      ))}
      {rows.length > LISTED_PROBLEMS ? <li>and {rows.length - LISTED_PROBLEMS} more</li> : null}
    </ul>
  );
}

function PreviewTable({ rows }: { readonly rows: ReadonlyArray<ImportRow> }) {
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <div className={classes.tableFrame} role="region" aria-label="Preview of the file" tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.caption}>
          {rows.length > PREVIEW_ROWS ? `The first ${PREVIEW_ROWS} of ${rows.length} rows` : `All ${countOf(rows.length, "row")}`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Company</th>
            <th scope="col">Priority</th>
            <th scope="col">Status</th>
            <th scope="col">Owner</th>
            <th scope="col">Check</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.line} data-testid="import-row">
              <td>{row.line}</td>
              <td>{row.values.fullName}</td>
              <td>{row.values.emailId}</td>
              <td>{row.values.companyName}</td>
              <td>{row.values.priority}</td>
              <td>{row.values.status}</td>
              <td>{row.values.owner}</td>
              <td>
                {row.errors.length === 0 ? <span className={classes.ok}>Ready</span> : <span className={classes.problem}>{row.errors.join("; ")}</span>}
                {row.notices?.map((notice) => (
                  <span key={notice} className={classes.notice}>
                    {notice}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PreviewSummary({ preview }: { readonly preview: ImportPreview }) {
  const problems = preview.rows.filter((row) => row.errors.length > 0).map((row) => ({ line: row.line, text: row.errors.join("; ") }));
  const unowned = preview.rows.filter((row) => row.errors.length === 0 && (row.notices?.length ?? 0) > 0).length;
  return (
    <div className={classes.part}>
      <p role="status" className={classes.summary}>
        {countOf(preview.validCount, "lead is", "leads are")} ready to import.
        {preview.invalidCount > 0 ? ` ${countOf(preview.invalidCount, "row has", "rows have")} errors and will be skipped.` : ""}
        {unowned > 0 ? ` ${countOf(unowned, "row names", "rows name")} an owner who cannot be given the lead; you will own ${unowned === 1 ? "it" : "them"}.` : ""}
      </p>
      <ProblemList rows={problems} />
      <PreviewTable rows={preview.rows} />
      {preview.rows.length > PREVIEW_ROWS ? (
        <p className={classes.more}>
          Showing the first {PREVIEW_ROWS} of {preview.rows.length.toLocaleString("en-US")} rows.
        </p>
      ) : null}
    </div>
  );
}

/** Import Leads: choose a CSV, see the preview with each row's problems, import the rows that pass. */
export function LeadImportDialog({ importer: actor }: { readonly importer: LeadImportActor }) {
  const inputId = useId();
  const open = useSelector(actor, (snapshot) => snapshot.hasTag("open"));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const reading = useSelector(actor, (snapshot) => snapshot.matches("reading"));
  const importing = useSelector(actor, (snapshot) => snapshot.matches("importing"));
  const finished = useSelector(actor, (snapshot) => snapshot.hasTag("finished"));
  const showPreview = useSelector(actor, (snapshot) => snapshot.hasTag("preview"));
  const canImport = useSelector(actor, (snapshot) => snapshot.can({ type: "import.confirm" }));
  const { preview, error, result, fileName, duplicates, onDuplicate } = useSelector(actor, (snapshot) => snapshot.context);
  const asking = useSelector(actor, (snapshot) => snapshot.hasTag("duplicates"));

  const choose = onFileChosen((file) => actor.send({ type: "file.choose", file: { name: file.name, size: file.size, file } }));
  const close = () => actor.send({ type: "import.close" });
  const valid = preview?.validCount ?? 0;

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title="Import Leads"
      description={`A CSV file with a header row, as Export Leads writes it; these columns are read: ${LEAD_IMPORT_HEADER.join(", ")}. Only Name is required.`}
      footer={
        finished ? (
          <Button onClick={close}>Close</Button>
        ) : asking || (importing && onDuplicate !== "ask") ? (
          <>
            <CancelButton onClick={() => actor.send({ type: "duplicates.cancel" })} disabled={busy} />
            <Button variant="outline" onClick={() => actor.send({ type: "duplicates.skip" })} disabled={busy} aria-busy={importing && onDuplicate === "skip"}>
              {importing && onDuplicate === "skip" ? "Importing..." : "Skip duplicates"}
            </Button>
            <Button onClick={() => actor.send({ type: "duplicates.merge" })} disabled={busy} aria-busy={importing && onDuplicate === "merge"}>
              {importing && onDuplicate === "merge" ? "Merging..." : "Merge"}
            </Button>
          </>
        ) : (
          <>
            <CancelButton onClick={close} disabled={importing} />
            {showPreview ? (
              <Button onClick={() => actor.send({ type: "import.confirm" })} disabled={!canImport || busy} aria-busy={importing}>
                {importing ? "Importing..." : `Import ${countOf(valid, "Lead", "Leads")}`}
              </Button>
            ) : null}
          </>
        )
      }
    >
      <div className={classes.body}>
        {(asking || (importing && onDuplicate !== "ask")) && duplicates !== null ? (
          <div className={classes.part} data-testid="import-duplicates">
            <p role="alert" className={classes.question}>
              {countOf(duplicates.length, "row matches a lead", "rows match leads")} you already have. Nothing was imported yet.
            </p>
            <ProblemList rows={duplicates.map((row) => ({ line: row.line, text: `${row.name} matches ${row.matches}` }))} />
            <p className={classes.hint}>
              Merge fills the existing leads' empty fields from these rows; Skip duplicates imports the other rows only.
            </p>
          </div>
        ) : finished && result !== null ? (
          <div className={classes.part}>
            <p role="status" className={classes.summary}>
              {countOf(result.created, "lead was", "leads were")} imported. The server refused {countOf(result.failures.length, "row", "rows")}:
            </p>
            <ProblemList rows={result.failures.map((failure) => ({ line: failure.line, text: failure.message }))} />
          </div>
        ) : (
          <>
            <div className={classes.field}>
              <label htmlFor={inputId} className={classes.label}>
                CSV file
              </label>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                onChange={choose}
                disabled={busy}
                className={classes.input}
              />
              {fileName === null ? null : <p className={classes.chosen}>Chosen: {fileName}</p>}
            </div>
            {error === null ? null : (
              <p role="alert" className={classes.error}>
                {error}
              </p>
            )}
            {reading ? (
              <p role="status" className={classes.reading}>
                <Spinner /> Reading the file...
              </p>
            ) : null}
            {showPreview && preview !== null ? <PreviewSummary preview={preview} /> : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
