import { describe, expect, it } from "vitest";
import { Validation } from "../../api/errors.ts";
import { OFFLINE } from "../testing/call-outcomes.ts";
import { EMPTY_PASSWORDS, PASSWORD_MESSAGES, passwordFailureMessage, validatePasswords } from "./password-change.machine.ts";
import { passwordChangeModel } from "./password-change.model.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(passwordChangeModel);

describe("password rules (SPEC §5)", () => {
  it("asks for all three with at least 6 characters", () => {
    expect(validatePasswords(EMPTY_PASSWORDS)).toEqual({
      currentPassword: PASSWORD_MESSAGES.currentRequired,
      newPassword: PASSWORD_MESSAGES.newTooShort,
      confirmPassword: PASSWORD_MESSAGES.confirmRequired,
    });
  });
  it("reports a mismatch on the confirmation", () => {
    expect(validatePasswords({ currentPassword: "abcdef", newPassword: "123456", confirmPassword: "1234567" })).toEqual({
      confirmPassword: PASSWORD_MESSAGES.mismatch,
    });
  });
  it("shows the server's message, else the fallback", () => {
    expect(passwordFailureMessage(new Validation({ message: "Current password is incorrect", errors: [] }))).toBe("Current password is incorrect");
    expect(passwordFailureMessage(OFFLINE)).toBe(PASSWORD_MESSAGES.failure);
  });
});
