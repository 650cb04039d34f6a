import { shallowEqual, useSelector } from "@xstate/react";
import { Suspense } from "react";
import type { ActorRefFrom } from "xstate";
import { OPENID_DOWNLOAD_FAILED, type OpenIdSignInLoaderMachine } from "../../machines/auth/openid-sign-in-loader.machine.ts";
import type { AccessRequestEvent } from "../../machines/auth/access-request.ts";
import { retryableLazy } from "../components/retryable-lazy.ts";
import type { SignInActorRef } from "./sign-in-actor.ts";
import { GoogleSignInView } from "./google-sign-in-view.tsx";

type LoaderRef = ActorRefFrom<OpenIdSignInLoaderMachine>;

// The running Google machine's view (its messages, "Ask the organiser for access") comes after the
// machine's own code, which it needs to run: a signed-out visitor who never uses Google loads neither.
const RunningGoogleSignIn = retryableLazy(() => import("./running-google-sign-in.tsx"));

/**
 * "Continue with Google" (the sign-in machine's `openIdLoader` child and, once its code is here, the
 * Google machine it runs): the button when the event offers it, and why a round trip to the provider
 * signed nobody in, whether or not the button shows.
 */
interface GoogleSignInProps {
  readonly screen: SignInActorRef;
  readonly offered: boolean;
  /** The event a person on no team asks for access to. */
  readonly event: AccessRequestEvent;
  /** The painted form's button, disabled until the app takes the form over (login-screen.tsx). */
  readonly awaitingScript?: boolean;
}

export function GoogleSignIn({ screen, offered, event, awaitingScript = false }: GoogleSignInProps) {
  const loader = useSelector(screen, (snapshot) => snapshot.children.openIdLoader as LoaderRef | undefined);
  const { openId, failed } = useSelector(
    loader,
    (snapshot) => ({ openId: snapshot?.context.openId ?? null, failed: snapshot?.hasTag("failed") ?? false }),
    shallowEqual,
  );
  if (openId !== null) {
    return (
      // Until the view's code is here, the button as it was drawn: still waiting.
      <Suspense fallback={<GoogleSignInView offered={offered} message={null} disabled busy={false} onPress={() => undefined} />}>
        <RunningGoogleSignIn actor={openId} offered={offered} event={event} awaitingScript={awaitingScript} />
      </Suspense>
    );
  }
  // Its code is on its way (the button stays as the painted page drew it), or did not arrive.
  return (
    <GoogleSignInView
      offered={offered}
      message={failed && offered ? OPENID_DOWNLOAD_FAILED : null}
      disabled={!failed}
      busy={false}
      onPress={() => loader?.send({ type: "openid.load" })}
    />
  );
}
