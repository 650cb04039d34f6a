import { assign, sendParent, sendTo, setup, type ActorRefFrom } from "xstate";
import { isApiError } from "../../../api/error-checks.ts";
import { queueListMachine, type QueueListEvent } from "../../data/queue-list.machine.ts";
import type { QueueListSnapshot } from "../../data/queue-view.ts";
import { FAILURE_TITLE, type ToastParams } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { screenEntityDialog, type EntityChanged } from "../../forms/screen-entity-dialog.ts";
import { notProvided, notProvidedActor } from "../../not-provided.ts";
import {
  ATTENDEE_TEXTS,
  ATTENDEES_QUEUE,
  MAX_CSV_BYTES,
  type AttendeesScreenTypes,
  type BadgePrint,
  type CsvFile,
  type ImportOutcome,
  type ImportRefusal,
  type OrganiserAttendee,
  type SaveBadgesParams,
} from "./attendees-screen.types.ts";
import { ATTENDEE_DIALOG_INPUT } from "./attendee-form.ts";
import { attendeeCancelMachine } from "./attendee-cancel.machine.ts";
import { importable, type ImportPreview } from "./import-preview.ts";

const failureToast = (description: string): ToastParams => ({ title: FAILURE_TITLE, description, variant: "destructive" });

const refusalOf = (error: unknown, fallback: string): ImportRefusal => ({
  message: serverMessage(error) ?? fallback,
  lines: isApiError(error) && error._tag === "Validation" ? error.errors.map((e) => e.message) : [],
});

const RELOAD: QueueListEvent = { type: "list.reload" };
const REFRESH: QueueListEvent = { type: "list.refresh" };

/** A cancelled ticket tells the screen as a saved correction does: the list is read again. */
export const screenAttendeeCancel = attendeeCancelMachine.provide({
  actions: { report: sendParent({ type: "entity.changed", entity: "attendee" } satisfies EntityChanged) },
});

/** The saved file's name, as the server's Content-Disposition names it. */
export const badgesFileName = (print: BadgePrint): string =>
  print.kind === "one" ? `badge-${print.ticketCode.replace(/[^A-Z0-9-]/gi, "") || print.id}.pdf` : "attendee-badges.pdf";

/**
 * The organiser's Attendees and badges: the attendees they imported (`list`, a queue under a search);
 * a CSV import that first shows what it would do (the server's dry run: the rows read, how many would
 * be added, each refused line) and writes only on Import (all or nothing: while a line is refused
 * nothing can be imported; a re-import adds only new people), after which the list is read again from
 * its first page; an attendee corrected (`editor`, the entity dialog) or cancelled after a question
 * (`canceller`), after which the page is read again; and the printable badges, one attendee's or
 * every one the search finds, handed to the browser as a PDF.
 */
