import { useSelector } from "@xstate/react";
import { registrationsQueue } from "styled-system/recipes";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import type { registrationsScreenMachine } from "../../../machines/organiser/registrations/registrations-screen.machine.ts";
import {
  registrationsEmptyMessage,
  registrationsFirstLoad,
  registrationsRange,
} from "../../../machines/organiser/registrations/registrations-screen.selectors.ts";
import {
  STATUS_TAB_LABELS,
  type StatusTab,
} from "../../../machines/organiser/registrations/registrations-screen.types.ts";
import { Button } from "../../components/button.tsx";
import { PageHeader } from "../../screen/page-header.tsx";
import { QueuePager } from "../queue-pager.tsx";
import { QueueReadState } from "../queue-read-state.tsx";
import { QueueStatusTabs } from "../queue-status-tabs.tsx";
import { DecisionDialog } from "./decision-dialog.tsx";
import { RegistrationFilters } from "./registration-filters.tsx";
import { RegistrationRow } from "./registration-row.tsx";

type RegistrationsActor = ActorRefFrom<typeof registrationsScreenMachine>;

const classes = registrationsQueue();

const TABS: ReadonlyArray<StatusTab> = [
  "pending",
  "approved",
  "rejected",
  "all",
];

/** The organiser's queue of referral and guest registrations: tabs, filters, rows, bulk decisions, pages. */
export default function RegistrationsScreen({
  actor: given,
}: {
  readonly actor: AnyActorRef;
}) {
  const actor = given as RegistrationsActor;
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const { page, query, selected } = context;
  const empty = registrationsEmptyMessage(snapshot);
  const range = registrationsRange(context);
  const idle = snapshot.matches({ ready: "idle" });
  const pendingShown = (page?.registrations ?? []).filter(
    (r) => r.status === "pending",
  );
  const allChosen =
    pendingShown.length > 0 &&
    pendingShown.every((r) => selected.includes(r._id));
  return (
    <>
      <PageHeader
        title="Registrations"
        description="Referral and guest registrations of the event: approve or reject them, or undo a decision; the guest is told by e-mail, or by SMS when they gave only a mobile number."
      />
      <section
        className={classes.body}
        aria-label="Registration queue"
        aria-busy={snapshot.hasTag("busy")}
      >
        <QueueStatusTabs
          classes={classes}
          tabs={TABS}
          labels={STATUS_TAB_LABELS}
          current={query.status}
          counts={page?.counts ?? null}
          onPick={(status) => actor.send({ type: "filter.status", status })}
        />
        <RegistrationFilters actor={actor} />
        <QueueReadState actor={actor} firstLoad={registrationsFirstLoad(snapshot)} loadingLabel="Loading registrations..." empty={empty} emptyClassName={classes.empty} />
        {selected.length > 0 ? (
          <div
            className={classes.bulk}
            role="region"
            aria-label="Chosen registrations"
          >
            <span>{selected.length} chosen</span>
            <Button
              size="sm"
              disabled={!idle}
              onClick={() =>
                actor.send({ type: "decision.open", decision: "approve" })
              }
            >
              Approve chosen
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!idle}
              onClick={() =>
                actor.send({ type: "decision.open", decision: "reject" })
              }
            >
              Reject chosen
            </Button>
          </div>
        ) : null}
        {page !== null && page.registrations.length > 0 ? (
          <>
            {pendingShown.length > 0 ? (
              <label>
                <input
                  type="checkbox"
                  className={classes.choice}
                  checked={allChosen}
                  disabled={!idle}
                  onChange={() => actor.send({ type: "selection.all" })}
                />{" "}
                Choose every pending registration on this page
              </label>
            ) : null}
            <ul className={classes.list} aria-label="Registrations">
              {page.registrations.map((registration) => (
                <RegistrationRow
                  key={registration._id}
                  actor={actor}
                  registration={registration}
                  chosen={selected.includes(registration._id)}
                  idle={idle}
                />
              ))}
            </ul>
          </>
        ) : null}
        <QueuePager actor={actor} className={classes.pager} range={range} />
        <DecisionDialog actor={actor} />
      </section>
    </>
  );
}
