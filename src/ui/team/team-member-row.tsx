import { css } from "styled-system/css";
import { resolveFileUrl } from "../contract.ts";
import { designationTone, memberInitial, memberPhone, type TeamMemberLike } from "../../machines/team/team-list-view.ts";
import { Badge } from "../components/badge.tsx";
import { Button } from "../components/button.tsx";
import { avatarCircle, rowFromMd } from "../components/portal-styles.ts";
import { surface } from "../components/styles.ts";

export interface TeamMemberRowProps {
  readonly member: TeamMemberLike;
  /** Sample members (SPEC §2 placeholders) carry a "Sample" badge and no actions. */
  readonly sample: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

const row = css(rowFromMd, surface, { alignItems: { base: "stretch", md: "center" }, padding: "3", borderRadius: "md" });
const who = css({ display: "flex", alignItems: "center", gap: "3", flex: "1", minW: "0" });
const avatar = css(avatarCircle, { w: "10", h: "10", objectFit: "cover", fontWeight: "semibold" });
const nameLine = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" });
const name = css({ fontWeight: "semibold", overflowWrap: "anywhere" });
const detail = css({ fontSize: "sm", color: "fg.muted", overflowWrap: "anywhere" });
const actions = css({ display: "flex", gap: "2", flexShrink: 0 });

/** One member of the list: avatar, name with badges, contact details, and Edit / Delete. */
export function TeamMemberRow({ member, sample, onEdit, onDelete }: TeamMemberRowProps) {
  const phone = memberPhone(member);
  const image = resolveFileUrl(member.profileImage);
  const designation = (member.designation ?? "").trim();
  return (
    <li className={row}>
      <div className={who}>
        {image === "" ? (
          <span aria-hidden="true" className={avatar}>
            {memberInitial(member.fullName)}
          </span>
        ) : (
          <img src={image} alt="" className={avatar} />
        )}
        <div className={css({ minW: "0" })}>
          <p className={nameLine}>
            <span className={name}>{member.fullName}</span>
            {designation === "" ? null : <Badge tone={designationTone(designation)}>{designation}</Badge>}
            <Badge tone="green">Active</Badge>
            {member.isParentExhibitor ? <Badge tone="grey">Account owner</Badge> : null}
            {sample ? <Badge tone="yellow">Sample</Badge> : null}
          </p>
          {member.emailId ? <p className={detail}>{member.emailId}</p> : null}
          {phone === null ? null : <p className={detail}>{phone}</p>}
        </div>
      </div>
      {sample ? null : (
        <div className={actions}>
          <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${member.fullName}`}>
            Edit
          </Button>
          {/* The account owner cannot be removed (the server refuses it), so it is not offered. */}
          {member.isParentExhibitor ? null : (
            <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${member.fullName}`}>
              Delete
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