export const attendeesScreenMachine = setup({
  types: {} as AttendeesScreenTypes,
  actors: {
    /** GET /organiser/attendees. */
    attendeesList: queueListMachine,
    /** Reads the file and POSTs it to /organiser/attendees/import/preview: what an import would do, writing nothing. */
    previewImport: notProvidedActor<ImportPreview, { file: CsvFile }>("previewImport"),
    /** Reads the file and POSTs it to /organiser/attendees/import. */
    importAttendees: notProvidedActor<ImportOutcome, { file: CsvFile }>("importAttendees"),
    /** Edit: PUT /organiser/attendees/{id}, provided by the console. */
    attendeeEditor: screenEntityDialog,
    /** Cancel ticket: POST /organiser/attendees/{id}/cancel, provided by the console. */
    attendeeCancel: screenAttendeeCancel,
    /** GET /organiser/attendees/{id}/badge or /organiser/attendees/badges: the PDF's bytes. */
    printBadges: notProvidedActor<Blob, BadgePrint>("printBadges"),
  },
  actions: {
    announce: notProvided<{ message: string }>("announce"),
    notify: notProvided<ToastParams>("notify"),
    /** Hands the PDF to the browser as a download. */
    saveBadges: notProvided<SaveBadgesParams>("saveBadges"),
    reloadList: sendTo("list", RELOAD),
    refreshList: sendTo("list", REFRESH),
    /** What the queue shows once it has read a page (before, nothing is listed). */
    followList: assign(({ context }, params: { list: QueueListSnapshot }) => {
      const { query, page } = params.list.context;
      return { listed: page === null ? context.listed : { search: query.search, total: page.total } };
    }),
    chooseFile: assign((_, params: { file: CsvFile }) => ({ file: params.file, imported: null, importRefusal: null })),
    refuseTooLarge: assign({ imported: null, importRefusal: { message: ATTENDEE_TEXTS.tooLarge, lines: [] } }),
    showPreview: assign((_, params: { preview: ImportPreview }) => ({ preview: params.preview })),
    putBack: assign({ file: null, preview: null }),
    showImported: assign((_, params: { outcome: ImportOutcome }) => ({ file: null, preview: null, imported: params.outcome })),
    showRefusal: assign((_, params: { error: unknown; fallback: string }) => ({ file: null, preview: null, importRefusal: refusalOf(params.error, params.fallback) })),
    dismissImport: assign({ imported: null, importRefusal: null }),
    startPrint: assign((_, params: { print: BadgePrint }) => ({ printing: params.print })),
    endPrint: assign({ printing: null }),
  },
  guards: {
    tooLarge: (_, params: { file: CsvFile }) => params.file.size > MAX_CSV_BYTES,
    importable: ({ context }) => context.preview !== null && importable(context.preview),
    printable: (_, params: { attendee: OrganiserAttendee }) => params.attendee.status !== "cancelled",
    anyListed: ({ context }) => context.listed.total > 0,
    sessionEnded: (_, params: { error: unknown }) => isApiError(params.error) && params.error._tag === "Unauthorized",
  },
}).createMachine({
  id: "attendeesScreen",
  context: { listed: { search: "", total: 0 }, file: null, preview: null, imported: null, importRefusal: null, printing: null },
  invoke: [
    {
      id: "list",
      src: "attendeesList",
      input: ATTENDEES_QUEUE,
      onSnapshot: { actions: { type: "followList", params: ({ event }) => ({ list: event.snapshot }) } },
    },
    { id: "editor", src: "attendeeEditor", input: ATTENDEE_DIALOG_INPUT },
    { id: "canceller", src: "attendeeCancel" },
  ],
  on: {
    "entity.changed": { description: "A correction saved or a ticket cancelled: the page shows it.", actions: "refreshList" },
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        "import.choose": [
          { guard: { type: "tooLarge", params: ({ event }) => ({ file: event.file }) }, description: "Refused before it is read or sent.", actions: "refuseTooLarge" },
          { target: "previewing", actions: { type: "chooseFile", params: ({ event }) => ({ file: event.file }) } },
        ],
        "import.dismiss": { actions: "dismissImport" },
        "badge.print": {
          guard: { type: "printable", params: ({ event }) => ({ attendee: event.attendee }) },
          description: "An attendee whose ticket is not cancelled.",
          target: "printing",
          actions: { type: "startPrint", params: ({ event }) => ({ print: { kind: "one", id: event.attendee._id, ticketCode: event.attendee.ticketCode } }) },
        },
        "badges.printAll": {
          guard: "anyListed",
          target: "printing",
          actions: { type: "startPrint", params: ({ context }) => ({ print: { kind: "all", search: context.listed.search } }) },
        },
      },
    },
    previewing: {
      tags: "busy",
      description: "The file is read and checked by the server as the import would check it; nothing is written.",
      invoke: {
        id: "preview",
        src: "previewImport",
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: "reviewing", actions: { type: "showPreview", params: ({ event }) => ({ preview: event.output }) } },
        onError: { target: "idle", actions: { type: "showRefusal", params: ({ event }) => ({ error: event.error, fallback: ATTENDEE_TEXTS.previewFailed }) } },
      },
    },
    reviewing: {
      description: "What the import would do, with Import (when it would add someone and no line is refused) and Cancel.",
      on: {
        "import.confirm": { guard: "importable", target: "importing" },
        "import.cancel": { target: "idle", actions: "putBack" },
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
          target: "idle",
          actions: [{ type: "announce", params: ({ event }) => ({ message: event.output.message }) }, { type: "showImported", params: ({ event }) => ({ outcome: event.output }) }, "reloadList"],
        },
        onError: { target: "idle", actions: { type: "showRefusal", params: ({ event }) => ({ error: event.error, fallback: ATTENDEE_TEXTS.importFailed }) } },
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
});

export type AttendeesScreenActor = ActorRefFrom<typeof attendeesScreenMachine>;
