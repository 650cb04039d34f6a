import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { memberActionQuestion } from "./team-member-action.machine.ts";
import { teamMemberActionModel } from "./team-member-action.model.ts";

describeModel(teamMemberActionModel);

describe("the confirmations", () => {
  it("say what revoking and transferring do", () => {
    expect(memberActionQuestion("revoke", "Ravi")).toBe("Revoke the invitation of Ravi? They are removed from the team and cannot sign in.");
    expect(memberActionQuestion("transfer", "Vikram")).toMatch(/^Make Vikram the company owner\? You become an admin/);
  });
});
