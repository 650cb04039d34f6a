import { fromPromise } from "xstate";
import { query, type ApiRunner } from "../../api/request.ts";
import type { OptionsAnswer } from "./select-options.machine.ts";

/**
 * The select-options machine's actor over the contract: the event's option list named by the
 * field's `selectApi`, always from the portal's own API. Rejects with the tagged ApiError; the
 * actor's signal aborts the request when the dialog closes.
 */
export const selectOptionsActors = (runApi: ApiRunner) => ({
  loadOptions: fromPromise<OptionsAnswer, { source: string }>(async ({ input, signal }) => {
    const answer = await runApi(
      query((client, abort) => client.GET("/form-field-options", { params: { query: { source: input.source } }, signal: abort })),
      { signal },
    );
    return answer.data;
  }),
});

/** For `selectOptionsMachine.provide(...)`: the referral form's actors give it to every spawned field. */
export const selectOptionsImplementations = (runApi: ApiRunner) => ({ actors: selectOptionsActors(runApi) });
