import { mutation } from "../../api/request.ts";
import type { ApiRunner } from "../../api/request.ts";
import { formImplementations, type FormEffects } from "../forms/form-implementations.ts";
import type { MessageAnswer, UpdatePasswordBody } from "./password-change.machine.ts";

/** `PUT /auth/updatepassword` (updatePassword); a wrong current password answers 400 with its message. */
export const passwordChangeImplementations = ({ runApi, ...effects }: { readonly runApi: ApiRunner } & FormEffects) =>
  formImplementations(
    {
      submit: (body: UpdatePasswordBody): Promise<MessageAnswer> =>
        runApi(mutation((client, abort) => client.PUT("/auth/updatepassword", { body, signal: abort }))),
    },
    effects,
  );
