import { shallowEqual, useSelector } from "@xstate/react";
import type { OpenIdSignInRef } from "../../machines/auth/openid-sign-in-loader.machine.ts";
import { accessRequestMail, type AccessRequestEvent } from "../../machines/auth/access-request.ts";
import { GoogleSignInView } from "./google-sign-in-view.tsx";

interface RunningProps {
  readonly actor: OpenIdSignInRef;
  readonly offered: boolean;
  readonly event: AccessRequestEvent;
  readonly awaitingScript: boolean;
}

/** "Continue with Google" once the Google machine runs: its state, its messages, and a request for access. */
export default function RunningGoogleSignIn({ actor, offered, event, awaitingScript }: RunningProps) {
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
