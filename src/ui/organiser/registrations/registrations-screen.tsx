import { useSelector } from "@xstate/react";
import { registrationsQueue } from "styled-system/recipes";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import { formatShortDateTime } from "../../../format/date-time.ts";
import type { registrationsScreenMachine } from "../../../machines/organiser/registrations/registrations-screen.machine.ts";
import {
  decisionConsequence,
  decisionQuestion,
  registrationsEmptyMessage,
  registrationsFirstLoad,
  registrationsRange,
} from "../../../machines/organiser/registrations/registrations-screen.selectors.ts";
import {
  STATUS_TAB_LABELS,
  type OrganiserRegistration,
  type StatusTab,
} from "../../../machines/organiser/registrations/registrations-screen.types.ts";
import { Badge, type BadgeTone } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { CancelButton } from "../../components/cancel-button.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { TextField } from "../../components/field.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoading } from "../../components/page-loading.tsx";
import { SelectField } from "../../components/select-field.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";
import { PageHeader } from "../../screen/page-header.tsx";

type RegistrationsActor = ActorRefFrom<typeof registrationsScreenMachine>;

const classes = registrationsQueue();

const TABS: ReadonlyArray<StatusTab> = [
  "pending",
  "approved",
  "rejected",
  "all",
];
const STATUS_TONES: Readonly<
  Record<OrganiserRegistration["status"], BadgeTone>
> = { pending: "yellow", approved: "green", rejected: "red" };
const STATUS_WORDS: Readonly<Record<OrganiserRegistration["status"], string>> =
  { pending: "Pending", approved: "Approved", rejected: "Rejected" };
const ANY = "";

/** The organiser's queue of referral and guest registrations: tabs, filters, rows, bulk decisions, pages. */
export default function RegistrationsScreen({
  actor: given,
}: {
  readonly actor: AnyActorRef;
}) {
  const actor = given as RegistrationsActor;
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const { page, query, selected, error } = context;
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
        description="Referral and guest registrations of the event: approve or reject them; the guest is told by e-mail."
      />
      <section
        className={classes.body}
        aria-label="Registration queue"
        aria-busy={snapshot.hasTag("busy")}
      >
        <div className={classes.tabs} role="group" aria-label="Status">
          {TABS.map((tab) => (
            <button
              key={tab}
              type="button"
              className={classes.tab}
              aria-pressed={query.status === tab}
              onClick={() => actor.send({ type: "filter.status", status: tab })}
            >
              {STATUS_TAB_LABELS[tab]}
              {page !== null && tab !== "all" ? (
                <span className={classes.count}>{page.counts[tab]}</span>
              ) : null}
            </button>
          ))}
        </div>
        <div className={classes.filters}>
          <SelectField
            label="Exhibitor"
            value={query.exhibitor ?? ANY}
            options={[
              { value: ANY, label: "All exhibitors" },
              ...(page?.options.exhibitors ?? []).map((e) => ({
                value: e._id,
                label: e.name,
              })),
            ]}
            onChange={(event) =>
              actor.send({
                type: "filter.exhibitor",
                exhibitor: event.target.value || null,
              })
            }
          />
          <SelectField
            label="Pass"
            value={query.passCategory ?? ANY}
            options={[
              { value: ANY, label: "All passes" },
              ...(page?.options.passCategories ?? []).map((c) => ({
                value: c._id,
                label: c.name,
              })),
            ]}
            onChange={(event) =>
              actor.send({
                type: "filter.passCategory",
                passCategory: event.target.value || null,
              })
            }
          />
          <form
            role="search"
            className={classes.search}
            onSubmit={onFormSubmit(() => actor.send({ type: "search.submit" }))}
          >
            <TextField
              label="Search"
              type="search"
              placeholder="Name, e-mail, mobile or ticket code"
              value={context.searchDraft}
              onChange={(event) =>
                actor.send({ type: "search.change", text: event.target.value })
              }
            />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </form>
        </div>
        {registrationsFirstLoad(snapshot) ? (
          <PageLoading label="Loading registrations..." />
        ) : null}
        {snapshot.matches("failed") && error !== null ? (
          <LoadError
            message={error}
            onRetry={() => actor.send({ type: "list.retry" })}
          />
        ) : null}
        {empty !== null ? <p className={classes.empty}>{empty}</p> : null}
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
        {range !== null ? (
          <nav className={classes.pager} aria-label="Pages">
            <span>{range}</span>
            <Button
              size="sm"
              variant="outline"
              disabled={!snapshot.can({ type: "page.previous" })}
              onClick={() => actor.send({ type: "page.previous" })}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!snapshot.can({ type: "page.next" })}
              onClick={() => actor.send({ type: "page.next" })}
            >
              Next
            </Button>
          </nav>
        ) : null}
        <DecisionDialog actor={actor} />
      </section>
    </>
  );
}

