import { screenDescriptor } from "../screen/screen-descriptor.ts";

/** A pass's public registration link (`/register/<token>`), opened by a guest signed out, or signed in as a guest sees it. */
export const guestRegistrationScreen = screenDescriptor({
  name: "guestRegistration",
  machine: () => import("./guest-registration.machine.ts").then((module) => module.guestRegistrationMachine),
  actors: () => import("./guest-registration.actors.ts").then((module) => module.guestRegistrationImplementations),
});
