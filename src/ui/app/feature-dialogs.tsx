import type { QuickActionDialogs } from "../dashboard/quick-action-dialogs.tsx";
import type { LeadDialogActor } from "../leads/lead-dialog.tsx";
import { retryableLazy } from "../components/retryable-lazy.ts";
import type { TeamMemberDialogActorRef } from "../team/team-member-dialog.tsx";

/**
 * The dialogs the dashboard's quick actions open, which the frame gives it (src/ui/pages.ts): Lead
 * Management's Add Lead and Team Management's member form. Each is downloaded the first time it
 * opens (src/ui/dashboard/quick-action-dialogs.tsx), so the dashboard imports neither feature.
 */
export const quickActionDialogs: QuickActionDialogs = {
  AddLead: retryableLazy<{ readonly dialog: LeadDialogActor }>(() =>
    import("../leads/lead-dialog.tsx").then((module) => ({ default: module.LeadDialog })),
  ),
  InviteTeamMember: retryableLazy<{ readonly dialog: TeamMemberDialogActorRef }>(() =>
    import("../team/team-member-dialog.tsx").then((module) => ({ default: module.TeamMemberDialog })),
  ),
};
