import { memo } from "react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { Link } from "wouter";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { PORTAL_PATHS } from "../routes/paths.ts";
import type { DashboardOffers } from "../../machines/dashboard/dashboard.machine.ts";

export interface QuickActionsProps {
  /** Which actions the person's role may take (the dashboard machine's `offers`). */
  readonly offers: DashboardOffers;
  readonly onAddLead: () => void;
  readonly onInviteTeamMember: () => void;
  readonly onExport: () => void;
  readonly exporting: boolean;
}

const grid = css({ display: "grid", gap: "3", gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))" } });
const action = css({ justifyContent: "flex-start" });

/** SPEC §2 Quick Actions, each doing what it says (the original's had no behaviour), and only those the role may take. */
export const QuickActions = memo(function QuickActions({ offers, onAddLead, onInviteTeamMember, onExport, exporting }: QuickActionsProps) {
  if (!offers.addLead && !offers.issuePass && !offers.inviteMember && !offers.exportLeads) return null;
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
        {offers.exportLeads ? (
          <Button variant="outline" fullWidth className={action} onClick={onExport} disabled={exporting} aria-busy={exporting}>
            {exporting ? "Exporting..." : "Export Data"}
          </Button>
        ) : null}
      </div>
    </Card>
  );
});
