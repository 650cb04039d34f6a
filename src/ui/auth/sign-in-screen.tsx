import { useSelector } from "@xstate/react";
import { lazy } from "react";
import type { ActorRefFrom } from "xstate";
import type { ScreenMachines } from "../../machines/app/screen-machines.ts";
import { ScreenGate } from "../app/screen-gate.tsx";
import LoginScreen from "./login-screen.tsx";

export type SignInActorRef = ActorRefFrom<ScreenMachines["signIn"]>;

// The code step has its own chunk (Ark's PinInput and its state machine), fetched when a code is sent.
const OtpScreen = lazy(() => import("./otp-screen.tsx"));

/**
 * SPEC §2 login/register and OTP verification: one screen machine over the four signed-out sign-in
 * addresses. The machine says which step shows (and keeps the address in step with it).
 */
export function SignInScreen() {
  return (
    <ScreenGate name="signIn" loadingLabel="Loading..." fullScreen>
      {(screen) => <SignInStep screen={screen} />}
    </ScreenGate>
  );
}

function SignInStep({ screen }: { readonly screen: SignInActorRef }) {
  const codeStep = useSelector(screen, (snapshot) => snapshot.hasTag("codeStep"));
  return codeStep ? <OtpScreen screen={screen} /> : <LoginScreen screen={screen} />;
}
