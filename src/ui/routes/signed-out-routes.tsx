import { useSelector } from "@xstate/react";
import { Suspense, type ElementType } from "react";
import type { ScreenName } from "../../machines/app/screens.ts";
import { useApp } from "../screen/app-context.ts";
import { SignInScreen } from "../auth/sign-in-screen.tsx";
import { FullScreenLoading } from "../components/spinner.tsx";
import { retryableLazy } from "../components/retryable-lazy.ts";
import { guestRegistrationPage } from "../guest-registration/page.ts";
import { notFoundPage } from "../not-found/page.ts";
import LeaveForLogin from "./leave-for-login.tsx";

// The not-found and guest pages are the signed-in table's own (their page.ts), without that table;
// each view may be downloaded again: a failed download shows Retry (ScreenLoadBoundary, app-routes.tsx).
const ForgotPasswordPage = retryableLazy(() => import("../reset-password/forgot-password-page.tsx"));
const EmailLoginScreen = retryableLazy(() => import("../auth/email-login-screen.tsx"));
const NotFoundPage = notFoundPage.view;
const GuestRegistrationPage = guestRegistrationPage.view;

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
