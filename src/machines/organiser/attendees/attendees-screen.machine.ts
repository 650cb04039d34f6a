import { assign, setup } from "xstate";
import type { components } from "../../../api/schema.d.ts";
import { isApiError } from "../../../api/error-checks.ts";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { FAILURE_TITLE, type ToastParams } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notProvided, notProvidedActor } from "../../not-provided.ts";

export type OrganiserAttendee = components["schemas"]["OrganiserAttendee"];
export type AttendeesPage = components["schemas"]["OrganiserAttendeeListResponse"]["data"];
export type ImportOutcome = Pick<components["schemas"]["OrganiserAttendeeImportResponse"], "message" | "data">;

/** What the console starts the screen with (the address's query, the organiser's role). */
export type AttendeesScreenInput = ConsoleScreenInput;

/** Rows per page; the server allows up to 200. */
export const ATTENDEES_PAGE_SIZE = 50;

/** The server takes at most 1,000,000 characters of CSV: a larger file is refused before it is sent. */
export const MAX_CSV_BYTES = 1_000_000;

export interface AttendeesQuery {
  readonly search: string;
  readonly offset: number;
}

/** The chosen CSV file: what the import reads and sends. */
export interface CsvFile {
  readonly name: string;
  readonly size: number;
  readonly text: () => Promise<string>;
}

/** One badge (an attendee's) or every badge the search finds. */
export type BadgePrint = { readonly kind: "one"; readonly id: string; readonly ticketCode: string } | { readonly kind: "all"; readonly search: string };

export interface SaveBadgesParams {
  readonly file: Blob;
  readonly fileName: string;
}

/** Why a file was not imported: the server's words and each line to fix. */
export interface ImportRefusal {
  readonly message: string;
  readonly lines: ReadonlyArray<string>;
}

export const ATTENDEE_TEXTS = {
  empty: "No attendees yet. Import your registration system's CSV export to give each attendee a badge.",
  noMatch: "No attendees match this search.",
  tooLarge: "The file is larger than 1 MB. Split it into smaller files and import each one.",
  importFailed: "The file could not be imported. Check your connection and try again.",
  printFailed: "The badges could not be printed. Please try again.",
} as const;

export interface AttendeesScreenContext {
  readonly query: AttendeesQuery;
  /** The search box's text, applied on `search.submit`; kept through every read. */
  readonly searchDraft: string;
  /** The page shown; kept while the next one is read. */
  readonly page: AttendeesPage | null;
  /** Why the list could not be read (shown with Retry). */
  readonly error: string | null;
  /** The file being imported. */
  readonly file: CsvFile | null;
  /** The last import's outcome, shown until the next import or dismissed. */
  readonly imported: ImportOutcome | null;
  readonly importRefusal: ImportRefusal | null;
  /** The badges being printed. */
  readonly printing: BadgePrint | null;
}

export type AttendeesScreenEvent =
  | { readonly type: "list.retry" }
  | { readonly type: "search.change"; readonly text: string }
  | { readonly type: "search.submit" }
  | { readonly type: "page.next" }
  | { readonly type: "page.previous" }
  | { readonly type: "import.choose"; readonly file: CsvFile }
  | { readonly type: "import.dismiss" }
  | { readonly type: "badge.print"; readonly id: string }
  | { readonly type: "badges.printAll" };

const failureToast = (description: string): ToastParams => ({ title: FAILURE_TITLE, description, variant: "destructive" });

const refusalOf = (error: unknown): ImportRefusal => ({
  message: serverMessage(error) ?? ATTENDEE_TEXTS.importFailed,
  lines: isApiError(error) && error._tag === "Validation" ? error.errors.map((e) => e.message) : [],
});

/** The saved file's name, as the server's Content-Disposition names it. */
export const badgesFileName = (print: BadgePrint): string =>
  print.kind === "one" ? `badge-${print.ticketCode.replace(/[^A-Z0-9-]/gi, "") || print.id}.pdf` : "attendee-badges.pdf";

/**
 * The organiser's Attendees and badges: the attendees they imported, a page at a time under a search;
 * a CSV import (all or nothing: the refusal lists each line to fix and keeps the list as it was; a
 * re-import adds only new people) after which the list is read again; and the printable badges, one
 * attendee's or every one the search finds, handed to the browser as a PDF download.
 */
