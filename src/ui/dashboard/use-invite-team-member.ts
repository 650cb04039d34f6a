import { useState, type ReactElement } from "react";
import { useLocation } from "wouter";
import { PORTAL_PATHS } from "../routes/paths.ts";

export interface TeamInvite {
  readonly open: () => void;
  /** The dialog to render, when the invite is one; null while it is a page change. */
  readonly view: ReactElement | null;
}

/** Until the team member dialog exists, Invite Team Member goes to Team Management, where members are added. */
function useGoToTeam(): TeamInvite {
  const [, navigate] = useLocation();
  const [open] = useState(() => () => navigate(PORTAL_PATHS.team));
  return { open, view: null };
}

/**
 * The dashboard's Invite Team Member. Same shape as `useTeamMemberDialog()` from
 * src/ui/team/team-member-dialog.tsx, so switching is the one line below (plus its import).
 */
export function useInviteTeamMember(): TeamInvite {
  // SWITCH-TO-TEAM-DIALOG: replace with `return useTeamMemberDialog();` once team-member-dialog.tsx is merged.
  return useGoToTeam();
}
