import { useSelector } from "@xstate/react";
import { organiserExhibitors } from "styled-system/recipes";
import { selectedExhibitor } from "../../../machines/organiser/exhibitors/exhibitors-screen.selectors.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { Dialog } from "../../components/dialog.tsx";
import type { ExhibitorsActor } from "./exhibitors-actor.ts";

const classes = organiserExhibitors();
const ROLE_NAMES = { owner: "Owner", admin: "Exhibitor Admin", staff: "Booth Staff", scanner: "Lead Scanner" } as const;

/** The exhibitor's team, read-only: the organiser sees who is on it, the company manages it. */
export function TeamDialog({ actor }: { readonly actor: ExhibitorsActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.matches({ ready: "team" }));
  const reading = useSelector(actor, (snapshot) => snapshot.matches({ ready: { team: "reading" } }));
  const exhibitor = useSelector(actor, selectedExhibitor);
  const team = useSelector(actor, (snapshot) => snapshot.context.team);
  const dialogError = useSelector(actor, (snapshot) => snapshot.context.dialogError);
  const close = () => actor.send({ type: "dialog.close" });
  return (
    <Dialog open={open} onClose={close} title={`Team of ${exhibitor?.name ?? "the exhibitor"}`} footer={<Button onClick={close}>Close</Button>}>
      {reading ? <p className={classes.detail}>Loading the team...</p> : null}
      {dialogError ? <p role="alert">{dialogError}</p> : null}
      <ul className={classes.members} aria-label="Team members">
        {team.map((member) => (
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
    </Dialog>
  );
}
