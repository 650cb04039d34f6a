import { screenDescriptor } from "../screen/screen-descriptor.ts";

/** Signed out, the same address is "Forgot password?": a code to the account's number sets a new one. */
export const forgotPasswordScreen = screenDescriptor({
  name: "forgotPassword",
  machine: () => import("./code-flow.machine.ts").then((module) => module.codeFlowMachine),
  actors: () => import("./code-flow.actors.ts").then((module) => module.forgotPasswordImplementations),
});
