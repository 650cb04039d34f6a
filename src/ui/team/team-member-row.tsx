import { teamList } from "styled-system/recipes";
import { useFileUrl } from "../components/use-file-url.ts";
import { designationTone, memberInitial, memberPhone, type TeamMemberLike } from "../../machines/team/team-list-view.ts";
import { roleBadge, type MemberActions } from "../../machines/team/team-permissions.ts";
import type { MemberActionKind } from "../../machines/team/team-member-action.machine.ts";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";

export interface TeamMemberRowProps {
  readonly member: TeamMemberLike;
  /** What the viewer may do to this member (decided by the screen machine); null for sample members. */
  readonly actions: MemberActions | null;
  /** Sample members (SPEC §2 placeholders) carry a "Sample" badge and no actions. */
  readonly sample: boolean;
  /** A row action is running: its buttons wait. */
  readonly busy: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  readonly onAction: (kind: MemberActionKind) => void;
}

const classes = teamList();

/** One member of the list: avatar, name with badges, contact details, and the actions the viewer may take. */
export function TeamMemberRow({ member, actions, sample, busy, onEdit, onDelete, onAction }: TeamMemberRowProps) {
  const fileUrl = useFileUrl();
  const phone = memberPhone(member);
  const image = fileUrl(member.profileImage);
  const designation = (member.designation ?? "").trim();
  const pending = member.status === "pending";
  return (
    <li className={classes.row}>
      <div className={classes.who}>
        {image === "" ? (
          <span aria-hidden="true" className={classes.avatar}>
            {memberInitial(member.fullName)}
          </span>
        ) : (
          <img src={image} alt="" className={classes.avatar} />
        )}
        <div className={classes.person}>
          <p className={classes.nameLine}>
            <span className={classes.name}>{member.fullName}</span>
            {member.role === undefined ? null : <Badge tone={member.role === "owner" ? "red" : "blue"}>{roleBadge(member.role)}</Badge>}
            {designation === "" ? null : <Badge tone={designationTone(designation)}>{designation}</Badge>}
            {pending ? <Badge tone="yellow">Pending</Badge> : <Badge tone="green">Active</Badge>}
            {sample ? <Badge tone="yellow">Sample</Badge> : null}
          </p>
          {member.emailId ? <p className={classes.detail}>{member.emailId}</p> : null}
          {phone === null ? null : <p className={classes.detail}>{phone}</p>}
          {member.reminderProblem ? (
            <p className={classes.problem} data-testid="member-reminder-problem">
              {member.reminderProblem}
            </p>
          ) : null}
        </div>
      </div>
      {actions === null ? null : (
        <div className={classes.actions}>
          {actions.resendInvite ? (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction("resend")} aria-label={`Resend invite to ${member.fullName}`}>
              Resend invite
            </Button>
          ) : null}
          {actions.revokeInvite ? (
            <Button variant="outline" size="sm" disabled={busy} onClick={() => onAction("revoke")} aria-label={`Revoke invite of ${member.fullName}`}>
              Revoke invite
            </Button>
          ) : null}
          {actions.transferOwnership ? (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => onAction("transfer")}
              aria-label={`Transfer ownership to ${member.fullName}`}
            >
              Transfer ownership
            </Button>
          ) : null}
          {actions.edit ? (
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${member.fullName}`}>
              Edit
            </Button>
          ) : null}
          {actions.delete ? (
            <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${member.fullName}`}>
              Delete
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
