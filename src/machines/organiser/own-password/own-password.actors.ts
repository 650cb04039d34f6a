import { fromPromise } from "xstate";
import { mutation, type ApiRunner } from "../../../api/request.ts";
import type { OwnPasswordRequest } from "./own-password.types.ts";

/** The dialog's call (setOrganiserPassword); it rejects with the tagged ApiError. */
export const ownPasswordImplementations = (runApi: ApiRunner) => ({
  actors: {
    savePassword: fromPromise<unknown, OwnPasswordRequest>(({ input, signal }) =>
      runApi(mutation((client, abort) => client.PUT("/organiser/auth/password", { body: input, signal: abort })), { signal }),
    ),
  },
});
