import { useSelector } from "@xstate/react";
import { Suspense } from "react";
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

/**
 * SPEC §2 screens while signed out. Which one an address shows is the app machine's decision
 * (`context.screenName`). This module and what it imports are the sign-in chunk.
 */
export default function SignedOutRoutes() {
  const screen = useSelector(useApp(), (snapshot) => snapshot.context.screenName);
  return <Suspense fallback={<FullScreenLoading />}>{signedOutScreen(screen)}</Suspense>;
}

function signedOutScreen(screen: ScreenName | null) {
  switch (screen) {
    case "signIn":
      return <SignInScreen />;
    case "forgotPassword":
      return <ForgotPasswordPage />;
    case "emailLogin":
      return <EmailLoginScreen />;
    case "leaveForLogin":
      return <LeaveForLogin />;
    case "notFound":
      return <NotFoundPage />;
    case "guestRegistration":
      return <GuestRegistrationPage />;
    default:
      // The session has just settled and the app machine has not chosen yet.
      return <FullScreenLoading />;
  }
}
