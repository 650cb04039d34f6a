import { portalScreenDescriptor, screenDescriptor } from "../screen/screen-descriptor.ts";

/** Reset Password signed in (SPEC §2): a new password, and the sign-in number. Not in the sidebar. */
export const resetPasswordScreen = portalScreenDescriptor({
  name: "resetPassword",
  path: "/reset-password",
  operation: "updatePassword",
  sidebar: false,
  machine: () => import("./reset-password-screen.machine.ts").then((module) => module.resetPasswordScreenMachine),
  actors: () => import("./reset-password-screen.actors.ts").then((module) => module.resetPasswordScreenImplementations),
});

/** Signed out, the same address is "Forgot password?": a code to the account's number sets a new one. */
export const forgotPasswordScreen = screenDescriptor({
  name: "forgotPassword",
  machine: () => import("./code-flow.machine.ts").then((module) => module.codeFlowMachine),
  actors: () => import("./code-flow.actors.ts").then((module) => module.forgotPasswordImplementations),
});
