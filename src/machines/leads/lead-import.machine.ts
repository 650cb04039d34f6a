import { assign, raise, setup } from "xstate";
import { errorSaying, successSaying } from "../forms/entity-messages.ts";
import { IMPORT_MESSAGES, importableRows, importRowBody, MAX_IMPORT_BYTES, type ImportPreview, type LeadCreate } from "../../rules/lead-import-rules.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * Import Leads: choose a CSV in the format Export Leads writes, see a preview with each row's
 * problems (lead-import-rules.ts: the server's own rules), then create the rows that pass. The
 * injected `createLeads` actor sends them in one POST /leads/import, which the server stores in one
 * transaction: either every row is created, or none is and it answers which rows it refused and why. The view reads the
 * tags `open`, `busy`, `preview`, `finished` and `context.preview`, `context.result`, `context.error`.
 */

/** What the view hands over when a file is chosen; the File itself goes to the `readFile` actor. */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  readonly file: Blob;
}

export interface ImportRowBody {
  readonly line: number;
  readonly body: LeadCreate;
  /** The member its Owner cell named; absent: the importer owns it. */
  readonly ownerId?: string;
}

export interface RowFailure {
  readonly line: number;
  readonly message: string;
}

/** A row whose e-mail matches a lead the company has (or another row). */
export interface DuplicateRow {
  readonly line: number;
  readonly name: string;
  /** The name of the lead it matched. */
  readonly matches: string;
}

export interface CreateLeadsOutput {
  readonly created: number;
  /** Rows merged into the leads they matched (`onDuplicate: merge`). */
  readonly merged?: number;
  /** Rows left out because they matched (`onDuplicate: skip`). */
  readonly skipped?: number;
  readonly failures: ReadonlyArray<RowFailure>;
  /** Nothing was imported: these rows match existing leads, and the person chooses merge or skip. */
  readonly duplicates?: ReadonlyArray<DuplicateRow>;
}

/** How rows matching existing leads are handled: asked about first, then merged or skipped as chosen. */
export type DuplicateChoice = "ask" | "merge" | "skip";

export interface CreateLeadsInput {
  readonly rows: ReadonlyArray<ImportRowBody>;
  readonly onDuplicate: DuplicateChoice;
}

export interface LeadImportContext {
  readonly fileName: string | null;
  readonly preview: ImportPreview | null;
  /** A problem with the file (too large, unreadable, not a leads CSV), or a failed import run. */
  readonly error: string | null;
  /** The last run's outcome, for the finished view. */
  readonly result: CreateLeadsOutput | null;
  /** The rows the server found already present, while the person decides. */
  readonly duplicates: ReadonlyArray<DuplicateRow> | null;
  readonly onDuplicate: DuplicateChoice;
}

export type LeadImportEvent =
  | { readonly type: "import.open" }
  | { readonly type: "import.close" }
  | { readonly type: "file.choose"; readonly file: ChosenFile }
  | { readonly type: "import.confirm" }
  | { readonly type: "duplicates.merge" }
  | { readonly type: "duplicates.skip" }
  | { readonly type: "duplicates.cancel" };

const leads = (count: number): string => `${count.toLocaleString("en-US")} ${count === 1 ? "lead" : "leads"}`;

/** "12 leads imported successfully!", or with merges and skips: "10 leads imported, 1 merged, 1 skipped." */
export const importSuccessMessage = (created: number, merged = 0, skipped = 0): string => {
  const imported = leads(created).replace(/^./, (first) => first.toUpperCase());
  if (merged === 0 && skipped === 0) return `${imported} imported successfully!`;
  return `${imported} imported, ${merged.toLocaleString("en-US")} merged, ${skipped.toLocaleString("en-US")} skipped.`;
};

/** "2 of 12 leads could not be imported." */
export const importPartialMessage = (failed: number, total: number): string =>
  `${failed.toLocaleString("en-US")} of ${leads(total)} could not be imported.`;

/** The server refused rows, and so the whole file: "No leads were imported: the server refused 2 rows." */
export const importRefusedMessage = (failed: number): string =>
  `No leads were imported: the server refused ${failed.toLocaleString("en-US")} ${failed === 1 ? "row" : "rows"}.`;

export const IMPORT_FAILED_MESSAGE = "Failed to import leads. Please try again.";

const CSV_NAME = /\.csv$/i;

const empty = { fileName: null, preview: null, error: null, result: null, duplicates: null, onDuplicate: "ask" } as const;

export interface LeadImportTypes { context: LeadImportContext; events: LeadImportEvent; tags: "open" | "busy" | "preview" | "finished" | "duplicates" }

