import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import { SAMPLE_NOTE } from "../../machines/team/team-list-view.ts";
import { formRulesOf, rowActionsOf, teamListOf, teamOf, viewerOf, type teamScreenMachine } from "../../machines/team/team-screen.machine.ts";
import { memberActionQuestion, type MemberActionKind } from "../../machines/team/team-member-action.machine.ts";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { screenPage } from "../app/screen-gate.tsx";
import { useRead } from "../app/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { LoadError } from "../components/load-error.tsx";
import { ScrollRegion } from "../components/scroll-region.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { PageLoading } from "../shell/page-loading.tsx";
import { TeamSummaryCards } from "./team-summary.tsx";
import { TeamMemberRow } from "./team-member-row.tsx";
import { TeamMemberDialog } from "./team-member-dialog.tsx";
import { ExportCsvButton } from "./team-export-button.tsx";

type TeamScreenRef = ActorRefFrom<typeof teamScreenMachine>;

const rows = css({ display: "flex", flexDirection: "column", gap: "2" });
const sampleNote = css({ fontSize: "sm", color: "fg.muted", bg: "bg.muted", borderRadius: "md", padding: "3", mb: "3" });

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
          <>
            <ExportCsvButton exporter={teamExport} onExport={() => screen.send({ type: "team.export" })} />
            {context.mayAdd ? <Button onClick={() => dialog.send({ type: "dialog.openAdd" })}>Add Team Member</Button> : null}
          </>
        }
      />
      <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
        {team.error === null ? null : <LoadError message={team.error} onRetry={team.refresh} busy={team.loading} />}
        {list === null ? (
          team.loading ? <PageLoading label="Loading team members..." /> : null
        ) : (
          <>
            <TeamSummaryCards summary={list.summary} />
            <Card title="Team Members" description={list.totalText}>
              <div aria-busy={team.loading}>
                {list.sample ? <p className={sampleNote}>{SAMPLE_NOTE}</p> : null}
                <ScrollRegion label="Team member list">
                  <ul className={rows}>
                    {list.members.map((member) => (
                      <TeamMemberRow
                        key={member._id}
                        member={member}
                        sample={list.sample}
                        actions={rowActionsOf(viewer, member, list.sample)}
                        busy={actionBusy}
                        onEdit={() => dialog.send({ type: "dialog.openEdit", record: member })}
                        onDelete={() => dialog.send({ type: "delete.request", record: member })}
                        onAction={(kind: MemberActionKind) => memberAction.send({ type: "member.action", member, kind })}
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
        message={asking === null ? "" : memberActionQuestion(asking.kind, asking.member.fullName)}
        confirmLabel={transfer ? "Transfer Ownership" : "Revoke Invite"}
        busyLabel={transfer ? "Transferring..." : "Revoking..."}
        busy={actionBusy}
        onConfirm={() => memberAction.send({ type: "action.confirm" })}
        onCancel={() => memberAction.send({ type: "action.cancel" })}
      />
    </>
  );
}
