import { serverMessage } from "./form-helpers.ts";

/** What a failed call hands the action that shows it: the failure, and the screen's SPEC §8 text. */
export interface FailureParams {
  readonly error: unknown;
  readonly fallback: string;
}

/**
 * The message a failed call leaves above a form or list: the server's own words, else the fallback.
 * Machines whose context has a `message` name it as an action:
 * `showFailure: assign((_, params: FailureParams) => failureMessage(params))`.
 */
export const failureMessage = (params: FailureParams): { message: string } => ({
  message: serverMessage(params.error) ?? params.fallback,
});
