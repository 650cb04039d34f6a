import type { ActorRefFrom } from "xstate";
import type { exhibitorsScreenMachine } from "../../../machines/organiser/exhibitors/exhibitors-screen.machine.ts";

/** The running Exhibitors screen machine, which every part of the view reads and tells. */
export type ExhibitorsActor = ActorRefFrom<typeof exhibitorsScreenMachine>;
