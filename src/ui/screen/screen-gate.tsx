import { useSelector } from "@xstate/react";
import type { ComponentType, ReactNode } from "react";
import type { ActorRefFrom } from "xstate";
import type { ScreenMachines } from "../../machines/screen-machines.ts";
import { LoadError } from "../components/load-error.tsx";
import { SCREEN_LOAD_FAILED_MESSAGE } from "./screen-load-text.ts";
import { PageLoading } from "../components/page-loading.tsx";
import { useApp, useScreen } from "./app-context.ts";

interface ScreenGateProps<N extends keyof ScreenMachines> {
  readonly name: N;
  /** The spinner's words while the screen's machine is downloaded ("Loading products..."). */
  readonly loadingLabel: string;
  readonly children: (screen: ActorRefFrom<ScreenMachines[N]>) => ReactNode;
}

/**
 * A screen's view once its machine runs: until then the screen's spinner, and if the machine's code
 * could not be downloaded, the error with a Retry that asks the app machine to load it again.
 */
export function ScreenGate<N extends keyof ScreenMachines>({ name, loadingLabel, children }: ScreenGateProps<N>) {
  const app = useApp();
  const screen = useScreen(name);
  const failed = useSelector(app, (snapshot) => snapshot.context.screenName === name && snapshot.hasTag("error"));
  if (screen !== null) return children(screen);
  if (failed) return <LoadError message={SCREEN_LOAD_FAILED_MESSAGE} onRetry={() => app.send({ type: "screen.retry" })} />;
  return <PageLoading label={loadingLabel} />;
}

/**
 * A route's page (the lazy-loaded default export of a screen's module): the screen's view, given
 * its running machine, inside the gate.
 */
export function screenPage<N extends keyof ScreenMachines>(
  name: N,
  loadingLabel: string,
  Screen: ComponentType<{ readonly screen: ActorRefFrom<ScreenMachines[N]> }>,
) {
  return function ScreenPage() {
    return (
      <ScreenGate name={name} loadingLabel={loadingLabel}>
        {(screen) => <Screen screen={screen} />}
      </ScreenGate>
    );
  };
}