export const leadImportMachine = setup({
  types: {} as LeadImportTypes,
  /** `readFile`: the chosen file (UTF-8) read into rows, each checked (src/rules/lead-import-csv.ts). */
  actors: { readFile: notProvidedActor<ImportPreview, { file: Blob }>("readFile"), createLeads: notProvidedActor<CreateLeadsOutput, CreateLeadsInput>("createLeads") },
  guards: {
    notCsv: (_, params: { file: ChosenFile }) => !CSV_NAME.test(params.file.name),
    tooLarge: (_, params: { file: ChosenFile }) => params.file.size > MAX_IMPORT_BYTES,
    fileRefused: ({ context }) => context.preview?.fileError != null,
    hasValidRows: ({ context }) => (context.preview?.validCount ?? 0) > 0,
    allCreated: (_, params: { output: CreateLeadsOutput }) => params.output.failures.length === 0,
    hasDuplicates: (_, params: { output: CreateLeadsOutput }) => (params.output.duplicates?.length ?? 0) > 0,
  },
  actions: {
    notify,
    refreshList: notProvided("refreshList"),
    reset: assign(empty),
    refuse: assign((_, params: { name: string; error: string }) => ({ ...empty, fileName: params.name, error: params.error })),
    choose: assign((_, params: { name: string }) => ({ ...empty, fileName: params.name })),
    preview: assign((_, params: { preview: ImportPreview }) => ({ preview: params.preview, error: params.preview.fileError })),
    unreadable: assign({ error: IMPORT_MESSAGES.unreadable }),
    finish: assign({ result: (_, params: { output: CreateLeadsOutput }) => params.output }),
    importFailed: assign({ error: IMPORT_FAILED_MESSAGE }),
    clearError: assign({ error: null }),
    ask: assign({ error: null, onDuplicate: "ask" as DuplicateChoice, duplicates: null }),
    chooseDuplicates: assign({ error: null, onDuplicate: (_, params: { choice: DuplicateChoice }) => params.choice }),
    showDuplicates: assign({ duplicates: (_, params: { output: CreateLeadsOutput }) => params.output.duplicates ?? [] }),
    dropDuplicates: assign({ duplicates: null, onDuplicate: "ask" as DuplicateChoice }),
    /** Hands the file on to `choosing`, which checks and reads it. */
    chooseAgain: raise(({ event }) => event),
  },
}).createMachine({
  id: "leadImport",
  context: empty,
  initial: "closed",
  states: {
    closed: {
      on: { "import.open": { target: "choosing", actions: "reset" } },
    },
    choosing: {
      tags: "open",
      description: "Waiting for a file; `context.error` says why the last one was refused.",
      on: {
        "import.close": { target: "closed", actions: "reset" },
        "file.choose": [
          {
            guard: { type: "notCsv", params: ({ event }) => ({ file: event.file }) },
            actions: { type: "refuse", params: ({ event }) => ({ name: event.file.name, error: IMPORT_MESSAGES.notCsv }) },
          },
          {
            guard: { type: "tooLarge", params: ({ event }) => ({ file: event.file }) },
            actions: { type: "refuse", params: ({ event }) => ({ name: event.file.name, error: IMPORT_MESSAGES.tooLarge }) },
          },
          { target: "reading", actions: { type: "choose", params: ({ event }) => ({ name: event.file.name }) } },
        ],
      },
    },
    reading: {
      tags: ["open", "busy"],
      on: {
        "import.close": { target: "closed", actions: "reset" },
      },
      invoke: {
        id: "readFile",
        src: "readFile",
        input: ({ event }) => ({ file: (event as Extract<LeadImportEvent, { type: "file.choose" }>).file.file }),
        onDone: { target: "checking", actions: { type: "preview", params: ({ event }) => ({ preview: event.output }) } },
        onError: { target: "choosing", actions: "unreadable" },
      },
    },
    checking: {
      always: [{ guard: "fileRefused", target: "choosing" }, { target: "previewing" }],
    },
    previewing: {
      tags: ["open", "preview"],
      description: "Every row with its problems; only rows without any are sent.",
      on: {
        "import.close": { target: "closed", actions: "reset" },
        "file.choose": {
          description: "Another file: handled as in choosing (the same checks), replacing this preview.",
          target: "choosing",
          actions: "chooseAgain",
        },
        "import.confirm": { guard: "hasValidRows", target: "importing", actions: "ask" },
      },
    },
    duplicates: {
      tags: ["open", "preview", "duplicates"],
      description: "Nothing was imported: some rows match leads the company has. Merge them, skip them, or go back to the preview.",
      on: {
        "import.close": { target: "closed", actions: "reset" },
        "duplicates.merge": { target: "importing", actions: { type: "chooseDuplicates", params: { choice: "merge" } } },
        "duplicates.skip": { target: "importing", actions: { type: "chooseDuplicates", params: { choice: "skip" } } },
        "duplicates.cancel": { target: "previewing", actions: "dropDuplicates" },
      },
    },
    importing: {
      tags: ["open", "preview", "busy"],
      on: {
        "import.close": { description: "Ignored while the leads are being created: closing would hide how it ended." },
      },
      invoke: {
        id: "createLeads",
        src: "createLeads",
        input: ({ context }) => ({
          rows: importableRows(context.preview!).map((row) => ({ line: row.line, body: importRowBody(row), ...(row.ownerId === undefined ? {} : { ownerId: row.ownerId }) })),
          onDuplicate: context.onDuplicate,
        }),
        onDone: [
          {
            guard: { type: "hasDuplicates", params: ({ event }) => ({ output: event.output }) },
            target: "duplicates",
            actions: { type: "showDuplicates", params: ({ event }) => ({ output: event.output }) },
          },
          {
            guard: { type: "allCreated", params: ({ event }) => ({ output: event.output }) },
            target: "closed",
            actions: [
              { type: "notify", params: ({ event }) => successSaying(importSuccessMessage(event.output.created, event.output.merged, event.output.skipped)) },
              "reset",
              "refreshList",
            ],
          },
          {
            target: "finished",
            actions: [
              { type: "finish", params: ({ event }) => ({ output: event.output }) },
              {
                type: "notify",
                params: ({ event }) =>
                  errorSaying(
                    event.output.created === 0
                      ? importRefusedMessage(event.output.failures.length)
                      : importPartialMessage(event.output.failures.length, event.output.created + event.output.failures.length),
                  ),
              },
              "refreshList",
            ],
          },
        ],
        onError: {
          description: "No row reached the server (offline, server down): the preview stays, and Import tries again.",
          target: "previewing",
          actions: ["importFailed", { type: "notify", params: errorSaying(IMPORT_FAILED_MESSAGE) }],
        },
      },
    },
    finished: {
      tags: ["open", "finished"],
      description: "Some rows were refused by the server: the dialog lists them until it is closed.",
      on: {
        "import.close": { target: "closed", actions: "reset" },
      },
    },
  },
});
