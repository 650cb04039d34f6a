import { screenDescriptor } from "../screen/screen-descriptor.ts";

/**
 * Any address no screen has, in both route tables. No actors of its own: Go Back is asked of the
 * app's navigation actor.
 */
export const notFoundScreen = screenDescriptor({
  name: "notFound",
  machine: () => import("./not-found.machine.ts").then((module) => module.notFoundMachine),
});
