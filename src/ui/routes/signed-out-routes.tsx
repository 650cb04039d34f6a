import { useSelector } from "@xstate/react";
import { Suspense, type ElementType } from "react";
import type { ScreenName } from "../../machines/app/screens.ts";
import { useApp } from "../screen/app-context.ts";
import { SignInScreen } from "../auth/sign-in-screen.tsx";
import { FullScreenLoading } from "../components/spinner.tsx";
import { withSignedOutStyles } from "../components/signed-out-styles.ts";
import type { ScreenView } from "../screen/screen-page.ts";
import { guestRegistrationPage } from "../guest-registration/page.ts";
import { notFoundPage } from "../not-found/page.ts";
import LeaveForLogin from "./leave-for-login.tsx";

// Each view comes with the signed-out stylesheet (the page's own holds the sign-in form's rules
// only) and may be downloaded again: a failed download shows Retry (ScreenLoadBoundary, app-routes.tsx).
// The not-found and guest pages are the signed-in table's own (their page.ts), without that table;
// signed in they draw with the full sheet alone.
const ForgotPasswordPage = withSignedOutStyles(() => import("../reset-password/forgot-password-page.tsx"));
const EmailLoginScreen = withSignedOutStyles(() => import("../auth/email-login-screen.tsx"));
const withItsStyles = (view: ScreenView) =>
  withSignedOutStyles(async () => {
    // A failed download is the view's own to report when it renders.
    await view.preload();
    return { default: view };
  });
const NotFoundPage = withItsStyles(notFoundPage.view);
const GuestRegistrationPage = withItsStyles(guestRegistrationPage.view);

/** The view of each screen a signed-out visitor can be shown. */
const SIGNED_OUT_SCREENS: Partial<Record<ScreenName, ElementType>> = {
  signIn: SignInScreen,
  forgotPassword: ForgotPasswordPage,
  emailLogin: EmailLoginScreen,
  leaveForLogin: LeaveForLogin,
  notFound: NotFoundPage,
  guestRegistration: GuestRegistrationPage,
};

/**
 * SPEC §2 screens while signed out. Which one an address shows is the app machine's decision
 * (`context.screenName`). This module and what it imports are the sign-in chunk.
 */
export default function SignedOutRoutes() {
  const screen = useSelector(useApp(), (snapshot) => snapshot.context.screenName);
  // No screen of this table yet: the session has just settled and the app machine has not chosen.
  const Screen = screen === null ? undefined : SIGNED_OUT_SCREENS[screen];
  return <Suspense fallback={<FullScreenLoading />}>{Screen === undefined ? <FullScreenLoading /> : <Screen />}</Suspense>;
}
