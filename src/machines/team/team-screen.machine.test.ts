import { describe, expect, it } from "vitest";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { describeModel } from "../testing/describe-model.ts";
import { SAMPLE_TEAM_MEMBERS } from "./team-list-view.ts";
import type { TeamMember } from "./team-member-form.ts";
import { listedMember } from "./team-member.fixtures.ts";
import { teamListOf, teamOf } from "./team-screen.machine.ts";
import { teamScreenModel } from "./team-screen.model.ts";

describeModel(teamScreenModel);

/** The read's snapshot once `data` arrived (or before it, with null). */
const readWith = (data: ReadonlyArray<TeamMember> | null) =>
  remoteDataMachine.resolveState({ value: data === null ? "loading" : "loaded", context: { data, error: null } });

describe("the team list's figures (SPEC §2 Team Management)", () => {
  it("are not there before the first answer", () => {
    expect(teamOf(readWith(null))).toBeNull();
    expect(teamListOf(readWith(null))).toBeNull();
  });

  it("count the real team: everyone in Total, signed-in members in Active, the others in Pending Invites", () => {
    const team = [listedMember("owner", true), listedMember("a", false), listedMember("b", false, "pending")];
    expect(teamListOf(readWith(team))).toEqual({
      members: team,
      sample: false,
      summary: { total: 3, active: 2, pendingInvites: 1 },
      totalText: "3 members total",
    });
  });

  it("show the sample members for an empty team, counting none of them", () => {
    expect(teamListOf(readWith([]))).toEqual({
      members: SAMPLE_TEAM_MEMBERS,
      sample: true,
      summary: { total: 0, active: 0, pendingInvites: 0 },
      totalText: "0 members total",
    });
  });

  it("are the same object for the same answer, and a new one for a new answer", () => {
    const team = [listedMember("owner", true)];
    expect(teamListOf(readWith(team))).toBe(teamListOf(readWith(team)));
    expect(teamListOf(readWith([...team]))).not.toBe(teamListOf(readWith(team)));
  });
});
