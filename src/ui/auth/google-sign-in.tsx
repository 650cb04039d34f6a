import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import type { OpenIdSignInMachine } from "../../machines/auth/openid-sign-in.machine.ts";
import { Button } from "../components/button.tsx";
import { Spinner } from "../components/spinner.tsx";
import { authStyles } from "./auth-layout.tsx";
import type { SignInActorRef } from "./sign-in-screen.tsx";

type OpenIdActorRef = ActorRefFrom<OpenIdSignInMachine>;

/**
 * "Continue with Google" (the sign-in machine's `openId` child): the button when the event offers
 * it, and why a round trip to the provider signed nobody in, whether or not the button shows.
 */
interface GoogleSignInProps {
  readonly screen: SignInActorRef;
  readonly offered: boolean;
  /** The painted form's button, disabled until the app takes the form over (login-screen.tsx). */
  readonly awaitingScript?: boolean;
}

export function GoogleSignIn({ screen, offered, awaitingScript = false }: GoogleSignInProps) {
  const openId = useSelector(screen, (snapshot) => snapshot.children.openId as OpenIdActorRef | undefined);
  return openId ? <GoogleSignInButton actor={openId} offered={offered} awaitingScript={awaitingScript} /> : null;
}

function GoogleSignInButton({ actor, offered, awaitingScript }: { readonly actor: OpenIdActorRef; readonly offered: boolean; readonly awaitingScript: boolean }) {
  const { busy, error } = useSelector(
    actor,
    (snapshot) => ({ busy: snapshot.hasTag("busy"), error: snapshot.hasTag("error") ? snapshot.context.error : null }),
    shallowEqual,
  );
  return (
    <>
      {error ? (
        <p role="alert" className={authStyles.error}>
          {error}
        </p>
      ) : null}
      {offered ? (
        <Button type="button" variant="outline" size="lg" fullWidth disabled={awaitingScript} aria-busy={busy} onClick={() => actor.send({ type: "openid.start" })}>
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