export const attendeesScreenMachine = setup({
  types: {} as { input: AttendeesScreenInput; context: AttendeesScreenContext; events: AttendeesScreenEvent; tags: "busy" | "error" },
  actors: {
    /** GET /organiser/attendees. */
    listAttendees: notProvidedActor<AttendeesPage, AttendeesQuery>("listAttendees"),
    /** Reads the file and POSTs it to /organiser/attendees/import. */
    importAttendees: notProvidedActor<ImportOutcome, { file: CsvFile }>("importAttendees"),
    /** GET /organiser/attendees/{id}/badge or /organiser/attendees/badges: the PDF's bytes. */
    printBadges: notProvidedActor<Blob, BadgePrint>("printBadges"),
  },
  actions: {
    announce: notProvided<{ message: string }>("announce"),
    notify: notProvided<ToastParams>("notify"),
    /** Hands the PDF to the browser as a download. */
    saveBadges: notProvided<SaveBadgesParams>("saveBadges"),
    startReading: assign({ error: null }),
    showPage: assign((_, params: { page: AttendeesPage }) => ({ page: params.page })),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    changeSearch: assign((_, params: { text: string }) => ({ searchDraft: params.text })),
    applySearch: assign(({ context }) => ({ query: { search: context.searchDraft.trim(), offset: 0 } })),
    nextPage: assign(({ context }) => ({ query: { ...context.query, offset: context.query.offset + ATTENDEES_PAGE_SIZE } })),
    previousPage: assign(({ context }) => ({ query: { ...context.query, offset: Math.max(0, context.query.offset - ATTENDEES_PAGE_SIZE) } })),
    chooseFile: assign((_, params: { file: CsvFile }) => ({ file: params.file, imported: null, importRefusal: null })),
    refuseTooLarge: assign({ imported: null, importRefusal: { message: ATTENDEE_TEXTS.tooLarge, lines: [] } }),
    /** After an import the whole list is read again from its first page, the search kept. */
    showImported: assign(({ context }, params: { outcome: ImportOutcome }) => ({ file: null, imported: params.outcome, query: { ...context.query, offset: 0 } })),
    showRefusal: assign((_, params: { error: unknown }) => ({ file: null, importRefusal: refusalOf(params.error) })),
    dismissImport: assign({ imported: null, importRefusal: null }),
    startPrint: assign((_, params: { print: BadgePrint }) => ({ printing: params.print })),
    endPrint: assign({ printing: null }),
  },
  guards: {
    hasNextPage: ({ context }) => context.page !== null && context.query.offset + ATTENDEES_PAGE_SIZE < context.page.total,
    hasPreviousPage: ({ context }) => context.query.offset > 0,
    tooLarge: (_, params: { file: CsvFile }) => params.file.size > MAX_CSV_BYTES,
    printable: ({ context }, params: { id: string }) => context.page?.attendees.some((a) => a._id === params.id && a.status !== "cancelled") ?? false,
    anyShown: ({ context }) => (context.page?.total ?? 0) > 0,
    sessionEnded: (_, params: { error: unknown }) => isApiError(params.error) && params.error._tag === "Unauthorized",
  },
}).createMachine({
  id: "attendeesScreen",
  context: () => ({ query: { search: "", offset: 0 }, searchDraft: "", page: null, error: null, file: null, imported: null, importRefusal: null, printing: null }),
  on: {
    "search.change": { description: "Typed at any time; the text stays through every read.", actions: { type: "changeSearch", params: ({ event }) => ({ text: event.text }) } },
  },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      description: "Reads the page under the search; the page shown stays until the answer replaces it.",
      entry: "startReading",
      on: { "search.submit": { target: "loading", reenter: true, actions: "applySearch" } },
      invoke: {
        id: "list",
        src: "listAttendees",
        input: ({ context }) => context.query,
        onDone: { target: "ready", actions: { type: "showPage", params: ({ event }) => ({ page: event.output }) } },
        onError: { target: "failed", actions: { type: "rememberLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: "error",
      on: { "list.retry": "loading", "search.submit": { target: "loading", actions: "applySearch" } },
    },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "search.submit": { target: "#attendeesScreen.loading", actions: "applySearch" },
            "page.next": { guard: "hasNextPage", target: "#attendeesScreen.loading", actions: "nextPage" },
            "page.previous": { guard: "hasPreviousPage", target: "#attendeesScreen.loading", actions: "previousPage" },
            "import.choose": [
              { guard: { type: "tooLarge", params: ({ event }) => ({ file: event.file }) }, description: "Refused before it is read or sent.", actions: "refuseTooLarge" },
              { target: "importing", actions: { type: "chooseFile", params: ({ event }) => ({ file: event.file }) } },
            ],
            "import.dismiss": { actions: "dismissImport" },
            "badge.print": {
              guard: { type: "printable", params: ({ event }) => ({ id: event.id }) },
              description: "An attendee shown whose ticket is not cancelled.",
              target: "printing",
              actions: {
                type: "startPrint",
                params: ({ context, event }) => ({ print: { kind: "one", id: event.id, ticketCode: context.page!.attendees.find((a) => a._id === event.id)!.ticketCode } }),
              },
            },
            "badges.printAll": {
              guard: "anyShown",
              target: "printing",
              actions: { type: "startPrint", params: ({ context }) => ({ print: { kind: "all", search: context.query.search } }) },
            },
          },
        },
        importing: {
          tags: "busy",
          description: "The file is read and sent; nothing else starts meanwhile.",
          invoke: {
            id: "import",
            src: "importAttendees",
            input: ({ context }) => ({ file: context.file! }),
            onDone: {
              target: "#attendeesScreen.loading",
              actions: [{ type: "announce", params: ({ event }) => ({ message: event.output.message }) }, { type: "showImported", params: ({ event }) => ({ outcome: event.output }) }],
            },
            onError: { target: "idle", actions: { type: "showRefusal", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        printing: {
          tags: "busy",
          invoke: {
            id: "print",
            src: "printBadges",
            input: ({ context }) => context.printing!,
            onDone: {
              target: "idle",
              actions: [{ type: "saveBadges", params: ({ context, event }) => ({ file: event.output, fileName: badgesFileName(context.printing!) }) }, "endPrint"],
            },
            onError: [
              { guard: { type: "sessionEnded", params: ({ event }) => ({ error: event.error }) }, target: "idle", description: "A 401: the console's session says it.", actions: "endPrint" },
              { target: "idle", actions: [{ type: "notify", params: ({ event }) => failureToast(serverMessage(event.error) ?? ATTENDEE_TEXTS.printFailed) }, "endPrint"] },
            ],
          },
        },
      },
    },
  },
});
