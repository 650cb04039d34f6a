import { screenDescriptor } from "../screen/screen-descriptor.ts";

/** Sign-in (SPEC §4): the mobile number form and the code step, one flow over their addresses. */
export const signInScreen = screenDescriptor({
  name: "signIn",
  machine: () => import("./otp-login.machine.ts").then((module) => module.otpLoginMachine),
  actors: () => import("./otp-login.actors.ts").then((module) => module.otpLoginImplementations),
});

/** Sign-in with e-mail and password. */
export const emailLoginScreen = screenDescriptor({
  name: "emailLogin",
  machine: () => import("./email-login.machine.ts").then((module) => module.emailLoginMachine),
  actors: () => import("./email-login.actors.ts").then((module) => module.emailLoginImplementations),
});
