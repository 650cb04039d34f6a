import type { SnapshotFrom } from "xstate";
import type { CodeFieldErrors, CodeFields, CodeStepMachine, CodeStepRef } from "./code-step.machine.ts";

const NO_FIELDS: CodeFields = { code: "" };
const NO_ERRORS: CodeFieldErrors = {};

/**
 * What a view draws of a flow's code step (its `codeStep` child). Without a snapshot the step has
 * ended: the code was accepted and the flow is moving on, so the entry stays as it was while verifying.
 */
export const codeStepView = (snapshot: SnapshotFrom<CodeStepMachine> | undefined) => ({
  fields: snapshot?.context.fields ?? NO_FIELDS,
  fieldErrors: snapshot?.context.fieldErrors ?? NO_ERRORS,
  error: snapshot?.context.error ?? null,
  busy: snapshot?.hasTag("busy") ?? true,
  verifying: snapshot?.hasTag("verifying") ?? true,
  canVerify: snapshot?.can({ type: "code.verify" }) ?? false,
  resending: snapshot?.hasTag("resending") ?? false,
  canResend: snapshot?.can({ type: "code.resend" }) ?? false,
  coolingDown: snapshot?.hasTag("coolingDown") ?? false,
  resendAvailableAt: snapshot?.context.resendAvailableAt ?? null,
});

export type CodeStepView = ReturnType<typeof codeStepView>;

/** What a sign-in's code entry reads of its flow: where the code went, and the running step. */
export const sentCodeOf = (snapshot: {
  readonly context: { readonly phoneCode: string; readonly mobile: string };
  readonly children: Readonly<Record<string, unknown>>;
}) => ({
  phoneCode: snapshot.context.phoneCode,
  mobile: snapshot.context.mobile,
  step: snapshot.children["codeStep"] as CodeStepRef | undefined,
});
