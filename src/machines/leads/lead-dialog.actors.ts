import { fromPromise } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { createLead, readLeadQuestions, updateLead, type CreateLeadOutcome } from "./lead-dialog-calls.actors.ts";
import type { LeadQuestion } from "./lead-dialog-form.ts";
import type { Lead } from "./lead-form.ts";
import { screenLeadDialog, type CreateLeadInput, type UpdateLeadInput } from "./lead-dialog.machine.ts";
import { leadPhotoWithCalls } from "./lead-photo.actors.ts";

export interface LeadDialogDependencies {
  readonly runApi: ApiRunner;
  readonly notify: (toast: ToastParams) => void;
}

/**
 * The lead dialog with its real calls (GET /company/lead-questions, POST and PUT /leads), its
 * "Add a photo" form's (POST /leads/photos and /leads/{id}/images) and the toaster.
 */
export const leadDialogWithCalls = ({ runApi, notify }: LeadDialogDependencies) =>
  screenLeadDialog.provide({
    actors: {
      loadQuestions: fromPromise<ReadonlyArray<LeadQuestion>, void>(({ signal }) => runApi(readLeadQuestions, { signal })),
      createLead: fromPromise<CreateLeadOutcome, CreateLeadInput>(({ input, signal }) => runApi(createLead(input.body, input.key), { signal })),
      updateLead: fromPromise<Lead, UpdateLeadInput>(({ input, signal }) => runApi(updateLead(input.id, input.body, input.key), { signal })),
      leadPhoto: leadPhotoWithCalls({ runApi, notify }),
    },
    actions: { notify: (_: unknown, toast: ToastParams) => notify(toast) },
  });
