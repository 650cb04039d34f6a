import { assign, fromCallback, fromPromise, setup, type ActorRefFrom } from "xstate";
import { notProvidedActor, notProvidedCallback } from "../not-provided.ts";
import type { OpenIdSignInMachine } from "./openid-sign-in.machine.ts";

export interface OpenIdSignInLoaderTypes {
  context: { readonly openId: OpenIdSignInRef | null };
  events: { readonly type: "openid.offered" } | { readonly type: "openid.load" };
  tags: "busy" | "failed";
}

/** Said under the button when its code could not be downloaded; the button asks again. */
export const OPENID_DOWNLOAD_FAILED = "Continue with Google could not be loaded: the connection dropped. Tap it to try again.";

export type OpenIdSignInRef = ActorRefFrom<OpenIdSignInMachine>;

/**
 * "Continue with Google" is downloaded only where it is used: when the event offers it, or when the
 * page is the provider's round trip back (whose answer it reads). A child of the sign-in machine
 * (`openIdLoader`); once its code is here the Google machine (openid-sign-in.machine.ts) runs as
 * this machine's child, `context.openId`. The view reads tags `busy` and `failed`
 * and sends `openid.load` after a failed download.
 */
export const openIdSignInLoaderMachine = setup({
  types: {} as OpenIdSignInLoaderTypes,
  actors: {
    /** Reads (never changes) the address the page was opened at: true when it is the provider's return. */
    openIdReturned: notProvidedActor<boolean>("openIdReturned"),
    /** Reports `openid.offered` once the app's event lookup has an event that enables Google sign-in. */
    openIdOffer: notProvidedCallback("openIdOffer"),
    /** The Google machine with its real actors, downloaded. */
    loadOpenIdSignIn: notProvidedActor<OpenIdSignInMachine>("loadOpenIdSignIn"),
  },
  guards: {
    answeredYes: (_, params: { output: boolean }) => params.output,
  },
  actions: {
    startOpenIdSignIn: assign({
      openId: ({ spawn }, params: { logic: OpenIdSignInMachine }) => spawn(params.logic),
    }),
  },
}).createMachine({
  id: "openIdSignInLoader",
  context: { openId: null },
  initial: "reading",
  states: {
    reading: {
      description: "Was this page opened by the provider's round trip? The address says.",
      invoke: {
        id: "openIdReturned",
        src: "openIdReturned",
        onDone: [{ guard: { type: "answeredYes", params: ({ event }) => ({ output: event.output }) }, target: "loading" }, { target: "unused" }],
        onError: { target: "unused" },
      },
    },
    unused: {
      description: "Not offered by the event (yet): nothing is downloaded.",
      invoke: { id: "openIdOffer", src: "openIdOffer" },
      on: { "openid.offered": { target: "loading" } },
    },
    loading: {
      tags: "busy",
      invoke: {
        id: "loadOpenIdSignIn",
        src: "loadOpenIdSignIn",
        onDone: { target: "running", actions: { type: "startOpenIdSignIn", params: ({ event }) => ({ logic: event.output }) } },
        onError: { target: "failed" },
      },
    },
    failed: {
      description: "The download failed (the hall's network dropped): the button asks again.",
      tags: "failed",
      on: { "openid.load": { target: "loading" } },
    },
    running: {
      description: "The Google machine runs as the child `context.openId`.",
    },
  },
});

export type OpenIdSignInLoaderMachine = typeof openIdSignInLoaderMachine;

/**
 * The sign-in machine's default child: no address to read and no event lookup to hear, so nothing is
 * downloaded. The app gives the real one (openid-sign-in-loader.actors.ts); tests of the form need nothing.
 */
export const openIdSignInLoaderAtRest = openIdSignInLoaderMachine.provide({
  actors: { openIdReturned: fromPromise<boolean, void>(async () => false), openIdOffer: fromCallback(() => undefined) },
});
