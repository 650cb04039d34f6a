import type { ActorRefFrom, AnyActorLogic } from "xstate";
import type { remoteDataMachine } from "../data/remote-data.machine.ts";
import type { outboxMachine } from "../outbox/outbox.machine.ts";

/**
 * What runs only while someone is signed in, with its real actors: downloaded at the first sign-in
 * of the page (a signed-out visitor's start carries none of it), then spawned at each sign-in.
 */
export interface SignedInParts {
  /** GET /company: the header's name, logo and booth. */
  readonly companySummary: typeof remoteDataMachine;
  /** GET /leads/follow-ups-due: the header's count of the member's follow-ups due. */
  readonly followUpsDue: typeof remoteDataMachine;
  /** The signed-in user's outbox (scans and lead edits kept on the device) and its sync. */
  readonly outbox: typeof outboxMachine;
}

/** A running signed-in part, for the views: absent while signed out or while their code downloads. */
export const signedInPart = <K extends keyof SignedInParts>(snapshot: { readonly children: object }, name: K) =>
  (snapshot.children as { readonly [Part in keyof SignedInParts]?: ActorRefFrom<SignedInParts[Part]> })[name];

/**
 * The download of the signed-in parts' code: none running, on its way, or failed (asked again at the
 * next address). Whether the parts are here is the context's `parts` itself.
 */
export type PartsDownload = "idle" | "loading" | "failed";

/**
 * Starts the signed-in parts under the ids the views and the `company.changed` and
 * `followUps.changed` refreshes use. They are
 * logic that arrived with their code, not sources named in `setup`, which typed children cannot
 * spell: hence the widened `spawnChild`.
 */
export const startParts = (enqueue: { readonly spawnChild: unknown }, parts: SignedInParts) => {
  const spawnChild = enqueue.spawnChild as (logic: AnyActorLogic, options: { id: string }) => void;
  spawnChild(parts.companySummary, { id: "companySummary" });
  spawnChild(parts.followUpsDue, { id: "followUpsDue" });
  spawnChild(parts.outbox, { id: "outbox" });
};
