import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { OPENID_DOWNLOAD_FAILED, type OpenIdSignInLoaderMachine, type OpenIdSignInRef } from "../../machines/auth/openid-sign-in-loader.machine.ts";
import { Button } from "../components/button.tsx";
import { Spinner } from "../components/spinner.tsx";
import { authStyles } from "../components/auth-layout.tsx";
import type { SignInActorRef } from "./sign-in-actor.ts";
import { accessRequestMail, type AccessRequestEvent } from "../../machines/auth/access-request.ts";

type LoaderRef = ActorRefFrom<OpenIdSignInLoaderMachine>;

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
  if (openId !== null) return <RunningGoogleSignIn actor={openId} offered={offered} event={event} awaitingScript={awaitingScript} />;
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

interface RunningProps {
  readonly actor: OpenIdSignInRef;
  readonly offered: boolean;
  readonly event: AccessRequestEvent;
  readonly awaitingScript: boolean;
}

function RunningGoogleSignIn({ actor, offered, event, awaitingScript }: RunningProps) {
  const { busy, error, notMember } = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag("busy"),
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      notMember: snapshot.hasTag("error") ? snapshot.context.notMember : null,
    }),
    shallowEqual,
  );
  return (
    <GoogleSignInView
      offered={offered}
      message={error}
      askAccess={notMember === null ? null : accessRequestMail(notMember, event)}
      disabled={awaitingScript}
      busy={busy}
      onPress={() => actor.send({ type: "openid.start" })}
    />
  );
}

interface GoogleSignInViewProps {
  readonly offered: boolean;
  /** Why nobody was signed in, or why the button could not be readied; shown whether or not the button is. */
  readonly message: string | null;
  /** An e-mail to the organiser asking for access, for a Google account on no team (when the event has an organiser's address). */
  readonly askAccess?: string | null;
  readonly disabled: boolean;
  readonly busy: boolean;
  readonly onPress: () => void;
}

function GoogleSignInView({ offered, message, askAccess = null, disabled, busy, onPress }: GoogleSignInViewProps) {
  return (
    <>
      {message ? (
        <p role="alert" className={authStyles.error}>
          {message}
        </p>
      ) : null}
      {askAccess ? (
        <p className={authStyles.lead}>
          Not sure who your company's admin is? <a href={askAccess}>Ask the organiser for access</a>
        </p>
      ) : null}
      {offered ? (
        <Button type="button" variant="outline" size="lg" fullWidth disabled={disabled} aria-busy={busy} onClick={onPress}>
          {busy ? (
            <>
              <Spinner size="sm" /> Going to Google...
            </>
          ) : (
            "Continue with Google"
          )}
        </Button>
      ) : null}
    </>
  );
}
