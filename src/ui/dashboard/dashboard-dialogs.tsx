import { useSelector } from "@xstate/react";
import { Suspense } from "react";
import { dialogShown } from "../../machines/forms/entity-dialog-view.ts";
import { DialogLoading } from "../components/dialog-loading.tsx";
import type { LeadDialogActor } from "../leads/lead-dialog.tsx";
import { retryableLazy } from "../routes/retryable-lazy.ts";
import type { TeamMemberDialogActorRef } from "../team/team-member-dialog.tsx";

// The dashboard's dialogs open only from a quick action, and their forms (with the sanitiser and the
// field components behind them) are a large part of the page's code: they are downloaded and
// evaluated when a dialog first opens, not before the dashboard's first paint.
const LeadDialog = retryableLazy<{ readonly dialog: LeadDialogActor }>(() =>
  import("../leads/lead-dialog.tsx").then((module) => ({ default: module.LeadDialog })),
);
const TeamMemberDialog = retryableLazy<{ readonly dialog: TeamMemberDialogActorRef }>(() =>
  import("../team/team-member-dialog.tsx").then((module) => ({ default: module.TeamMemberDialog })),
);

/** Add New Lead: drawn only while the dashboard's lead dialog machine is open. */
export function DashboardLeadDialog({ dialog }: { readonly dialog: LeadDialogActor }) {
  const open = useSelector(dialog, (snapshot) => snapshot.hasTag("open"));
  if (!open) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <LeadDialog dialog={dialog} />
    </Suspense>
  );
}

/** Invite Team Member: drawn only while the dashboard's team member dialog machine shows a dialog. */
export function DashboardTeamMemberDialog({ dialog }: { readonly dialog: TeamMemberDialogActorRef }) {
  const shown = useSelector(dialog, dialogShown);
  if (!shown) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <TeamMemberDialog dialog={dialog} />
    </Suspense>
  );
}
