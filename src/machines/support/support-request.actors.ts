import { mutation } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { formImplementations, type FormEffects } from "../forms/form-implementations.ts";
import type { SupportAnswer, SupportRequestBody } from "./support-request.machine.ts";

/** `POST /support` (createSupportRequest); a mutation, retried only when no answer arrived. */
export const supportRequestImplementations = ({ runApi, ...effects }: { readonly runApi: ApiRunner } & FormEffects) =>
  formImplementations(
    {
      submit: (body: SupportRequestBody): Promise<SupportAnswer> =>
        runApi(mutation((client, abort) => client.POST("/support", { body, signal: abort }))),
    },
    effects,
  );
