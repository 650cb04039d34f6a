import type { ComponentType } from "react";
import type { AnyActorRef } from "xstate";

/** A console screen's view: drawn over the screen machine the console started for its address. */
export interface ConsolePage {
  /** The descriptor's `name`. */
  readonly screen: string;
  readonly view: ComponentType<{ readonly actor: AnyActorRef }>;
}
