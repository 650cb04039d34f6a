import type { ActorRefFrom } from "xstate";
import type { ScreenMachines } from "../../machines/screen-machines.ts";

/** The sign-in screen's machine as its views hold it: in a file of its own, so the steps need not import the screen that draws them. */
export type SignInActorRef = ActorRefFrom<ScreenMachines["signIn"]>;
