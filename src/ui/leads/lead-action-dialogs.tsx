import { useSelector } from "@xstate/react";
import { leadActions } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { LEAD_ACTIONS, RESOURCES_FAILED, type leadActionMachine } from "../../machines/leads/lead-action.machine.ts";
import { todayHint } from "../../machines/app/event-clock.ts";
import { Button } from "../components/button.tsx";
import { CancelButton } from "../components/cancel-button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { TextField } from "../components/field.tsx";
import { RetryAlert } from "../components/retry-alert.tsx";
import { onFormSubmit } from "../components/form-submit.ts";

type LeadActionActor = ActorRefFrom<typeof leadActionMachine>;

const classes = leadActions();

/** A dialog the lead-action machine opens while in `tag`; closing it tells the machine. */
function useActionDialog(actor: LeadActionActor, tag: "dateDialog" | "infoDialog" | "calendarOffer") {
  const open = useSelector(actor, (snapshot) => snapshot.hasTag(tag));
  return { open, onClose: () => actor.send({ type: "dialog.close" }) };
}

/**
 * Follow Up, Schedule Call and Future Follow-up: the day to follow up, today or later in the
 * event's day; where the viewer's clock is elsewhere the hint says which day that is and where.
 */
function DateDialog({ actor }: { readonly actor: LeadActionActor }) {
  const dialog = useActionDialog(actor, "dateDialog");
  const { running, date, dateError, today, zoneName } = useSelector(actor, (snapshot) => snapshot.context);
  const hint = todayHint({ today, zoneName });
  return (
    <Dialog
      {...dialog}
      title={running === null ? "" : LEAD_ACTIONS[running.action].label}
      description={running === null ? undefined : `When to follow up with ${running.lead.name}.`}
      footer={
        <>
          <CancelButton onClick={dialog.onClose} />
          <Button type="submit" form="lead-follow-up-date">
            Save
          </Button>
        </>
      }
    >
      <form
        id="lead-follow-up-date"
        noValidate
        onSubmit={onFormSubmit(() => actor.send({ type: "date.submit" }))}
      >
        <TextField
          label="Follow-up date"
          type="date"
          value={date}
          min={today}
          error={dateError}
          helperText={hint ?? undefined}
          onChange={(event) => actor.send({ type: "date.change", value: event.target.value })}
        />
      </form>
    </Dialog>
  );
}

/** Send Info: which resources to e-mail to the lead. */
function InfoDialog({ actor }: { readonly actor: LeadActionActor }) {
  const dialog = useActionDialog(actor, "infoDialog");
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag("loading"));
  const failed = useSelector(actor, (snapshot) => snapshot.hasTag("error"));
  const { running, resources, chosen, resourcesError } = useSelector(actor, (snapshot) => snapshot.context);
  return (
    <Dialog
      {...dialog}
      title="Send Info"
      description={running === null ? undefined : `Email resources to ${running.lead.name} (${running.lead.email ?? ""}) as links.`}
      footer={
        <>
          <CancelButton onClick={dialog.onClose} />
          <Button onClick={() => actor.send({ type: "info.submit" })} disabled={loading || failed}>
            Send
          </Button>
        </>
      }
    >
      {loading ? <p>Loading resources...</p> : null}
      {failed ? <RetryAlert message={RESOURCES_FAILED} onRetry={() => actor.send({ type: "resources.retry" })} /> : null}
      {!loading && !failed && resources.length === 0 ? <p>No resources yet. Add them under Resources & FAQ.</p> : null}
      <fieldset className={classes.resources} aria-label="Resources to send">
        {resources.map((resource) => (
          <label key={resource._id} className={classes.resource}>
            <input type="checkbox" checked={chosen.includes(resource._id)} onChange={() => actor.send({ type: "resource.toggle", id: resource._id })} />
            {resource.title} <span className={classes.category}>({resource.category})</span>
          </label>
        ))}
      </fieldset>
      {resourcesError === null ? null : (
        <p className={classes.error} role="alert">
          {resourcesError}
        </p>
      )}
    </Dialog>
  );
}

/** After a day is set: the follow-up as a calendar file. */
function CalendarOffer({ actor }: { readonly actor: LeadActionActor }) {
  const dialog = useActionDialog(actor, "calendarOffer");
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  const lead = useSelector(actor, (snapshot) => snapshot.context.calendarLead);
  return (
    <Dialog
      {...dialog}
      title="Follow-up saved"
      description={lead === null ? undefined : `Put the follow-up with ${lead.name} in your calendar.`}
      footer={
        <>
          <Button variant="outline" onClick={dialog.onClose}>
            Close
          </Button>
          <Button onClick={() => actor.send({ type: "calendar.download" })} disabled={busy} aria-busy={busy}>
            Add to calendar
          </Button>
        </>
      }
    >

    </Dialog>
  );
}

/** The dialogs of the tab buttons, as the lead-action machine's tags open them. */
export function LeadActionDialogs({ actions }: { readonly actions: LeadActionActor }) {
  return (
    <>
      <DateDialog actor={actions} />
      <InfoDialog actor={actions} />
      <CalendarOffer actor={actions} />
    </>
  );
}
