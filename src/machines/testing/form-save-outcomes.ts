import assert from "node:assert/strict";
import { Server, Unauthorized } from "../../api/errors.ts";

/** What a whole-form model's world keeps of the toasts: all of them, and how many there were before the save. */
export interface SaveToasts {
  readonly toasts: ReadonlyArray<unknown>;
  readonly toastsBefore: number;
}

/**
 * What every whole form (My details, Company profile) shows after a failed save, whatever its own
 * fields: a server failure is the form's message, in the form and as an error toast; an expired
 * session adds no toast of the form's own, so the session's Unauthorized toast is the last word.
 */
export const assertSaveFailureShown = (error: string | null, world: SaveToasts, failure: unknown, message: string): void => {
  if (failure instanceof Server) {
    assert.equal(error, message);
    assert.deepEqual(world.toasts.at(-1), { title: "Error", description: message, variant: "destructive" });
  }
  if (failure instanceof Unauthorized) assert.equal(world.toasts.length, world.toastsBefore, "the session's Unauthorized toast is not replaced");
};

/** A save went through: the form's success toast is the last one. */
export const assertSavedToast = (world: SaveToasts, message: string): void =>
  assert.deepEqual(world.toasts.at(-1), { title: "Success", description: message, variant: "success" });
