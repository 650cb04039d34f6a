import type { AnyActorLogic } from "xstate";
import type { ScreenName } from "../../machines/app/screens.ts";
import { onceUntilFailed } from "../../machines/data/once-until-failed.ts";
import type { ScreenDependencies } from "../../machines/app/screen-machines.ts";
import type { Outbox } from "../../machines/outbox/outbox-types.ts";

type ScreenLoader = () => Promise<AnyActorLogic>;
export type ScreenLoaders = Partial<Record<ScreenName, ScreenLoader>>;

/** What only signed-in screens use of the page: its one outbox, and whose lists the device keeps. */
export interface SignedInScreenNeeds {
  /** The page's one outbox, which comes with the signed-in parts. */
  readonly outbox: () => Promise<Outbox>;
  readonly currentUserId: () => string | null;
}

/**
 * Each screen's machine with its real actors, downloaded with the screen (a chunk of its own, so the
 * sign-in screen carries none of them). The signed-in screens' loaders are a chunk of their own too
 * (signed-in-screen-loaders.ts), downloaded with the first of them. Part of the composition root.
 */
export const screenLoader = (deps: ScreenDependencies, device: SignedInScreenNeeds) => {
  const signedOut = signedOutScreenLoaders(deps);
  // A dropped download is asked for again with the next screen.
  const signedInLoaders = onceUntilFailed(() =>
    import("./signed-in-screen-loaders.ts").then(({ signedInScreenLoaders }) => signedInScreenLoaders(deps, device)),
  );
  return async (screen: ScreenName): Promise<AnyActorLogic> => {
    const load = signedOut[screen] ?? (await signedInLoaders())[screen];
    if (load === undefined) throw new Error(`The screen "${screen}" has no machine to load.`);
    return load();
  };
};

/** The screens a signed-out visitor can open. */
const signedOutScreenLoaders = (deps: ScreenDependencies): ScreenLoaders => ({
  guestRegistration: async () => {
    const [{ guestRegistrationMachine }, { guestRegistrationImplementations }] = await Promise.all([
      import("../../machines/guest-registration/guest-registration.machine.ts"),
      import("../../machines/guest-registration/guest-registration.actors.ts"),
    ]);
    return guestRegistrationMachine.provide(guestRegistrationImplementations(deps));
  },
  resetPassword: async () => {
    const [{ resetPasswordScreenMachine }, { resetPasswordScreenImplementations }] = await Promise.all([
      import("../../machines/reset-password/reset-password-screen.machine.ts"),
      import("../../machines/reset-password/reset-password-screen.actors.ts"),
    ]);
    return resetPasswordScreenMachine.provide(resetPasswordScreenImplementations(deps));
  },
  signIn: async () => {
    const [{ otpLoginMachine }, { otpLoginImplementations }] = await Promise.all([
      import("../../machines/auth/otp-login.machine.ts"),
      import("../../machines/auth/otp-login.actors.ts"),
    ]);
    return otpLoginMachine.provide(otpLoginImplementations(deps));
  },
  emailLogin: async () => {
    const [{ emailLoginMachine }, { emailLoginImplementations }] = await Promise.all([
      import("../../machines/auth/email-login.machine.ts"),
      import("../../machines/auth/email-login.actors.ts"),
    ]);
    return emailLoginMachine.provide(emailLoginImplementations(deps));
  },
  forgotPassword: async () => {
    const [{ codeFlowMachine }, { forgotPasswordImplementations }] = await Promise.all([
      import("../../machines/reset-password/code-flow.machine.ts"),
      import("../../machines/reset-password/code-flow.actors.ts"),
    ]);
    return codeFlowMachine.provide(forgotPasswordImplementations(deps));
  },
  // No actors of its own: Go Back is asked of the app's navigation actor.
  notFound: async () => (await import("../../machines/not-found/not-found.machine.ts")).notFoundMachine,
});
