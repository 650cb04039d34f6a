import { useSelector } from "@xstate/react";
import type { ActorRefFrom, AnyActorRef } from "xstate";
import { organiserExhibitors } from "styled-system/recipes";
import { exhibitorsEmptyMessage, passLine, shownExhibitors, type ExhibitorCategory, type OrganiserExhibitor } from "../../../machines/organiser/exhibitors/exhibitors-form.ts";
import { exhibitorListOf, type exhibitorsScreenMachine } from "../../../machines/organiser/exhibitors/exhibitors-screen.machine.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { TextField } from "../../components/field.tsx";
import { RetryAlert } from "../../components/retry-alert.tsx";
import { useRead } from "../../components/use-remote-data.ts";
import { PageHeader } from "../../screen/page-header.tsx";
import { ExhibitorDialog } from "./exhibitor-dialog.tsx";
import { PassesDialog } from "./passes-dialog.tsx";
import { RemovalDialog } from "./removal-dialog.tsx";
import { TeamDialog } from "./team-dialog.tsx";

const classes = organiserExhibitors();
const NO_CATEGORIES: ReadonlyArray<ExhibitorCategory> = [];

type ExhibitorsScreenRef = ActorRefFrom<typeof exhibitorsScreenMachine>;
type RowProps = { readonly screen: ExhibitorsScreenRef; readonly row: OrganiserExhibitor; readonly categories: ReadonlyArray<ExhibitorCategory>; readonly busy: boolean };

function ExhibitorRow({ screen, row, categories, busy }: RowProps) {
  // Organiser staff see the list and the team; the machine offers the rest to organisers only.
  const mayManage = useSelector(screen, (snapshot) => snapshot.context.mayManage);
  const owner = row.owner;
  const button = (label: string, name: string, send: () => void, variant: "outline" | "ghost" | "destructive" = "outline") => (
    <Button size="sm" variant={variant} disabled={busy} aria-label={name} onClick={send}>
      {label}
    </Button>
  );
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
        {mayManage ? button("Edit", `Edit ${row.name}`, () => screen.send({ type: "exhibitor.edit", exhibitor: row })) : null}
        {mayManage ? button("Passes", `Passes of ${row.name}`, () => screen.send({ type: "passes.open", exhibitor: row, categories })) : null}
        {button("Team", `Team of ${row.name}`, () => screen.send({ type: "team.open", exhibitor: row }))}
        {mayManage && owner && !owner.signedIn
          ? button("Resend invite", `Resend invite to ${row.name}`, () => screen.send({ type: "invite.resend", exhibitor: row }), "ghost")
          : null}
        {mayManage ? button("Remove", `Remove ${row.name}`, () => screen.send({ type: "remove.open", exhibitor: row }), "destructive") : null}
      </div>
    </li>
  );
}

/** The console's Exhibitors: search and Add above the event's exhibitors; one dialog at a time. */
export default function ExhibitorsScreen({ actor: given }: { readonly actor: AnyActorRef }) {
  const screen = given as ExhibitorsScreenRef;
  const children = useSelector(screen, (snapshot) => snapshot.children);
  // Invoked when the screen starts, so they are there for as long as it runs; the team and the removal only while shown.
  const { exhibitors, listView, dialog, passes, invite } = children as Required<typeof children>;
  const list = useRead(exhibitors, exhibitorListOf);
  const search = useSelector(listView, (snapshot) => snapshot.context.search);
  const inviting = useSelector(invite, (snapshot) => snapshot.hasTag("busy"));
  const notice = useSelector(screen, (snapshot) => snapshot.context.notice);
  const mayManage = useSelector(screen, (snapshot) => snapshot.context.mayManage);
  const opened = useSelector(screen, (snapshot) => snapshot.context.opened);
  const rows = list.data?.exhibitors ?? [];
  const categories = list.data?.categories ?? NO_CATEGORIES;
  const empty = list.data === null ? null : exhibitorsEmptyMessage(rows, search);
  const close = () => screen.send({ type: "dialog.close" });
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
          onChange={(event) => listView.send({ type: "search.change", value: event.target.value })}
        />
        {mayManage ? (
          // The dialog offers the event's categories, which come with the list.
          <Button disabled={list.data === null} onClick={() => screen.send({ type: "exhibitor.add" })}>
            Add exhibitor
          </Button>
        ) : null}
      </div>
      {notice ? (
        <p className={classes.notice} role={notice.tone === "error" ? "alert" : "status"}>
          {notice.text}
        </p>
      ) : null}
      {list.error ? <RetryAlert message={list.error} onRetry={list.refresh} /> : null}
      {list.loading && list.data === null ? <p className={classes.detail}>Loading exhibitors...</p> : null}
      {empty ? <p className={classes.empty}>{empty}</p> : null}
      <ul className={classes.rows} aria-label="Exhibitors">
        {shownExhibitors(rows, search).map((row) => (
          <ExhibitorRow key={row._id} screen={screen} row={row} categories={categories} busy={inviting || list.loading} />
        ))}
      </ul>
      <ExhibitorDialog dialog={dialog} categories={categories} />
      <PassesDialog dialog={passes} categories={categories} />
      <RemovalDialog read={children.removal} exhibitor={opened} dialog={dialog} onClose={close} />
      <TeamDialog read={children.team} name={opened?.name ?? "the exhibitor"} onClose={close} />
    </div>
  );
}
