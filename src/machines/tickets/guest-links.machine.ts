import { assign, setup, type SnapshotFrom } from "xstate";
import type { components } from "../../api/schema.d.ts";
import { failureMessage, type FailureParams } from "../forms/failure-message.ts";
import { notProvidedActor } from "../not-provided.ts";

/**
 * The public registration links of one pass, in its Invite dialog: the working links, a new one
 * (its address is shown once, to copy: only a hash is kept), and revoking one.
 */

export interface GuestLinksTypes { input: GuestLinksInput; context: GuestLinksContext; events: GuestLinksEvent; tags: "busy" }

export type GuestLink = components["schemas"]["GuestLink"];
export type CreatedGuestLink = components["schemas"]["GuestLinkCreatedResponse"]["data"];

export const GUEST_LINK_TEXTS = {
  loadFailed: "The registration links could not be loaded.",
  createFailed: "The registration link could not be made. Try again.",
  revokeFailed: "The registration link could not be revoked. Try again.",
} as const;

export interface GuestLinksInput {
  readonly passId: string;
}

export interface GuestLinksContext {
  readonly passId: string;
  readonly links: ReadonlyArray<GuestLink>;
  /** The address of the link made in this opening of the dialog. */
  readonly created: CreatedGuestLink | null;
  readonly revoking: string | null;
  readonly message: string | null;
}

export type GuestLinksEvent = { readonly type: "link.create" } | { readonly type: "link.revoke"; readonly id: string };

/** Shows a failed call's message: the server's own words, else `fallback`. */
const showFailure = (fallback: string) =>
  ({ type: "showFailure", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }) }) as const;

/** The pass whose links are listed and made. */
const ofPass = ({ context }: { context: GuestLinksContext }) => ({ passId: context.passId });

/** A call about the pass (its links read, or one made): busy until it answers, then ready, showing the answer or why it failed. */
const passCall = <const TSrc extends string, const TShow>(src: TSrc, show: TShow, fallback: string) => ({
  tags: ["busy" as const],
  invoke: { id: src, src, input: ofPass, onDone: { target: "ready", actions: show }, onError: { target: "ready", actions: showFailure(fallback) } },
});

export const guestLinksMachine = setup({
  types: {} as GuestLinksTypes,
  actors: {
    /** GET /passes/{id}/guest-links. */
    listLinks: notProvidedActor<ReadonlyArray<GuestLink>, { passId: string }>("listLinks"),
    /** POST /passes/{id}/guest-links. */
    createLink: notProvidedActor<CreatedGuestLink, { passId: string }>("createLink"),
    /** DELETE /guest-links/{id}. */
    revokeLink: notProvidedActor<void, { id: string }>("revokeLink"),
  },
  actions: {
    showLinks: assign((_, params: { links: ReadonlyArray<GuestLink> }) => ({ links: params.links })),
    showFailure: assign((_, params: FailureParams) => failureMessage(params)),
    clearMessage: assign({ message: null }),
    startRevoking: assign((_, params: { id: string }) => ({ revoking: params.id, message: null })),
    /** The new link heads the list; its address is kept for this opening only. */
    showCreated: assign(({ context }, params: { created: CreatedGuestLink }) => {
      const { url: _url, ...link } = params.created;
      return { created: params.created, links: [link, ...context.links.filter((other) => other._id !== link._id)] };
    }),
    dropRevoked: assign(({ context }) => ({
      links: context.links.filter((link) => link._id !== context.revoking),
      created: context.created?._id === context.revoking ? null : context.created,
      revoking: null,
    })),
    stopRevoking: assign({ revoking: null }),
  },
}).createMachine({
  id: "guestLinks",
  context: ({ input }) => ({ passId: input.passId, links: [], created: null, revoking: null, message: null }),
  initial: "loading",
  states: {
    loading: passCall(
      "listLinks",
      { type: "showLinks", params: ({ event }: { event: { output: ReadonlyArray<GuestLink> } }) => ({ links: event.output }) },
      GUEST_LINK_TEXTS.loadFailed,
    ),
    ready: {
      on: {
        "link.create": { target: "creating", actions: "clearMessage" },
        "link.revoke": { target: "revoking", actions: { type: "startRevoking", params: ({ event }) => ({ id: event.id }) } },
      },
    },
    creating: passCall(
      "createLink",
      { type: "showCreated", params: ({ event }: { event: { output: CreatedGuestLink } }) => ({ created: event.output }) },
      GUEST_LINK_TEXTS.createFailed,
    ),
    revoking: {
      tags: ["busy"],
      invoke: {
        id: "revokeLink",
        src: "revokeLink",
        input: ({ context }) => ({ id: context.revoking ?? "" }),
        onDone: { target: "ready", actions: "dropRevoked" },
        onError: { target: "ready", actions: ["stopRevoking", showFailure(GUEST_LINK_TEXTS.revokeFailed)] },
      },
    },
  },
});

export type GuestLinksSnapshot = SnapshotFrom<typeof guestLinksMachine>;
