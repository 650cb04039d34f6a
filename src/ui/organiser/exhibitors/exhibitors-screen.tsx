import { useSelector } from "@xstate/react";
import type { AnyActorRef } from "xstate";
import { organiserExhibitors } from "styled-system/recipes";
import { exhibitorsEmptyMessage, shownExhibitors } from "../../../machines/organiser/exhibitors/exhibitors-screen.selectors.ts";
import { passLine, type OrganiserExhibitor } from "../../../machines/organiser/exhibitors/exhibitors-form.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/field.tsx";
import { RetryAlert } from "../../components/retry-alert.tsx";
import { PageHeader } from "../../screen/page-header.tsx";
import type { ExhibitorsActor } from "./exhibitors-actor.ts";
import { ExhibitorDialog } from "./exhibitor-dialog.tsx";
import { PassesDialog } from "./passes-dialog.tsx";
import { RemovalDialog } from "./removal-dialog.tsx";
import { TeamDialog } from "./team-dialog.tsx";


const classes = organiserExhibitors();

function ExhibitorRow({ actor, row }: { readonly actor: ExhibitorsActor; readonly row: OrganiserExhibitor }) {
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag("busy"));
  // Organiser staff see the list and the team; the machine offers the rest to organisers only.
  const mayManage = useSelector(actor, (snapshot) => snapshot.context.role === "organiser");
  const owner = row.owner;
  return (
    <li className={classes.row} aria-label={row.name}>
      <div className={classes.company}>
        <span className={classes.name}>
          {row.name}
          {row.categoryName ? <Badge tone="blue">{row.categoryName}</Badge> : null}
          {owner ? <Badge tone={owner.signedIn ? "green" : "yellow"}>{owner.signedIn ? "Signed in" : "Invited"}</Badge> : null}
        </span>
        <span className={classes.detail}>
          Booth {row.boothNumber ?? "—"}
          {owner ? ` · ${owner.fullName} · +${owner.phoneCode} ${owner.mobile ?? ""}${owner.email ? ` · ${owner.email}` : ""}` : " · No owner"}
        </span>
        <span className={classes.figures}>
          <span>Team: {row.teamSize}</span>
          <span>Leads: {row.leadsCount}</span>
          <span>{passLine(row)}</span>
        </span>
      </div>
      <div className={classes.actions}>
        {mayManage ? (
          <Button size="sm" variant="outline" disabled={busy} aria-label={`Edit ${row.name}`} onClick={() => actor.send({ type: "exhibitor.edit", id: row._id })}>
            Edit
          </Button>
        ) : null}
        {mayManage ? (
          <Button size="sm" variant="outline" disabled={busy} aria-label={`Passes of ${row.name}`} onClick={() => actor.send({ type: "passes.open", id: row._id })}>
            Passes
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled={busy} aria-label={`Team of ${row.name}`} onClick={() => actor.send({ type: "team.open", id: row._id })}>
          Team
        </Button>
        {mayManage && owner && !owner.signedIn ? (
          <Button size="sm" variant="ghost" disabled={busy} aria-label={`Resend invite to ${row.name}`} onClick={() => actor.send({ type: "invite.resend", id: row._id })}>
            Resend invite
          </Button>
        ) : null}
        {mayManage ? (
          <Button size="sm" variant="destructive" disabled={busy} aria-label={`Remove ${row.name}`} onClick={() => actor.send({ type: "remove.open", id: row._id })}>
            Remove
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The console's Exhibitors: search and Add above the event's exhibitors; one dialog at a time. */
export default function ExhibitorsScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const actor = given as ExhibitorsActor;
  const rows = useSelector(actor, shownExhibitors);
  const empty = useSelector(actor, exhibitorsEmptyMessage);
  const search = useSelector(actor, (snapshot) => snapshot.context.search);
  const error = useSelector(actor, (snapshot) => (snapshot.matches("failed") ? snapshot.context.error : null));
  const loading = useSelector(actor, (snapshot) => snapshot.matches("loading") && snapshot.context.exhibitors.length === 0);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const mayManage = useSelector(actor, (snapshot) => snapshot.context.role === "organiser");
  const canAdd = useSelector(actor, (snapshot) => snapshot.can({ type: "exhibitor.add" }));
  return (
    <div className={classes.body}>
      <PageHeader title="Exhibitors" description="The event's exhibitors: add and invite their owners, allocate passes, see their teams." />
      <div className={classes.toolbar}>
        <TextField
          className={classes.search}
          label="Search exhibitors"
          type="search"
          placeholder="Company, booth, category or owner"
          value={search}
          onChange={(event) => actor.send({ type: "search.change", value: event.target.value })}
        />
        {mayManage ? (
          <Button disabled={!canAdd} onClick={() => actor.send({ type: "exhibitor.add" })}>
            Add exhibitor
          </Button>
        ) : null}
      </div>
      {notice ? (
        <p className={classes.notice} role={notice.tone === "error" ? "alert" : "status"}>
          {notice.text}
        </p>
      ) : null}
      {error ? <RetryAlert message={error} onRetry={() => actor.send({ type: "list.retry" })} /> : null}
      {loading ? <p className={classes.detail}>Loading exhibitors...</p> : null}
      {empty ? <p className={classes.empty}>{empty}</p> : null}
      <ul className={classes.rows} aria-label="Exhibitors">
        {rows.map((row) => (
          <ExhibitorRow key={row._id} actor={actor} row={row} />
        ))}
      </ul>
      <ExhibitorDialog actor={actor} />
      <PassesDialog actor={actor} />
      <RemovalDialog actor={actor} />
      <TeamDialog actor={actor} />
    </div>
  );
}
