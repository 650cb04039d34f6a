import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { ENDPOINT_QUESTIONS, type AskedAction, type endpointActionMachine } from "../../machines/integrations/endpoint-action.machine.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";

const isAsked = (kind: string | undefined): kind is AskedAction => kind === "rotate" || kind === "delete";

/** Rotate secret and Delete ask first; the question stays, its button busy, while the call runs. */
export function EndpointConfirm({ action }: { readonly action: ActorRefFrom<typeof endpointActionMachine> }) {
  const pending = useSelector(action, (snapshot) => snapshot.context.pending);
  const open = useSelector(action, (snapshot) => snapshot.hasTag("confirm") || (snapshot.hasTag("busy") && isAsked(snapshot.context.pending?.kind)));
  const busy = useSelector(action, (snapshot) => snapshot.hasTag("busy"));
  const question = isAsked(pending?.kind) ? ENDPOINT_QUESTIONS[pending.kind] : null;
  return (
    <ConfirmDialog
      open={open && question !== null}
      title={question?.title ?? ""}
      message={question === null || pending === null ? "" : question.question(pending.subject.url)}
      confirmLabel={question?.confirm ?? ""}
      busyLabel={question?.busy}
      busy={busy}
      onConfirm={() => action.send({ type: "action.confirm" })}
      onCancel={() => action.send({ type: "action.cancel" })}
    />
  );
}
