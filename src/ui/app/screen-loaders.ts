import type { AnyActorLogic } from "xstate";
import type { ScreenName } from "../../machines/app/screens.ts";
import { onceUntilFailed } from "../../machines/data/once-until-failed.ts";
import type { ScreenDependencies } from "../../machines/screen/screen-input.ts";
import { SIGNED_OUT_SCREENS } from "../../machines/signed-out-screens.ts";
import { screenLoaders, type SignedInScreenNeeds } from "./screen-machine-loader.ts";

/**
 * Each screen's machine with its real actors, downloaded with the screen (a chunk of its own, so the
 * sign-in screen carries none of them). The signed-in screens' loaders are a chunk of their own too
 * (signed-in-screen-loaders.ts), downloaded with the first of them. Part of the composition root.
 */
export const screenLoader = (deps: ScreenDependencies, device: SignedInScreenNeeds) => {
  // The screens a signed-out visitor can open: they take nothing of the device.
  const signedOut = screenLoaders<unknown>(SIGNED_OUT_SCREENS, deps, undefined);
  // A dropped download is asked for again with the next screen.
  const signedInLoaders = onceUntilFailed(() =>
    import("./signed-in-screen-loaders.ts").then(({ signedInScreenLoaders }) => signedInScreenLoaders(deps, device)),
  );
  return async (screen: ScreenName): Promise<AnyActorLogic> => {
    const load = signedOut[screen] ?? (await signedInLoaders())[screen];
    if (load === undefined) throw new Error(`The screen "${screen}" has no machine to load.`);
    return load();
  };
};
