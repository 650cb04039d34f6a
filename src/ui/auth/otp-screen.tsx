import { shallowEqual, useSelector } from "@xstate/react";
import type { ResendCooldownRef } from "../../machines/codes/resend-cooldown.machine.ts";
import { AuthLayout } from "../components/auth-layout.tsx";
import { CodeStep, type CodeStepView } from "../components/code-step.tsx";
import { useDocumentTitle } from "../components/use-document-title.ts";
import type { SignInActorRef } from "./sign-in-actor.ts";

/** SPEC §2 "OTP verification screen" and §4 login flow: the sign-in machine's code step. */
export default function OtpScreen({ screen }: { readonly screen: SignInActorRef }) {
  useDocumentTitle("Verify OTP");
  const view = useSelector(
    screen,
    (snapshot): CodeStepView => ({
      phoneCode: snapshot.context.phoneCode,
      mobile: snapshot.context.mobile,
      otp: snapshot.context.otp,
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      verifying: snapshot.matches({ otpEntry: "verifying" }) || snapshot.matches("verified"),
      canVerify: snapshot.can({ type: "code.verify" }),
      resending: snapshot.matches({ otpEntry: "resending" }),
      resendActor: snapshot.children.resendCooldown as ResendCooldownRef | undefined,
    }),
    shallowEqual,
  );
  return (
    <AuthLayout>
      <CodeStep
        view={view}
        onOtpChange={(value) => screen.send({ type: "otp.change", value })}
        onVerify={() => screen.send({ type: "code.verify" })}
        onResend={() => screen.send({ type: "code.resend" })}
        onBack={() => screen.send({ type: "login.back" })}
      />
    </AuthLayout>
  );
}
