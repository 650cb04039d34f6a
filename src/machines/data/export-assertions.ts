import assert from "node:assert/strict";
import type { ToastParams } from "../forms/entity-messages.ts";

// What the models of the export machines (data/file-export, leads/lead-export) check alike.

interface ExportSnapshot {
  hasTag(tag: string): boolean;
  readonly context: { readonly error: string | null };
}

/** An export at rest: neither busy nor failed, with no message beside its button. */
export const assertExportAtRest = (snapshot: ExportSnapshot): void => {
  assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
  assert.equal(snapshot.context.error, null);
};

/**
 * A failed export: the same words whatever failed (a server's 500 text is no advice to the person),
 * beside the button and in the Error toast.
 */
export const assertExportFailed = (snapshot: ExportSnapshot, toasts: ReadonlyArray<ToastParams>, message: string): void => {
  assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("busy"));
  assert.equal(snapshot.context.error, message);
  assert.deepEqual(toasts.at(-1), { title: "Error", description: message, variant: "destructive" });
};
