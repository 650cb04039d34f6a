import { describe, expect, it } from "vitest";
import { leadFieldPath, leadMessage } from "./lead-calls.actors.ts";

describe("the server's lead errors on the dialog's fields", () => {
  it("moves the person's error paths onto the form's fields and leaves the others as they are", () => {
    expect(leadFieldPath("/person/fullName")).toBe("/fullName");
    expect(leadFieldPath("person.emailId")).toBe("emailId");
    for (const path of ["/status", ""]) expect(leadFieldPath(path)).toBe(path);
  });

  it("names fields in messages as the dialog labels them", () => {
    expect(leadMessage("person.fullName must not be empty; person.emailId must be a valid email address")).toBe(
      "Full name must not be empty; Email must be a valid email address",
    );
    expect(leadMessage("status must not be empty")).toBe("Status must not be empty");
    expect(leadMessage("Full name must not be blank")).toBe("Full name must not be blank");
  });
});
