import { shallowEqual, useSelector } from "@xstate/react";
import { OTP_LENGTH } from "../../machines/codes/code-rules.ts";
import { resendView, type ResendCooldownRef } from "../../machines/codes/resend-cooldown.machine.ts";
import { authStyles } from "./auth-layout.tsx";
import { Button } from "./button.tsx";
import { onFormSubmit } from "./form-submit.ts";
import { PinCodeInput } from "./pin-code-input.tsx";
import { Spinner } from "./spinner.tsx";
import { useSecondsUntil } from "./use-seconds-until.ts";

/** What a sign-in machine's code step shows, read from its snapshot by the screen that owns it. */
export interface CodeStepView {
  readonly phoneCode: string;
  readonly mobile: string;
  readonly otp: string;
  readonly error: string | null;
  readonly verifying: boolean;
  readonly canVerify: boolean;
  readonly resending: boolean;
  /** The step's resend child (resend-cooldown.machine.ts): it says when a resend may go. */
  readonly resendActor: ResendCooldownRef | undefined;
}

/**
 * The code step of a sign-in (SPEC §2 "OTP verification screen"), the portal's and the console's
 * alike: where the code went, the code boxes, why it was refused, Verify, Resend with its
 * countdown, and Back to Login. Each sign-in machine names the states; this draws them.
 */
export function CodeStep(props: {
  readonly view: CodeStepView;
  readonly onOtpChange: (value: string) => void;
  readonly onVerify: () => void;
  readonly onResend: () => void;
  readonly onBack: () => void;
}) {
  const { view, onOtpChange, onVerify, onResend, onBack } = props;
  const resend = useSelector(view.resendActor, resendView, shallowEqual);
  const secondsLeft = useSecondsUntil(resend.coolingDown ? resend.resendAvailableAt : null);
  return (
    <>
      <header className={authStyles.header}>
        <h1 className={authStyles.title}>Verify OTP</h1>
        <p className={authStyles.lead}>
          OTP sent to {view.phoneCode} {view.mobile}
        </p>
      </header>
      <form className={authStyles.form} onSubmit={onFormSubmit(onVerify)}>
        <PinCodeInput
          label={`Enter the ${OTP_LENGTH}-digit code`}
          length={OTP_LENGTH}
          value={view.otp}
          onChange={onOtpChange}
          disabled={view.verifying}
          invalid={view.error !== null}
          autoFocus
        />
        {view.error ? (
          <p role="alert" className={authStyles.error}>
            {view.error}
          </p>
        ) : null}
        <div className={authStyles.actions}>
          <Button type="submit" size="lg" fullWidth disabled={!view.canVerify} aria-busy={view.verifying}>
            {view.verifying ? (
              <>
                <Spinner size="sm" /> Verifying...
              </>
            ) : (
              "Verify OTP"
            )}
          </Button>
          <Button variant="outline" fullWidth disabled={!resend.canResend} onClick={onResend}>
            {view.resending ? "Resending OTP..." : resend.coolingDown ? `Resend OTP in ${Math.max(1, secondsLeft)}s` : "Resend OTP"}
          </Button>
          <Button variant="ghost" fullWidth onClick={onBack}>
            Back to Login
          </Button>
        </div>
      </form>
    </>
  );
}
