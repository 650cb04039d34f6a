import { useActorRef, useSelector } from "@xstate/react";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useLocation } from "wouter";
import type { ActorRefFrom } from "xstate";
import { useInspect } from "../../inspect-context.ts";
import { otpLoginMachine } from "../../machines/auth/otp-login.machine.ts";
import { otpLoginImplementations } from "../../machines/auth/otp-login.actors.ts";
import { useApiRunner, useEvent, useSession } from "../app/app-context.ts";
import { withPortalSlash } from "../routes/paths.ts";

export type OtpLoginActorRef = ActorRefFrom<typeof otpLoginMachine>;

const OtpLoginContext = createContext<OtpLoginActorRef | null>(null);

/**
 * One sign-in flow shared by the login screen and the OTP screen (two routes, one machine), so the
 * number typed on the first is the one the code is checked against on the second.
 */
export function OtpLoginProvider({ children }: { readonly children: ReactNode }) {
  const runApi = useApiRunner();
  const session = useSession();
  const eventActor = useEvent();
  const [, navigate] = useLocation();
  const inspect = useInspect();
  const eventId = useSelector(eventActor, (snapshot) => snapshot.context.event?._id ?? null);

  const logic = useMemo(
    () =>
      otpLoginMachine.provide(
        otpLoginImplementations({
          runApi,
          signIn: ({ token }) => session.send({ type: "session.signedIn", token }),
          // "~" leaves the router's /exhibitor base: the machine names the full path.
          navigate: (to) => navigate(`~${withPortalSlash(to)}`),
        }),
      ),
    [runApi, session, navigate],
  );
  const otpLogin = useActorRef(logic, { input: { eventId }, inspect });

  // The event may load (or be retried) after the form appeared.
  useEffect(() => {
    if (eventId !== null) otpLogin.send({ type: "event.loaded", eventId });
  }, [eventId, otpLogin]);

  return <OtpLoginContext value={otpLogin}>{children}</OtpLoginContext>;
}

export const useOtpLogin = (): OtpLoginActorRef => {
  const actor = useContext(OtpLoginContext);
  if (actor === null) throw new Error("useOtpLogin() is used outside <OtpLoginProvider>.");
  return actor;
};
