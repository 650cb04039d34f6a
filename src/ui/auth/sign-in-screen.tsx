import { useSelector } from "@xstate/react";
import { useScreen } from "../screen/app-context.ts";
import { withSignedOutStyles } from "../components/signed-out-styles.ts";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { SignedOutScreenGate } from "../screen/signed-out-screen-gate.tsx";
import LoginScreen, { LOGIN_TITLE } from "./login-screen.tsx";
import type { SignInActorRef } from "./sign-in-actor.ts";

// The code step has its own chunk (Ark's PinInput and its state machine) and its styles in the
// signed-out stylesheet, fetched when a code is sent; a failed download shows Retry
// (ScreenLoadBoundary around the routes).
const OtpScreen = withSignedOutStyles(() => import("./otp-screen.tsx"));

/**
 * SPEC §2 login/register and OTP verification: one screen machine over the four signed-out sign-in
 * addresses, which says which step shows (and keeps the address in step with it), inside the
 * signed-out screens' gate (a Retry if its machine's download failed).
 */
export function SignInScreen() {
  const screen = useScreen("signIn");
  // Until its machine runs; then each step sets its own.
  useDocumentTitle(screen === null ? LOGIN_TITLE : null);
  return <SignedOutScreenGate name="signIn">{(running) => <SignInStep screen={running} />}</SignedOutScreenGate>;
}

function SignInStep({ screen }: { readonly screen: SignInActorRef }) {
  const codeStep = useSelector(screen, (snapshot) => snapshot.hasTag("codeStep"));
  return codeStep ? <OtpScreen screen={screen} /> : <LoginScreen screen={screen} />;
}
