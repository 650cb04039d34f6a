import { useSelector } from "@xstate/react";
import { registrationsQueue } from "styled-system/recipes";
import type { AnyActorRef } from "xstate";
import { allChosen, anyChoosable, chosenRows, queueRows } from "../../../machines/data/queue-view.ts";
import type { RegistrationsScreenActor as RegistrationsActor } from "../../../machines/organiser/registrations/registrations-screen.machine.ts";
import { REGISTRATION_MESSAGES, STATUS_TAB_LABELS, type Decision, type OrganiserRegistration } from "../../../machines/organiser/registrations/registrations-screen.types.ts";
import { Button } from "../../components/button.tsx";
import { choosableQueueClasses as queue, QueueFilter, QueuePager, QueueReadState, QueueSearch, QueueStatusTabs, type QueueListActor } from "../../components/queue-list.tsx";
import { PageHeader } from "../../screen/page-header.tsx";
import { DecisionDialog } from "./decision-dialog.tsx";
import { RegistrationRow } from "./registration-row.tsx";

const classes = registrationsQueue();

/** The organiser's queue of referral and guest registrations: tabs, filters, rows, bulk decisions, pages. */
export default function RegistrationsScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as RegistrationsActor;
  const list = useSelector(actor, (snapshot) => snapshot.children.list);
  if (list === undefined) return null;
  return (
    <>
      <PageHeader
        title="Registrations"
        description="Referral and guest registrations of the event: approve or reject them, or undo a decision; the guest is told by e-mail, or by SMS when they gave only a mobile number."
      />
      <Queue actor={actor} list={list} />
      <DecisionDialog actor={actor} />
    </>
  );
}

function Queue({ actor, list }: { readonly actor: RegistrationsActor; readonly list: QueueListActor }) {
  const busy = useSelector(list, (snapshot) => snapshot.hasTag("busy"));
  const rows = useSelector(list, queueRows<OrganiserRegistration>);
  const chosen = useSelector(list, chosenRows<OrganiserRegistration>);
  const everyChosen = useSelector(list, allChosen);
  const hasChoosable = useSelector(list, anyChoosable);
  const canChooseAll = useSelector(list, (snapshot) => snapshot.can({ type: "selection.all" }));
  const canDecide = useSelector(actor, (snapshot) => snapshot.can({ type: "decision.open", decision: "approve", registrations: chosen }));
  const decide = (decision: Decision) => actor.send({ type: "decision.open", decision, registrations: chosen });
  return (
    <section className={queue.body} aria-label="Registration queue" aria-busy={busy}>
      <QueueStatusTabs list={list} labels={STATUS_TAB_LABELS} />
      <div className={classes.filters}>
        <QueueFilter list={list} name="exhibitor" label="Exhibitor" every="All exhibitors" />
        <QueueFilter list={list} name="passCategory" label="Pass" every="All passes" />
        <QueueSearch list={list} placeholder="Name, e-mail, mobile or ticket code" />
      </div>
      <QueueReadState list={list} loadingLabel="Loading registrations..." empty={REGISTRATION_MESSAGES.empty} />
      {chosen.length > 0 ? (
        <div className={classes.bulk} role="region" aria-label="Chosen registrations">
          <span>{chosen.length} chosen</span>
          <Button size="sm" disabled={!canDecide} onClick={() => decide("approve")}>
            Approve chosen
          </Button>
          <Button size="sm" variant="outline" disabled={!canDecide} onClick={() => decide("reject")}>
            Reject chosen
          </Button>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <>
          {hasChoosable ? (
            <label>
              <input type="checkbox" className={queue.choice} checked={everyChosen} disabled={!canChooseAll} onChange={() => list.send({ type: "selection.all" })} /> Choose every
              pending registration on this page
            </label>
          ) : null}
          <ul className={queue.list} aria-label="Registrations">
            {rows.map((registration) => (
              <RegistrationRow key={registration._id} actor={actor} list={list} registration={registration} />
            ))}
          </ul>
        </>
      ) : null}
      <QueuePager list={list} />
    </section>
  );
}
