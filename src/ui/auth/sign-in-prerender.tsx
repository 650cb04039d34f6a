import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { createActor } from "xstate";
import { otpLoginMachine } from "../../machines/auth/otp-login.machine.ts";
import { SIGN_IN_SLOTS, type PrerenderedSignIn } from "../../rules/prerendered-sign-in.ts";
import { PORTAL_BASE, SIGNED_OUT_PATHS } from "../screen/paths.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { LoginForm } from "./login-screen.tsx";

/**
 * The sign-in screen's form as the app first renders it, as static HTML with slots for the event's
 * words (src/rules/prerendered-sign-in.ts). The screen machine is only read, never started: its
 * first snapshot is the form a visitor sees. Not part of the browser bundle.
 */
export function prerenderSignIn(): PrerenderedSignIn {
  const screen = createActor(otpLoginMachine, { input: { search: "", role: null, path: SIGNED_OUT_PATHS.login } });
  const render = (googleLoginEnabled: boolean) =>
    renderToStaticMarkup(
      <Router base={PORTAL_BASE} ssrPath={`${PORTAL_BASE}${SIGNED_OUT_PATHS.login}`}>
        <AuthLayout>
          <LoginForm
            screen={screen}
            eventTitle={SIGN_IN_SLOTS.eventTitle}
            productName={SIGN_IN_SLOTS.productName}
            googleLoginEnabled={googleLoginEnabled}
            awaitingScript
          />
        </AuthLayout>
      </Router>,
    );
  return { withGoogle: render(true), withoutGoogle: render(false) };
}
