import { shallowEqual, useSelector } from "@xstate/react";
import type { CodeStepRef } from "../../machines/codes/code-step.machine.ts";
import { codeStepView } from "../../machines/codes/code-step.selectors.ts";
import { useSecondsUntil } from "./use-seconds-until.ts";

/**
 * A flow's code step (its `codeStep` child) as a code entry draws it, with the seconds left before a
 * resend, and the events the entry sends it.
 */
export function useCodeStep(step: CodeStepRef | undefined) {
  const view = useSelector(step, codeStepView, shallowEqual);
  const secondsLeft = useSecondsUntil(view.coolingDown ? view.resendAvailableAt : null);
  return {
    ...view,
    secondsLeft,
    change: (field: string, value: string) => step?.send({ type: "field.change", field, value }),
    verify: () => step?.send({ type: "code.verify" }),
    resend: () => step?.send({ type: "code.resend" }),
  };
}

export type CodeEntry = ReturnType<typeof useCodeStep>;
