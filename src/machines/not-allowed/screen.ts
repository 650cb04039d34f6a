import { screenDescriptor } from "../screen/screen-descriptor.ts";

/**
 * Shown inside the shell at the address of a screen the role may not open: no address of its own.
 * No actors: it only names the role and its home.
 */
export const notAllowedScreen = screenDescriptor({
  name: "notAllowed",
  machine: () => import("./not-allowed.machine.ts").then((module) => module.notAllowedMachine),
});
