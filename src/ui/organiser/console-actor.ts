import type { ActorRefFrom } from "xstate";
import type { consoleMachine } from "../../machines/organiser/console/console.machine.ts";

/** The running console (made by src/ui/app/console-composition.ts), as its views hold it. */
export type ConsoleActorRef = ActorRefFrom<typeof consoleMachine>;
