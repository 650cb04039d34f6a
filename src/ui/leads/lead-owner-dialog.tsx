import { useSelector } from "@xstate/react";
import { leadActions } from "styled-system/recipes";
import { OWNER_MESSAGES } from "../../machines/leads/lead-owner-messages.ts";
import { Button } from "../components/button.tsx";
import { CancelButton } from "../components/cancel-button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { SelectField } from "../components/select-field.tsx";
import type { LeadOwnerActor } from "./use-lead-owner.ts";
import { RetryAlert } from "../components/retry-alert.tsx";
import { onFormSubmit } from "../components/form-submit.ts";
import { countOf } from "../../format/count.ts";

const classes = leadActions();
const NOBODY = "";

/** Assign one lead, or Assign to… the selection: the team's members who can own leads, as the lead-owner machine opens it. */
export function LeadOwnerDialog({ owner: actor }: { readonly owner: LeadOwnerActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.hasTag("open"));
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag("loading"));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag("error"));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const { target, members, chosen, error } = useSelector(actor, (snapshot) => snapshot.context);
  const close = () => actor.send({ type: "dialog.close" });
  const many = target?.kind === "many" ? target.ids.length : 0;
  const description =
    target === null
      ? undefined
      : target.kind === "one"
        ? `Choose who follows up ${target.lead.name}.`
        : `Choose who follows up the ${countOf(many, "selected lead")}.`;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={target?.kind === "many" ? "Assign selected leads" : "Assign lead"}
      description={description}
      footer={
        <>
          <CancelButton onClick={close} disabled={busy} />
          <Button type="submit" form="lead-owner-form" disabled={loading || failed || busy || members.length === 0} aria-busy={busy}>
            {busy ? "Assigning..." : "Assign"}
          </Button>
        </>
      }
    >
      {loading ? <p>Loading your team...</p> : null}
      {failed ? <RetryAlert message={OWNER_MESSAGES.membersFailed} onRetry={() => actor.send({ type: "members.retry" })} /> : null}
      <form
        id="lead-owner-form"
        noValidate
        onSubmit={onFormSubmit(() => actor.send({ type: "owner.submit" }))}
      >
        {loading || failed || members.length === 0 ? null : (
          <SelectField
            label="Team member"
            options={[{ value: NOBODY, label: "Choose a member" }, ...members.map((member) => ({ value: member.userId, label: member.name }))]}
            value={chosen ?? NOBODY}
            disabled={busy}
            error={error}
            onChange={(event) => actor.send({ type: "member.choose", userId: event.target.value })}
          />
        )}
        {members.length === 0 && error !== null ? (
          <p className={classes.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
