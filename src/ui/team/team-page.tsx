import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import { SAMPLE_NOTE } from "../../machines/team/team-list-view.ts";
import { teamListOf, type teamScreenMachine } from "../../machines/team/team-screen.machine.ts";
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

type TeamScreenRef = ActorRefFrom<typeof teamScreenMachine>;

const rows = css({ display: "flex", flexDirection: "column", gap: "2" });
const sampleNote = css({ fontSize: "sm", color: "fg.muted", bg: "bg.muted", borderRadius: "md", padding: "3", mb: "3" });

/** Route target for /exhibitor/team (lazy-loaded default export): SPEC §2 Team Management. */
export default screenPage("team", "Loading team members...", TeamScreen);

function TeamScreen({ screen }: { readonly screen: TeamScreenRef }) {
  // Invoked when the screen starts, so they are there for as long as the screen runs.
  const { team: teamRead, dialog } = useSelector(screen, (snapshot) => snapshot.children) as Required<
    ReturnType<TeamScreenRef["getSnapshot"]>["children"]
  >;
  const team = useRead(teamRead, teamListOf);
  const list = team.data;

  return (
    <>
      <PageHeader
        title="Team Management"
        description="Manage your team members and their details."
        actions={<Button onClick={() => dialog.send({ type: "dialog.openAdd" })}>Add Team Member</Button>}
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
                        onEdit={() => dialog.send({ type: "dialog.openEdit", record: member })}
                        onDelete={() => dialog.send({ type: "delete.request", record: member })}
                      />
                    ))}
                  </ul>
                </ScrollRegion>
              </div>
            </Card>
          </>
        )}
      </div>
      <TeamMemberDialog dialog={dialog} />
    </>
  );
}
