import { assign, setup } from "xstate";
import { errorSaying } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * Lead Management's Export menu: the server writes the file (CSV with every field, the HubSpot or
 * Salesforce import preset, Excel or vCard) and the browser saves it. "Only new since my last
 * export" is a choice kept until changed, applied to the next format chosen. A failure keeps the
 * message beside the menu, raises the Error toast and allows another try.
 */

export type LeadExportFormat = "csv" | "hubspot" | "salesforce" | "xlsx" | "vcard";

export const LEAD_EXPORT_CHOICES: ReadonlyArray<{ readonly format: LeadExportFormat; readonly label: string }> = [
  { format: "csv", label: "CSV (all fields)" },
  { format: "hubspot", label: "HubSpot CSV" },
  { format: "salesforce", label: "Salesforce CSV" },
  { format: "xlsx", label: "Excel (.xlsx)" },
  { format: "vcard", label: "vCard (.vcf)" },
];

export interface LeadExportRequest {
  readonly format: LeadExportFormat;
  readonly sinceLastExport: boolean;
}

/** A file the server wrote, as the browser received it. */
export interface ExportedFile {
  readonly name: string;
  readonly content: Blob;
  readonly type: string;
}

export interface LeadExportContext {
  readonly sinceLastExport: boolean;
  /** What was asked for when the format was chosen (a later toggle applies to the next export). */
  readonly request: LeadExportRequest | null;
  readonly error: string | null;
}

export type LeadExportEvent =
  | { readonly type: "export.choose"; readonly format: LeadExportFormat }
  | { readonly type: "export.since.toggle" };

/** SPEC §8 has no export texts; this follows its "Failed to add lead. Please try again." pattern. */
export const LEAD_EXPORT_FAILED = "Failed to export leads. Please try again.";

export interface LeadExportTypes { context: LeadExportContext; events: LeadExportEvent; tags: "busy" | "error" }

export const leadExportMachine = setup({
  types: {} as LeadExportTypes,
  /** GET /leads/export/file: the file as the server wrote it. */
  actors: { fetchFile: notProvidedActor<ExportedFile, LeadExportRequest>("fetchFile") },
  actions: {
    /** Hands the file to the browser as a download. */
    save: notProvided<ExportedFile>("save"),
    notify,
    choose: assign({
      request: ({ context, event }) => (event.type === "export.choose" ? { format: event.format, sinceLastExport: context.sinceLastExport } : null),
      error: null,
    }),
    toggleSince: assign({ sinceLastExport: ({ context }) => !context.sinceLastExport }),
    showFailure: assign({ error: LEAD_EXPORT_FAILED }),
  },
}).createMachine({
  id: "leadExport",
  context: { sinceLastExport: false, request: null, error: null },
  initial: "idle",
  on: { "export.since.toggle": { actions: "toggleSince" } },
  states: {
    idle: {
      on: { "export.choose": { target: "exporting", actions: "choose" } },
    },
    exporting: {
      tags: "busy",
      on: {
        "export.choose": { description: "Ignored while a file is on its way: a second click would download twice." },
      },
      invoke: {
        id: "fetchFile",
        src: "fetchFile",
        input: ({ context }) => context.request ?? { format: "csv", sinceLastExport: context.sinceLastExport },
        onDone: { target: "idle", actions: { type: "save", params: ({ event }) => event.output } },
        onError: {
          target: "failed",
          actions: ["showFailure", { type: "notify", params: errorSaying(LEAD_EXPORT_FAILED) }],
        },
      },
    },
    failed: {
      tags: "error",
      description: "The message stays beside the menu until the next try.",
      on: { "export.choose": { target: "exporting", actions: "choose" } },
    },
  },
});
