import { lazy, Suspense } from "react";
import { css } from "styled-system/css";
import { Route, Switch } from "wouter";
import LoginScreen from "../auth/login-screen.tsx";
import { OtpLoginProvider } from "../auth/otp-login-context.tsx";
import { FullScreenLoading } from "../components/spinner.tsx";
import LeaveForLogin from "./leave-for-login.tsx";
import { PROTECTED_PATHS, SIGNED_OUT_PATHS } from "./paths.ts";

// The code step has its own chunk (Ark's PinInput and its state machine), fetched when a code is sent.
const OtpScreen = lazy(() => import("../auth/otp-screen.tsx"));
// The same chunks as the signed-in table's (lazy-pages.ts), declared here so that the sign-in chunk
// does not carry that table and its retry wrapper: signed out there is no shell to show a retry in.
const ResetPasswordPage = lazy(() => import("../reset-password/reset-password-page.tsx"));
const NotFoundPage = lazy(() => import("../not-found/not-found-page.tsx"));

/** SPEC §2 routes while signed out. This module and what it imports are the sign-in chunk. */
export default function SignedOutRoutes() {
  return (
    <OtpLoginProvider>
      <Suspense fallback={<FullScreenLoading />}>
        <Switch>
          <Route path={SIGNED_OUT_PATHS.home} component={LoginScreen} />
          <Route path={SIGNED_OUT_PATHS.login} component={LoginScreen} />
          <Route path={SIGNED_OUT_PATHS.mobileLogin} component={LoginScreen} />
          <Route path={SIGNED_OUT_PATHS.otpVerification} component={OtpScreen} />
          <Route path={SIGNED_OUT_PATHS.resetPassword}>
            <main className={css({ minH: "100dvh", maxW: "2xl", mx: "auto", px: "4", py: "10" })}>
              <ResetPasswordPage />
            </main>
          </Route>
          {PROTECTED_PATHS.map((path) => (
            <Route key={path} path={path} component={LeaveForLogin} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </OtpLoginProvider>
  );
}
