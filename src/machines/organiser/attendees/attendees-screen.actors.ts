import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../../api/errors.ts";
import { mutation, query, type Api } from "../../../api/request.ts";
import { queueRead } from "../../data/queue-list.actors.ts";
import { queueParams, type QueuePage, type QueueQuery } from "../../data/queue-query.ts";
import { successSaying } from "../../forms/entity-messages.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import type { attendeesScreenMachine } from "./attendees-screen.machine.ts";
import type { BadgePrint, CsvFile, ImportOutcome, OrganiserAttendee, SaveBadgesParams } from "./attendees-screen.types.ts";

/** GET /organiser/attendees: one page under the search. */
export const listAttendees = (request: QueueQuery): Effect.Effect<QueuePage<OrganiserAttendee>, ApiError, Api> =>
  query((client, signal) => client.GET("/organiser/attendees", { params: { query: queueParams<never>(request) }, signal })).pipe(
    Effect.map(({ data }) => ({ rows: data.attendees, total: data.total, counts: null, choices: null })),
  );

/** POST /organiser/attendees/import with the file's text; never retried (mutation). */
export const importAttendees = (csv: string): Effect.Effect<ImportOutcome, ApiError, Api> =>
  mutation((client, signal) => client.POST("/organiser/attendees/import", { body: { csv }, signal })).pipe(
    Effect.map((answer) => ({ message: answer.message, data: answer.data })),
  );

/** One attendee's badge or every badge the search finds, as the PDF's bytes. */
export const printBadges = (print: BadgePrint): Effect.Effect<Blob, ApiError, Api> =>
  print.kind === "one"
    ? query((client, signal) => client.GET("/organiser/attendees/{id}/badge", { params: { path: { id: print.id } }, parseAs: "blob", signal }))
    : query((client, signal) =>
        client.GET("/organiser/attendees/badges", { params: { query: print.search ? { search: print.search } : {} }, parseAs: "blob", signal }),
      );

/** The Attendees screen's real calls, toasts and download, through the console's runner. */
export const attendeesScreenImplementations = ({ runApi, notify, saveFile }: ScreenDependencies) =>
  ({
    actors: {
      attendeesList: queueRead(runApi, listAttendees),
      importAttendees: fromPromise<ImportOutcome, { file: CsvFile }>(async ({ input }) => runApi(importAttendees(await input.file.text()))),
      printBadges: fromPromise<Blob, BadgePrint>(({ input, signal }) => runApi(printBadges(input), { signal })),
    },
    actions: {
      announce: (_: unknown, params: { message: string }) => notify(successSaying(params.message)),
      notify: (_: unknown, params: Parameters<typeof notify>[0]) => notify(params),
      saveBadges: (_: unknown, { file, fileName }: SaveBadgesParams) => {
        if (!saveFile) throw new Error("saveFile is not provided; the console passes it with the screen dependencies.");
        saveFile({ name: fileName, content: file, type: "application/pdf" });
      },
    },
  }) satisfies Parameters<typeof attendeesScreenMachine.provide>[0];
