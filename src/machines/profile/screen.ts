import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** Company Profile (SPEC §2): the company's details, logo and lead questions. */
export const profileScreen = portalScreenDescriptor({
  name: "profile",
  path: "/profile",
  operation: "getCompanyProfile",
  sidebar: true,
  machine: () => import("./profile-screen.machine.ts").then((module) => module.profileScreenMachine),
  actors: () => import("./profile-screen.actors.ts").then((module) => module.profileScreenImplementations),
});
