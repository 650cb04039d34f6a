import { css } from "styled-system/css";
import type { ApiRunner } from "../app/app-context.ts";
import { useRemoteData } from "../app/use-remote-data.ts";
import { teamMembersQuery, type TeamMember } from "../../machines/team/team-member-calls.ts";
import { membersTotalText, SAMPLE_NOTE, shownMembers, teamSummary } from "../../machines/team/team-list-view.ts";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { LoadError } from "../components/load-error.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { PageLoading } from "../shell/page-loading.tsx";
import { TeamSummaryCards } from "./team-summary.tsx";
import { TeamMemberRow } from "./team-member-row.tsx";
import { useTeamMemberDialog } from "./team-member-dialog.tsx";

/** SPEC §7 GET team-members: the list in the envelope's data (missing reads as empty). */
const loadTeamMembers = async (runApi: ApiRunner): Promise<ReadonlyArray<TeamMember>> =>
  (await runApi(teamMembersQuery)).data ?? [];

/** SPEC §9: the list area scrolls past 400px. */
const listArea = css({
  maxHeight: "400px",
  overflowY: "auto",
  borderRadius: "md",
  _focusVisible: { outline: "2px solid", outlineColor: "focus.ring", outlineOffset: "2px" },
});
const list = css({ display: "flex", flexDirection: "column", gap: "2" });
const sampleNote = css({ fontSize: "sm", color: "fg.muted", bg: "bg.muted", borderRadius: "md", padding: "3", mb: "3" });

/** Route target for /exhibitor/team (lazy-loaded default export): SPEC §2 Team Management. */
export default function TeamPage() {
  const team = useRemoteData(loadTeamMembers);
  const dialog = useTeamMemberDialog({ onSaved: team.refresh });
  const loaded = team.data;
  const shown = shownMembers(loaded);
  const summary = teamSummary(loaded ?? []);

  return (
    <>
      <PageHeader
        title="Team Management"
        description="Manage your team members and their details."
        actions={<Button onClick={dialog.open}>Add Team Member</Button>}
      />
      <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
        {team.error === null ? null : <LoadError message={team.error} onRetry={team.refresh} busy={team.loading} />}
        {loaded === null ? (
          team.loading ? <PageLoading label="Loading team members..." /> : null
        ) : (
          <>
            <TeamSummaryCards summary={summary} />
            <Card title="Team Members" description={membersTotalText(summary.total)}>
              <div aria-busy={team.loading}>
                {shown.sample ? <p className={sampleNote}>{SAMPLE_NOTE}</p> : null}
                <div className={listArea} tabIndex={0} role="region" aria-label="Team member list">
                  <ul className={list}>
                    {shown.members.map((member) => (
                      <TeamMemberRow
                        key={member._id}
                        member={member}
                        sample={shown.sample}
                        onEdit={() => dialog.edit(member)}
                        onDelete={() => dialog.remove(member)}
                      />
                    ))}
                  </ul>
                </div>
              </div>
            </Card>
          </>
        )}
      </div>
      {dialog.view}
    </>
  );
}
