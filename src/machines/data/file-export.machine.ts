import { assign, setup } from "xstate";
import { FAILURE_TITLE } from "../forms/entity-messages.ts";
import { notProvided, notProvidedActor } from "../not-provided.ts";
import { notify } from "../forms/notify-action.ts";

/**
 * A download made at click time from fresh server data (the dashboard's Export Data: all leads as
 * CSV). `export.start` runs the injected `collect` actor (the read); its output goes to the
 * injected `deliver` action (build the file, hand it to the browser), with the event's `scope`. A failure keeps the message
 * in context, raises the Error toast and allows another try. The view reads `hasTag('busy')` for
 * "Exporting..." and `hasTag('error')` with `context.error`.
 */

export interface FileExportInput {
  /** What is exported, in a sentence: "leads". */
  readonly subject: string;
}

export interface FileExportContext {
  readonly subject: string;
  /** What part of the data goes into the file, as the screen said when the export started; null: all of it. */
  readonly scope: unknown;
  readonly error: string | null;
}

export interface DeliverParams {
  readonly data: unknown;
  readonly scope: unknown;
}

export interface FileExportStart {
  readonly type: "export.start";
  /**
   * Which of the collected data the file holds, for `deliver` (Lead Management: its search, filter
   * and tab). Taken when the export is asked for: the file is what the person saw when they pressed.
   */
  readonly scope?: unknown;
}

/** A file made in the browser, for the download the app root provides. */
export interface FileToDownload {
  readonly name: string;
  readonly content: string;
  /** Its media type (`text/csv;charset=utf-8`). */
  readonly type: string;
}

/** SPEC §8 has no export texts; this follows its "Failed to add lead. Please try again." pattern. */
export const exportFailureMessage = (subject: string): string => `Failed to export ${subject}. Please try again.`;

export interface FileExportTypes { context: FileExportContext; events: FileExportStart; input: FileExportInput; tags: "busy" | "error" }

export const fileExportMachine = setup({
  types: {} as FileExportTypes,
  actors: { collect: notProvidedActor<unknown>("collect") },
  actions: {
    /** Turns the collected data into the file and starts the download. */
    deliver: notProvided<DeliverParams>("deliver"),
    notify,
    start: assign({ error: null, scope: ({ event }) => event.scope ?? null }),
    showFailure: assign(({ context }) => ({ error: exportFailureMessage(context.subject) })),
  },
}).createMachine({
  id: "fileExport",
  context: ({ input }) => ({ subject: input.subject, scope: null, error: null }),
  initial: "idle",
  states: {
    idle: {
      on: { "export.start": { target: "collecting", actions: "start" } },
    },
    collecting: {
      tags: "busy",
      on: {
        "export.start": { description: "Ignored while the data loads: a second click would download the file twice." },
      },
      invoke: {
        id: "collect",
        src: "collect",
        onDone: { target: "idle", actions: { type: "deliver", params: ({ context, event }) => ({ data: event.output, scope: context.scope }) } },
        onError: {
          target: "failed",
          actions: [
            "showFailure",
            {
              type: "notify",
              params: ({ context }) => ({ title: FAILURE_TITLE, description: context.error ?? "", variant: "destructive" }),
            },
          ],
        },
      },
    },
    failed: {
      tags: "error",
      description: "The message stays beside the button until the next try.",
      on: { "export.start": { target: "collecting", actions: "start" } },
    },
  },
});
