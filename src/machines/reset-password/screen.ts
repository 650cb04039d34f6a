import { portalScreenDescriptor } from "../screen/screen-descriptor.ts";

// Signed out, the same address is "Forgot password?" (forgot-password-screen.ts): apart, so every
// page's start carries the signed-out screen's descriptor without this signed-in one.

/** Reset Password signed in (SPEC §2): a new password, and the sign-in number. Not in the sidebar. */
export const resetPasswordScreen = portalScreenDescriptor({
  name: "resetPassword",
  path: "/reset-password",
  operation: "updatePassword",
  sidebar: false,
  machine: () => import("./reset-password-screen.machine.ts").then((module) => module.resetPasswordScreenMachine),
  actors: () => import("./reset-password-screen.actors.ts").then((module) => module.resetPasswordScreenImplementations),
});
