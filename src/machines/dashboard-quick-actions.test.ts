import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { dashboardImplementations } from "./dashboard/dashboard.actors.ts";
import { dashboardMachine } from "./dashboard/dashboard.machine.ts";
import { dashboardQuickActions } from "./dashboard-quick-actions.ts";
import type { ScreenDependencies } from "./screen/screen-input.ts";
import { TEAM_MEMBER_DIALOG_INPUT } from "./team/team-member-form.ts";

/** The API never answers: only what the quick actions' children are when they start is looked at. */
const deps: ScreenDependencies = { runApi: () => new Promise(() => undefined), notify: () => undefined, download: () => undefined };

/** The dashboard as the frame composes it: its own actors and the quick actions of Lead Management and Team Management. */
const composedDashboard = () =>
  createActor(dashboardMachine.provide(dashboardImplementations(deps, dashboardQuickActions(deps))), { input: { search: "", role: "owner" } });

describe("the dashboard's quick actions, as the frame gives them", () => {
  it("runs Lead Management's own dialog for Add New Lead, closed until asked", () => {
    const dashboard = composedDashboard().start();
    const leadDialog = dashboard.getSnapshot().children.leadDialog!;
    expect(leadDialog.getSnapshot().matches("closed")).toBe(true);
    expect(leadDialog.getSnapshot().context.lead).toBeNull();
    leadDialog.send({ type: "dialog.openAdd" });
    expect(leadDialog.getSnapshot().hasTag("open")).toBe(true);
    dashboard.stop();
  });

  it("runs Team Management's dialog for Invite Team Member, with the Team screen's form and rules", () => {
    const dashboard = composedDashboard().start();
    const invite = dashboard.getSnapshot().children.teamDialog!;
    expect(invite.getSnapshot().context.entity).toBe("teamMember");
    expect(invite.getSnapshot().context.emptyForm).toBe(TEAM_MEMBER_DIALOG_INPUT.emptyForm);
    expect(invite.getSnapshot().context.validate).toBe(TEAM_MEMBER_DIALOG_INPUT.validate);
    invite.send({ type: "dialog.openAdd" });
    expect(invite.getSnapshot().hasTag("open")).toBe(true);
    expect(invite.getSnapshot().context.form).toBe(TEAM_MEMBER_DIALOG_INPUT.emptyForm);
    dashboard.stop();
  });

  it("exports the leads with Lead Management's export", () => {
    const dashboard = composedDashboard().start();
    expect(dashboard.getSnapshot().children.leadsExport!.getSnapshot().context.subject).toBe("leads");
    dashboard.stop();
  });
});
