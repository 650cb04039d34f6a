import { useSelector } from "@xstate/react";
import { registrationsQueue } from "styled-system/recipes";
import { decisionConsequence, decisionQuestion } from "../../../machines/organiser/registrations/decision-words.ts";
import { Button } from "../../components/button.tsx";
import { CancelButton } from "../../components/cancel-button.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";
import type { RegistrationsScreenActor as RegistrationsActor } from "../../../machines/organiser/registrations/registrations-screen.machine.ts";

const classes = registrationsQueue();

const CONFIRM_LABELS = { approve: "Approve", reject: "Reject", reopen: "Set back to pending" } as const;

/** The confirmation of a decision (or its withdrawal): what follows, how the guests hear of it, the reason told to a rejected guest, and the server's refusal. */
export function DecisionDialog({ actor }: { readonly actor: RegistrationsActor }) {
  const request = useSelector(actor, (s) => s.context.decision);
  const error = useSelector(actor, (s) => s.context.decisionError);
  const saving = useSelector(actor, (s) => s.matches("deciding"));
  const cancel = () => actor.send({ type: "decision.cancel" });
  const decision = request?.decision ?? "approve";
  return (
    <Dialog
      open={request !== null}
      role="alertdialog"
      onClose={() => (saving ? undefined : cancel())}
      title={request === null ? "" : decisionQuestion(request)}
      description={request === null ? undefined : decisionConsequence(request)}
      footer={
        <>
          <CancelButton onClick={cancel} disabled={saving} />
          <Button variant={decision === "reject" ? "destructive" : "solid"} disabled={saving} aria-busy={saving} onClick={() => actor.send({ type: "decision.confirm" })}>
            {saving ? "Saving..." : CONFIRM_LABELS[decision]}
          </Button>
        </>
      }
    >
      {request !== null && decision === "reject" ? (
        <div className={classes.reason}>
          <TextareaField
            label="Reason (told to the guest)"
            rows={3}
            maxLength={2000}
            value={request.reason}
            disabled={saving}
            onChange={(event) => actor.send({ type: "reason.change", reason: event.target.value })}
          />
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </Dialog>
  );
}
