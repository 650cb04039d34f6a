import { useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { ScreenMachines } from "../../machines/screen-machines.ts";
import { AuthLayout, authStyles } from "../components/auth-layout.tsx";
import { Button } from "../components/button.tsx";
import { FullScreenLoading } from "../components/spinner.tsx";
import { useApp, useScreen } from "./app-context.ts";
import { SCREEN_LOAD_FAILED_MESSAGE } from "./screen-load-text.ts";

/**
 * ScreenGate for the signed-out screens, which have no shell: the full-screen "Loading..." while the
 * screen's machine is downloaded, and the sign-in card saying the download failed, with a Retry that
 * asks the app machine to load it again (a dropped download must not leave a spinner for good).
 */
export function SignedOutScreenGate<N extends keyof ScreenMachines>({
  name,
  children,
}: {
  readonly name: N;
  readonly children: (screen: ActorRefFrom<ScreenMachines[N]>) => ReactNode;
}) {
  const app = useApp();
  const screen = useScreen(name);
  const failed = useSelector(app, (snapshot) => snapshot.context.screenName === name && snapshot.hasTag("error"));
  if (screen !== null) return children(screen);
  if (!failed) return <FullScreenLoading />;
  return (
    <AuthLayout>
      <div role="alert" className={authStyles.form}>
        <p className={authStyles.error}>{SCREEN_LOAD_FAILED_MESSAGE}</p>
        <Button onClick={() => app.send({ type: "screen.retry" })}>Retry</Button>
      </div>
    </AuthLayout>
  );
}
