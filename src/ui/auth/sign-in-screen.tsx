import { useSelector } from "@xstate/react";
import { useApp, useScreen } from "../screen/app-context.ts";
import { Button } from "../components/button.tsx";
import { withSignedOutStyles } from "../components/signed-out-styles.ts";
import { FullScreenLoading } from "../components/spinner.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import { SCREEN_LOAD_FAILED_MESSAGE } from "../screen/screen-load-text.ts";
import { AuthLayout, authStyles } from "../components/auth-layout.tsx";
import LoginScreen, { LOGIN_TITLE } from "./login-screen.tsx";
import type { SignInActorRef } from "./sign-in-actor.ts";

// The code step has its own chunk (Ark's PinInput and its state machine) and its styles in the
// signed-out stylesheet, fetched when a code is sent; a failed download shows Retry
// (ScreenLoadBoundary around the routes).
const OtpScreen = withSignedOutStyles(() => import("./otp-screen.tsx"));

/**
 * SPEC §2 login/register and OTP verification: one screen machine over the four signed-out sign-in
 * addresses, which says which step shows (and keeps the address in step with it). The signed-out
 * layout's own ScreenGate: no shell, so the full-screen "Loading..." while the machine's code is
 * downloaded, and the sign-in card with a Retry if that download failed.
 */
export function SignInScreen() {
  const app = useApp();
  const screen = useScreen("signIn");
  const failed = useSelector(app, (snapshot) => snapshot.context.screenName === "signIn" && snapshot.hasTag("error"));
  // Until its machine runs; then each step sets its own.
  useDocumentTitle(screen === null ? LOGIN_TITLE : null);
  if (screen !== null) return <SignInStep screen={screen} />;
  if (!failed) return <FullScreenLoading />;
  return (
    <AuthLayout>
      <p role="alert" className={authStyles.error}>
        {SCREEN_LOAD_FAILED_MESSAGE}
      </p>
      <Button onClick={() => app.send({ type: "screen.retry" })}>Retry</Button>
    </AuthLayout>
  );
}

function SignInStep({ screen }: { readonly screen: SignInActorRef }) {
  const codeStep = useSelector(screen, (snapshot) => snapshot.hasTag("codeStep"));
  return codeStep ? <OtpScreen screen={screen} /> : <LoginScreen screen={screen} />;
}
