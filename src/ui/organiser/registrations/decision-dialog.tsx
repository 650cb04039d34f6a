import { useSelector } from "@xstate/react";
import { registrationsQueue } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import type { registrationsScreenMachine } from "../../../machines/organiser/registrations/registrations-screen.machine.ts";
import {
  decisionConsequence,
  decisionQuestion,
} from "../../../machines/organiser/registrations/registrations-screen.selectors.ts";
import { Button } from "../../components/button.tsx";
import { CancelButton } from "../../components/cancel-button.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";

const classes = registrationsQueue();

const CONFIRM_LABELS = { approve: "Approve", reject: "Reject", reopen: "Set back to pending" } as const;

/** The confirmation of a decision (or its withdrawal): what follows, how the guests hear of it, the reason told to a rejected guest, and the server's refusal. */
export function DecisionDialog({
  actor,
}: {
  readonly actor: ActorRefFrom<typeof registrationsScreenMachine>;
}) {
  const request = useSelector(actor, (s) => s.context.decision);
  const page = useSelector(actor, (s) => s.context.page);
  const error = useSelector(actor, (s) => s.context.decisionError);
  const saving = useSelector(actor, (s) => s.matches({ ready: "deciding" }));
  const open = useSelector(
    actor,
    (s) =>
      s.matches({ ready: "confirming" }) || s.matches({ ready: "deciding" }),
  );
  const cancel = () => actor.send({ type: "decision.cancel" });
  const decision = request?.decision ?? "approve";
  return (
    <Dialog
      open={open && request !== null}
      role="alertdialog"
      onClose={() => (saving ? undefined : cancel())}
      title={request === null ? "" : decisionQuestion(request, page)}
      description={request === null ? undefined : decisionConsequence(request, page)}
      footer={
        <>
          <CancelButton onClick={cancel} disabled={saving} />
          <Button
            variant={decision === "reject" ? "destructive" : "solid"}
            disabled={saving}
            aria-busy={saving}
            onClick={() => actor.send({ type: "decision.confirm" })}
          >
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
            onChange={(event) =>
              actor.send({ type: "reason.change", reason: event.target.value })
            }
          />
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </Dialog>
  );
}
