import { fromPromise } from "xstate";
import { mutation } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { formImplementations, type FormEffects } from "../forms/form-implementations.ts";
import type { SupportAnswer, SupportRequestBody } from "./support-request.machine.ts";
import { currentRequester, type Requester } from "./support-viewer.ts";

/**
 * `POST /support` (createSupportRequest; a mutation, retried only when no answer arrived), and the
 * form's start: the signed-in person's name and e-mail from the app's session (no call).
 */
export const supportRequestImplementations = ({ runApi, ...effects }: { readonly runApi: ApiRunner } & FormEffects) => {
  const form = formImplementations(
    {
      submit: (body: SupportRequestBody): Promise<SupportAnswer> =>
        runApi(mutation((client, abort) => client.POST("/support", { body, signal: abort }))),
    },
    effects,
  );
  return { ...form, actors: { ...form.actors, load: fromPromise<Requester, void>(async ({ system }) => currentRequester(system)) } };
};
