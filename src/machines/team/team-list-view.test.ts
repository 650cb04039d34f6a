import { describe, expect, it } from "vitest";
import { designationTone, memberInitial, memberPhone, membersTotalText, SAMPLE_TEAM_MEMBERS, shownMembers, teamSummary } from "./team-list-view.ts";
import { listedMember } from "./team-member.fixtures.ts";

describe("team summary (SPEC §2)", () => {
  it("counts everyone in Total, signed-in members in Active and the rest in Pending Invites", () => {
    expect(teamSummary([listedMember("a", true), listedMember("b", false), listedMember("c", false, "pending")])).toEqual({
      total: 3,
      active: 2,
      pendingInvites: 1,
    });
    expect(teamSummary([listedMember("owner", true)])).toEqual({ total: 1, active: 1, pendingInvites: 0 });
    expect(teamSummary([])).toEqual({ total: 0, active: 0, pendingInvites: 0 });
    expect(membersTotalText(1)).toBe("1 member total");
    expect(membersTotalText(2)).toBe("2 members total");
  });
});

describe("designation badge (SPEC §2)", () => {
  it.each([
    ["admin", "red"],
    ["System Administrator", "red"],
    ["ADMIN", "red"],
    ["manager", "blue"],
    ["Sales Manager", "blue"],
    ["Booth Staff", "grey"],
    ["", "grey"],
    [null, "grey"],
  ] as const)("%j is %s", (designation, tone) => {
    expect(designationTone(designation)).toBe(tone);
  });
});

describe("member details", () => {
  it("writes the phone as +code number, or nothing without a number", () => {
    expect(memberPhone({ phoneCode: "91", authenticationId: "9876543210" })).toBe("+91 9876543210");
    expect(memberPhone({ phoneCode: "+44", authenticationId: "7700900123" })).toBe("+44 7700900123");
    expect(memberPhone({ phoneCode: "91", authenticationId: null })).toBeNull();
    expect(memberPhone({ phoneCode: null, authenticationId: "12345678" })).toBe("12345678");
  });

  it("takes the initial from the name", () => {
    expect(memberInitial(" ravi kumar")).toBe("R");
    expect(memberInitial("")).toBe("?");
  });
});

describe("sample members", () => {
  it("stand in only for an empty or missing list", () => {
    expect(shownMembers([])).toEqual({ members: SAMPLE_TEAM_MEMBERS, sample: true });
    expect(shownMembers(null)).toEqual({ members: SAMPLE_TEAM_MEMBERS, sample: true });
    const real = [listedMember("a", true)];
    expect(shownMembers(real)).toEqual({ members: real, sample: false });
  });

  it("show every badge colour", () => {
    expect(SAMPLE_TEAM_MEMBERS.map((sample) => designationTone(sample.designation))).toEqual(["red", "blue", "grey"]);
  });
});
