import type { ScreenName } from "./app/screens.ts";
import type { MachineOf } from "./screen/screen-descriptor.ts";
import type { SIGNED_IN_SCREENS } from "./signed-in-screens.ts";
import type { SIGNED_OUT_SCREENS } from "./signed-out-screens.ts";

type Described = (typeof SIGNED_IN_SCREENS)[number] | (typeof SIGNED_OUT_SCREENS)[number];

/** The machine of each screen, by screen name, from the two tables' descriptors (types only: each is its own chunk). */
export type ScreenMachines = { readonly [Screen in Described as Screen["name"]]: MachineOf<Screen> };

/** Every screen but the way out to sign-in has a descriptor: this fails to typecheck, naming it, while one lacks it. */
type NoneMissing<Missing extends never> = Missing;
export type EveryScreenDescribed = NoneMissing<Exclude<ScreenName, keyof ScreenMachines | "leaveForLogin">>;
