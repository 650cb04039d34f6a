import { describe, expect, it } from "vitest";
import { describeModel } from "../../testing/describe-model.ts";
import { badgesFileName } from "./attendees-screen.machine.ts";
import { attendeesScreenModel } from "./attendees-screen.model.ts";

describeModel(attendeesScreenModel);

describe("badgesFileName", () => {
  it("names one badge by its ticket code, as the server does, and every badge as one file", () => {
    expect(badgesFileName({ kind: "one", id: "x", ticketCode: "VISITO-7KX2M9QD" })).toBe("badge-VISITO-7KX2M9QD.pdf");
    expect(badgesFileName({ kind: "one", id: "x", ticketCode: "../?" })).toBe("badge-x.pdf");
    expect(badgesFileName({ kind: "all", search: "" })).toBe("attendee-badges.pdf");
  });
});
