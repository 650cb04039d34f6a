import { fromCallback, fromPromise, type SnapshotFrom } from "xstate";
import type { eventLoadingMachine } from "../app/event-loading.machine.ts";
import { hasOpenIdReturn } from "./openid-return.ts";
import type { OpenIdSignInMachine } from "./openid-sign-in.machine.ts";
import { openIdSignInLoaderMachine } from "./openid-sign-in-loader.machine.ts";
import { systemActor } from "../app/app-system.ts";

type EventLookupSnapshot = SnapshotFrom<typeof eventLoadingMachine>;

/** Reports `openid.offered` once the app's event lookup (systemId `event`) has an event that enables Google sign-in. */
const openIdOfferWatch = fromCallback(({ system, sendBack }) => {
  const lookup = systemActor(system, "event");
  let reported = false;
  const report = (snapshot: EventLookupSnapshot) => {
    if (reported || snapshot.context.event?.googleLoginEnabled !== true) return;
    reported = true;
    sendBack({ type: "openid.offered" });
  };
  report(lookup.getSnapshot() as EventLookupSnapshot);
  const subscription = lookup.subscribe((snapshot: EventLookupSnapshot) => report(snapshot));
  return () => subscription.unsubscribe();
});

/** The "Continue with Google" loader with the browser's address, the app's event lookup and the Google machine's chunk. */
export const providedOpenIdSignInLoader = () =>
  openIdSignInLoaderMachine.provide({
    actors: {
      openIdReturned: fromPromise<boolean, void>(async () => hasOpenIdReturn(window.location.search, window.location.hash)),
      openIdOffer: openIdOfferWatch,
      loadOpenIdSignIn: fromPromise<OpenIdSignInMachine, void>(async () => (await import("./openid-sign-in.actors.ts")).providedOpenIdSignIn()),
    },
  });
