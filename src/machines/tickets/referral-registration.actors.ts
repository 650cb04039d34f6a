import { fromPromise } from "xstate";
import { mutation, query, type ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import type { FormField } from "../../rules/form-rules.ts";
import type { RegistrationAnswer, RegistrationBody } from "./referral-registration.machine.ts";
import { selectOptionsImplementations } from "../forms/select-options.actors.ts";
import { selectOptionsMachine } from "../forms/select-options.machine.ts";
import { uploadFieldLogic } from "../forms/upload.actors.ts";

/**
 * The referral registration machine's actors over the contract. Each rejects with the tagged
 * ApiError (the machine shows its message or the SPEC §8 fallback); the actor's signal aborts the
 * request when the dialog closes.
 */
export const referralRegistrationActors = (runApi: ApiRunner) => ({
  loadFormFields: fromPromise<ReadonlyArray<FormField>, { passId: string }>(async ({ input, signal }) => {
    const answer = await runApi(
      query((client, abort) => client.GET("/form-fields", { params: { query: { ticketId: input.passId } }, signal: abort })),
      { signal },
    );
    return Array.isArray(answer?.data) ? answer.data : [];
  }),
  // A mutation: retried only when no answer arrived, so a person is never registered twice.
  register: fromPromise<RegistrationAnswer, RegistrationBody>(({ input, signal }) =>
    runApi(
      mutation((client, abort) => client.POST("/referral-registration", { body: input, signal: abort })),
      { signal },
    ),
  ),
  // Each selectApi field's options, from the portal's own API.
  selectOptions: selectOptionsMachine.provide(selectOptionsImplementations(runApi)),
});

export interface ReferralRegistrationDependencies {
  readonly runApi: ApiRunner;
  /** Ark's toaster: `notify` from src/ui/toaster.ts. */
  readonly notify: (toast: ToastParams) => void;
}

/**
 * The calls and toasts of the referral form, for the Tickets & Passes screen's loader:
 * `screenReferralRegistration.provide(referralRegistrationImplementations(deps))`. What a
 * registration refreshes is the screen's business (`screenReferralRegistration`).
 */
export const referralRegistrationImplementations = ({ runApi, notify }: ReferralRegistrationDependencies) => ({
  // The image and file fields' uploads (POST /v1/event-website/upload) with their toasts.
  actors: { ...referralRegistrationActors(runApi), upload: uploadFieldLogic({ runApi, notify }) },
  actions: {
    notify: (_: unknown, params: ToastParams) => notify(params),
  },
});
