import { organiserExhibitors } from "styled-system/recipes";
import { teamOf } from "../../../machines/organiser/exhibitors/exhibitors-screen.machine.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { useRead, type RemoteDataActorRef } from "../../components/use-remote-data.ts";

const classes = organiserExhibitors();
const ROLE_NAMES = { owner: "Owner", admin: "Exhibitor Admin", staff: "Booth Staff", scanner: "Lead Scanner" } as const;

/** The exhibitor's team, read-only: the organiser sees who is on it, the company manages it. */
export function TeamDialog({ read, name, onClose }: { readonly read: RemoteDataActorRef | undefined; readonly name: string; readonly onClose: () => void }) {
  return (
    <Dialog open={read !== undefined} onClose={onClose} title={`Team of ${name}`} footer={<Button onClick={onClose}>Close</Button>}>
      {read === undefined ? null : <TeamMembers read={read} />}
    </Dialog>
  );
}

function TeamMembers({ read }: { readonly read: RemoteDataActorRef }) {
  const { data: team, loading, error } = useRead(read, teamOf);
  return (
    <>
      {loading ? <p className={classes.detail}>Loading the team...</p> : null}
      {error ? <p role="alert">{error}</p> : null}
      <ul className={classes.members} aria-label="Team members">
        {(team ?? []).map((member) => (
          <li key={member._id} className={classes.member}>
            <span>
              {member.fullName} · {ROLE_NAMES[member.role]}
            </span>
            <span className={classes.detail}>
              {member.mobile ? `+${member.phoneCode} ${member.mobile}` : ""} {member.email ?? ""}{" "}
              <Badge tone={member.status === "active" ? "green" : "yellow"}>{member.status === "active" ? "Active" : "Pending"}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
