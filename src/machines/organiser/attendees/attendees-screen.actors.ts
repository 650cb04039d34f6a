import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { ApiError } from "../../../api/errors.ts";
import { mutation, query, type Api } from "../../../api/request.ts";
import { queueRead } from "../../data/queue-list.actors.ts";
import { queueParams, type QueuePage, type QueueQuery } from "../../data/queue-query.ts";
import type { ActionOutput, RunActionInput } from "../../data/confirmed-action-machine.ts";
import { entityDialogImplementations, type EntityCalls } from "../../forms/entity-dialog.actors.ts";
import { successSaying } from "../../forms/entity-messages.ts";
import { feedbackActions } from "../../forms/feedback-actions.ts";
import { screenEntityDialog } from "../../forms/screen-entity-dialog.ts";
import type { ScreenDependencies } from "../../screen/screen-input.ts";
import { attendeeBody } from "./attendee-form.ts";
import { screenAttendeeCancel, type attendeesScreenMachine } from "./attendees-screen.machine.ts";
import type { BadgePrint, CsvFile, ImportOutcome, OrganiserAttendee, SaveBadgesParams } from "./attendees-screen.types.ts";
import type { ImportPreview } from "./import-preview.ts";

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

/** POST /organiser/attendees/import/preview with the file's text: what an import would do; nothing is written. */
export const previewImport = (csv: string): Effect.Effect<ImportPreview, ApiError, Api> =>
  mutation((client, signal) => client.POST("/organiser/attendees/import/preview", { body: { csv }, signal })).pipe(Effect.map((answer) => answer.data));

/** Edit: PUT /organiser/attendees/{id} with every detail (an attendee is never added or deleted here). */
export const attendeeCalls = {
  update: (id, form) => mutation((client, signal) => client.PUT("/organiser/attendees/{id}", { params: { path: { id } }, body: attendeeBody(form), signal })),
} satisfies EntityCalls;

/** Cancel ticket: POST /organiser/attendees/{id}/cancel; the server's sentence is the toast. */
export const cancelAttendee = (id: string): Effect.Effect<ActionOutput, ApiError, Api> =>
  mutation((client, signal) => client.POST("/organiser/attendees/{id}/cancel", { params: { path: { id } }, signal })).pipe(Effect.map((answer) => ({ message: answer.message })));

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
      previewImport: fromPromise<ImportPreview, { file: CsvFile }>(async ({ input }) => runApi(previewImport(await input.file.text()))),
      importAttendees: fromPromise<ImportOutcome, { file: CsvFile }>(async ({ input }) => runApi(importAttendees(await input.file.text()))),
      attendeeEditor: screenEntityDialog.provide(entityDialogImplementations({ runApi, calls: attendeeCalls, notify })),
      attendeeCancel: screenAttendeeCancel.provide({
        actors: { runAction: fromPromise<ActionOutput, RunActionInput<"cancel">>(({ input, signal }) => runApi(cancelAttendee(input.id), { signal })) },
        actions: { notify: feedbackActions({ notify }).notify },
      }),
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
