import { memo } from "react";
import { css, cx } from "styled-system/css";
import { button, dashboard } from "styled-system/recipes";
import { Link } from "wouter";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { PORTAL_PATHS } from "../screen/paths.ts";
import type { DashboardOffers } from "../../machines/dashboard/dashboard.machine.ts";
import type { DataExportKind } from "../../machines/dashboard/data-exports.ts";
import { ExportDataMenu } from "./export-data-menu.tsx";

export interface QuickActionsProps {
  /** Which actions the person's role may take (the dashboard machine's `offers`). */
  readonly offers: DashboardOffers;
  readonly onAddLead: () => void;
  readonly onInviteTeamMember: () => void;
  /** Export Data's menu: one kind of the company's data. */
  readonly onExport: (kind: DataExportKind) => void;
  readonly exporting: boolean;
}

const grid = dashboard().actions;
// The button recipe centres its content; a list of actions reads from the left. Only a utility overrides a recipe.
const action = css({ justifyContent: "flex-start" });

/** SPEC §2 Quick Actions, each doing what it says (the original's had no behaviour), and only those the role may take. */
export const QuickActions = memo(function QuickActions({ offers, onAddLead, onInviteTeamMember, onExport, exporting }: QuickActionsProps) {
  if (!offers.addLead && !offers.issuePass && !offers.inviteMember && offers.exportData.length === 0) return null;
  return (
    <Card title="Quick Actions">
      <div className={grid}>
        {offers.addLead ? (
          <Button variant="outline" fullWidth className={action} onClick={onAddLead}>
            Add New Lead
          </Button>
        ) : null}
        {/* A page change is a link: it can be opened in a new tab and is announced as one. */}
        {offers.issuePass ? (
          <Link href={PORTAL_PATHS.tickets} className={cx(button({ variant: "outline", fullWidth: true }), action)}>
            Issue Guest Pass
          </Link>
        ) : null}
        {offers.inviteMember ? (
          <Button variant="outline" fullWidth className={action} onClick={onInviteTeamMember}>
            Invite Team Member
          </Button>
        ) : null}
        {offers.exportData.length > 0 ? <ExportDataMenu kinds={offers.exportData} exporting={exporting} onExport={onExport} className={action} /> : null}
      </div>
    </Card>
  );
});
