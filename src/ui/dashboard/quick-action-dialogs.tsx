import { useSelector } from "@xstate/react";
import { Suspense, type ComponentType, type ReactNode } from "react";
import type { SnapshotFrom } from "xstate";
import type { dashboardMachine } from "../../machines/dashboard/dashboard.machine.ts";
import { dialogShown } from "../../machines/forms/entity-dialog-view.ts";
import { DialogLoading } from "../components/dialog-loading.tsx";

type DashboardChildren = Required<SnapshotFrom<typeof dashboardMachine>["children"]>;
type LeadDialogRef = DashboardChildren["leadDialog"];
type TeamDialogRef = DashboardChildren["teamDialog"];

/**
 * The views of the dialogs the quick actions open, which other features draw (Lead Management's Add
 * Lead, Team Management's member form): the frame gives them (src/ui/app/feature-dialogs.tsx), each
 * over the dashboard's child that runs it.
 */
export interface QuickActionDialogs {
  readonly AddLead: ComponentType<{ readonly dialog: LeadDialogRef }>;
  readonly InviteTeamMember: ComponentType<{ readonly dialog: TeamDialogRef }>;
}

// The dialogs open only from a quick action, and their forms (with the sanitiser and the field
// components behind them) are a large part of the page's code: the frame gives them as lazily
// downloaded views, downloaded and evaluated when a dialog first opens, not before the dashboard's
// first paint.
const WhileDownloading = ({ children }: { readonly children: ReactNode }) => <Suspense fallback={<DialogLoading />}>{children}</Suspense>;

/** Add New Lead: drawn only while the dashboard's lead dialog machine is open. */
export function AddLeadDialog({ dialog, View }: { readonly dialog: LeadDialogRef; readonly View: QuickActionDialogs["AddLead"] }) {
  const open = useSelector(dialog, (snapshot) => snapshot.hasTag("open"));
  if (!open) return null;
  return (
    <WhileDownloading>
      <View dialog={dialog} />
    </WhileDownloading>
  );
}

/** Invite Team Member: drawn only while the dashboard's team member dialog machine shows a dialog. */
export function InviteTeamMemberDialog({ dialog, View }: { readonly dialog: TeamDialogRef; readonly View: QuickActionDialogs["InviteTeamMember"] }) {
  const shown = useSelector(dialog, dialogShown);
  if (!shown) return null;
  return (
    <WhileDownloading>
      <View dialog={dialog} />
    </WhileDownloading>
  );
}
