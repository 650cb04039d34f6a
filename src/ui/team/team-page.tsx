import { useSelector } from "@xstate/react";
import { teamList } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { SAMPLE_NOTE } from "../../machines/team/team-list-view.ts";
import { formRulesOf, rowActionsOf, teamListOf, teamOf, viewerOf, type teamScreenMachine } from "../../machines/team/team-screen.machine.ts";
import { memberActionQuestion, type MemberActionKind } from "../../machines/team/team-member-action.machine.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { screenPage } from "../screen/screen-gate.tsx";
import { useRead } from "../components/use-remote-data.ts";
import { Card } from "../components/card.tsx";
import { LoadError } from "../components/load-error.tsx";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { TeamSummaryCards } from "./team-summary.tsx";
import { TeamMemberRow } from "./team-member-row.tsx";
import { TeamMemberDialog } from "./team-member-dialog.tsx";
import { ExportAndAddActions } from "../components/export-and-add-actions.tsx";

type TeamScreenRef = ActorRefFrom<typeof teamScreenMachine>;

const classes = teamList();

/** Route target for /exhibitor/team (lazy-loaded default export): SPEC §2 Team Management. */
export default screenPage("team", "Loading team members...", TeamScreen);

function TeamScreen({ screen }: { readonly screen: TeamScreenRef }) {
  // Invoked when the screen starts, so they are there for as long as the screen runs.
  const { team: teamRead, dialog, me, memberAction, teamExport } = useSelector(screen, (snapshot) => snapshot.children) as Required<
    ReturnType<TeamScreenRef["getSnapshot"]>["children"]
  >;
  const team = useRead(teamRead, teamListOf);
  const list = team.data;
  const context = useSelector(screen, (snapshot) => snapshot.context);
  const meSnapshot = useSelector(me, (snapshot) => snapshot);
  const viewer = viewerOf(context, meSnapshot);
  const members = useSelector(teamRead, teamOf);
  const editingId = useSelector(dialog, (snapshot) => (snapshot.matches({ open: "editing" }) ? (snapshot.context.selected?._id ?? null) : null));
  const rules = formRulesOf(viewer, members, editingId);
  const actionBusy = useSelector(memberAction, (snapshot) => snapshot.hasTag("busy"));
  const asking = useSelector(memberAction, (snapshot) => (snapshot.hasTag("confirm") || snapshot.hasTag("busy") ? snapshot.context.pending : null));
  const confirming = useSelector(memberAction, (snapshot) => snapshot.hasTag("confirm") || (snapshot.hasTag("busy") && snapshot.context.pending?.kind !== "resend"));
  const transfer = asking?.kind === "transfer";

  return (
    <>
      <PageHeader
        title="Team Management"
        description="Manage your team members and their details."
        actions={
          <ExportAndAddActions
            exporter={teamExport}
            onExport={() => screen.send({ type: "team.export" })}
            addLabel="Add Team Member"
            onAdd={context.mayAdd ? () => dialog.send({ type: "dialog.openAdd" }) : null}
          />
        }
      />
      <div className={classes.body}>
        {team.error === null ? null : <LoadError message={team.error} onRetry={team.refresh} busy={team.loading} />}
        {list === null ? (
          team.loading ? <PageLoading label="Loading team members..." /> : null
        ) : (
          <>
            <TeamSummaryCards summary={list.summary} />
            <Card title="Team Members" description={list.totalText}>
              <div aria-busy={team.loading}>
                {list.sample ? <p className={classes.sampleNote}>{SAMPLE_NOTE}</p> : null}
                <ScrollRegion label="Team member list">
                  <ul className={classes.rows}>
                    {list.members.map((member) => (
                      <TeamMemberRow
                        key={member._id}
                        member={member}
                        sample={list.sample}
                        actions={rowActionsOf(viewer, member, list.sample)}
                        busy={actionBusy}
                        onEdit={() => dialog.send({ type: "dialog.openEdit", record: member })}
                        onDelete={() => dialog.send({ type: "delete.request", record: member })}
                        onAction={(kind: MemberActionKind) => memberAction.send({ type: "action.request", subject: member, kind })}
                      />
                    ))}
                  </ul>
                </ScrollRegion>
              </div>
            </Card>
          </>
        )}
      </div>
      <TeamMemberDialog dialog={dialog} rules={rules} />
      <ConfirmDialog
        open={confirming}
        title={transfer ? "Transfer Ownership" : "Revoke Invitation"}
        message={asking === null ? "" : memberActionQuestion(asking.kind, asking.subject.fullName)}
        confirmLabel={transfer ? "Transfer Ownership" : "Revoke Invite"}
        busyLabel={transfer ? "Transferring..." : "Revoking..."}
        busy={actionBusy}
        onConfirm={() => memberAction.send({ type: "action.confirm" })}
        onCancel={() => memberAction.send({ type: "action.cancel" })}
      />
    </>
  );
}
