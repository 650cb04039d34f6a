import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

/** My profile: the person's own name, e-mail and photo, and how they sign in. Every role; reached from the header's menu, not the sidebar. */
export const myProfileScreen = portalScreenDescriptor({
  name: "myProfile",
  path: "/my-profile",
  operation: "updateDetails",
  sidebar: false,
  machine: () => import("./my-profile-screen.machine.ts").then((module) => module.myProfileScreenMachine),
  actors: () => import("./my-profile-screen.actors.ts").then((module) => module.myProfileScreenImplementations),
});
