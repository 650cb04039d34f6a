import type { ScreenName } from "./app/screens.ts";
import { emailLoginScreen, signInScreen } from "./auth/screen.ts";
import { guestRegistrationScreen } from "./guest-registration/screen.ts";
import { notFoundScreen } from "./not-found/screen.ts";
import { forgotPasswordScreen } from "./reset-password/forgot-password-screen.ts";
import type { AnyScreenDescriptor } from "./screen/screen-descriptor.ts";

/**
 * The screens a signed-out visitor can open, one line each (their addresses are SPEC §2's signed-out
 * route table, app/screens.ts). Their loaders are part of every page's start (src/ui/app/screen-loaders.ts).
 */
export const SIGNED_OUT_SCREENS = [signInScreen, emailLoginScreen, forgotPasswordScreen, guestRegistrationScreen, notFoundScreen] as const satisfies ReadonlyArray<
  AnyScreenDescriptor & { readonly name: ScreenName }
>;