function RegistrationRow(props: {
  readonly actor: RegistrationsActor;
  readonly registration: OrganiserRegistration;
  readonly chosen: boolean;
  readonly idle: boolean;
}) {
  const { actor, registration, chosen, idle } = props;
  const pending = registration.status === "pending";
  const phone = registration.mobile
    ? `+${registration.phoneCode ?? ""} ${registration.mobile}`
    : null;
  return (
    <li className={classes.row} data-testid="registration-row">
      <input
        type="checkbox"
        className={classes.choice}
        aria-label={`Choose ${registration.name || "this registration"}`}
        checked={chosen}
        disabled={!pending || !idle}
        onChange={() =>
          actor.send({ type: "selection.toggle", id: registration._id })
        }
      />
      <div className={classes.person}>
        <span className={classes.name}>
          {registration.name || registration.email || "Unnamed guest"}
        </span>
        {registration.email ? (
          <span className={classes.detail}>{registration.email}</span>
        ) : null}
        {phone ? <span className={classes.detail}>{phone}</span> : null}
      </div>
      <div className={classes.meta}>
        <span>
          {registration.exhibitor.name} · {registration.pass.category}
        </span>
        <span>
          {registration.viaLink ? "Public link" : "Team"} ·{" "}
          <time dateTime={registration.createdAt}>
            {formatShortDateTime(registration.createdAt)}
          </time>
          {registration.ticketCode ? ` · ${registration.ticketCode}` : ""}
        </span>
        {registration.decidedBy ? (
          <span>Decided by {registration.decidedBy}</span>
        ) : null}
      </div>
      <div className={classes.actions}>
        <Badge tone={STATUS_TONES[registration.status]}>
          {STATUS_WORDS[registration.status]}
        </Badge>
        {pending ? (
          <>
            <Button
              size="sm"
              disabled={!idle}
              onClick={() =>
                actor.send({
                  type: "decision.open",
                  decision: "approve",
                  id: registration._id,
                })
              }
            >
              Approve
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!idle}
              onClick={() =>
                actor.send({
                  type: "decision.open",
                  decision: "reject",
                  id: registration._id,
                })
              }
            >
              Reject
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}

/** The confirmation of a decision: what follows, the reason told to a rejected guest, and the server's refusal. */
function DecisionDialog({ actor }: { readonly actor: RegistrationsActor }) {
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
  const approving = request?.decision === "approve";
  return (
    <Dialog
      open={open && request !== null}
      role="alertdialog"
      onClose={() => (saving ? undefined : cancel())}
      title={request === null ? "" : decisionQuestion(request, page)}
      description={request === null ? undefined : decisionConsequence(request)}
      footer={
        <>
          <CancelButton onClick={cancel} disabled={saving} />
          <Button
            variant={approving ? "solid" : "destructive"}
            disabled={saving}
            aria-busy={saving}
            onClick={() => actor.send({ type: "decision.confirm" })}
          >
            {saving ? "Saving..." : approving ? "Approve" : "Reject"}
          </Button>
        </>
      }
    >
      {request !== null && !approving ? (
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
