import { useSelector } from "@xstate/react";
import { lazy, Suspense } from "react";
import type { ScreenName } from "../../machines/app/screens.ts";
import { useApp } from "../app/app-context.ts";
import { SignInScreen } from "../auth/sign-in-screen.tsx";
import { FullScreenLoading } from "../components/spinner.tsx";
import LeaveForLogin from "./leave-for-login.tsx";

// The same chunks as the signed-in table's (lazy-pages.ts), declared here so that the sign-in chunk
// does not carry that table and its retry wrapper: signed out there is no shell to show a retry in.
const ForgotPasswordPage = lazy(() => import("../reset-password/forgot-password-page.tsx"));
const EmailLoginScreen = lazy(() => import("../auth/email-login-screen.tsx"));
const NotFoundPage = lazy(() => import("../not-found/not-found-page.tsx"));
const GuestRegistrationPage = lazy(() => import("../guest-registration/guest-registration-page.tsx"));

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
