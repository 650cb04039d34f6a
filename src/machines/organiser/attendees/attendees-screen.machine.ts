import { assign, sendTo, setup, type ActorRefFrom } from "xstate";
import { isApiError } from "../../../api/error-checks.ts";
import { queueListMachine, type QueueListEvent } from "../../data/queue-list.machine.ts";
import type { QueueListSnapshot } from "../../data/queue-view.ts";
import { FAILURE_TITLE, type ToastParams } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
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

const failureToast = (description: string): ToastParams => ({ title: FAILURE_TITLE, description, variant: "destructive" });

const refusalOf = (error: unknown): ImportRefusal => ({
  message: serverMessage(error) ?? ATTENDEE_TEXTS.importFailed,
  lines: isApiError(error) && error._tag === "Validation" ? error.errors.map((e) => e.message) : [],
});

const RELOAD: QueueListEvent = { type: "list.reload" };

/** The saved file's name, as the server's Content-Disposition names it. */
export const badgesFileName = (print: BadgePrint): string =>
  print.kind === "one" ? `badge-${print.ticketCode.replace(/[^A-Z0-9-]/gi, "") || print.id}.pdf` : "attendee-badges.pdf";

/**
 * The organiser's Attendees and badges: the attendees they imported (`list`, a queue under a search);
 * a CSV import (all or nothing: the refusal lists each line to fix and keeps the list as it was; a
 * re-import adds only new people) after which the list is read again from its first page; and the
 * printable badges, one attendee's or every one the search finds, handed to the browser as a PDF.
 */
export const attendeesScreenMachine = setup({
  types: {} as AttendeesScreenTypes,
  actors: {
    /** GET /organiser/attendees. */
    attendeesList: queueListMachine,
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
    reloadList: sendTo("list", RELOAD),
    /** What the queue shows once it has read a page (before, nothing is listed). */
    followList: assign(({ context }, params: { list: QueueListSnapshot }) => {
      const { query, page } = params.list.context;
      return { listed: page === null ? context.listed : { search: query.search, total: page.total } };
    }),
    chooseFile: assign((_, params: { file: CsvFile }) => ({ file: params.file, imported: null, importRefusal: null })),
    refuseTooLarge: assign({ imported: null, importRefusal: { message: ATTENDEE_TEXTS.tooLarge, lines: [] } }),
    showImported: assign((_, params: { outcome: ImportOutcome }) => ({ file: null, imported: params.outcome })),
    showRefusal: assign((_, params: { error: unknown }) => ({ file: null, importRefusal: refusalOf(params.error) })),
    dismissImport: assign({ imported: null, importRefusal: null }),
    startPrint: assign((_, params: { print: BadgePrint }) => ({ printing: params.print })),
    endPrint: assign({ printing: null }),
  },
  guards: {
    tooLarge: (_, params: { file: CsvFile }) => params.file.size > MAX_CSV_BYTES,
    printable: (_, params: { attendee: OrganiserAttendee }) => params.attendee.status !== "cancelled",
    anyListed: ({ context }) => context.listed.total > 0,
    sessionEnded: (_, params: { error: unknown }) => isApiError(params.error) && params.error._tag === "Unauthorized",
  },
}).createMachine({
  id: "attendeesScreen",
  context: { listed: { search: "", total: 0 }, file: null, imported: null, importRefusal: null, printing: null },
  invoke: {
    id: "list",
    src: "attendeesList",
    input: ATTENDEES_QUEUE,
    onSnapshot: { actions: { type: "followList", params: ({ event }) => ({ list: event.snapshot }) } },
  },
  initial: "idle",
  states: {
    idle: {
      on: {
        "import.choose": [
          { guard: { type: "tooLarge", params: ({ event }) => ({ file: event.file }) }, description: "Refused before it is read or sent.", actions: "refuseTooLarge" },
          { target: "importing", actions: { type: "chooseFile", params: ({ event }) => ({ file: event.file }) } },
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
});

export type AttendeesScreenActor = ActorRefFrom<typeof attendeesScreenMachine>;
