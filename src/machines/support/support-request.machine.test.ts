import { describe, expect, it } from "vitest";
import { Server, Validation } from "../../api/errors.ts";
import {
  EMPTY_SUPPORT_REQUEST,
  SUPPORT_MESSAGES,
  successDescription,
  supportFailureMessage,
  validateSupportRequest,
} from "./support-request.machine.ts";
import { supportRequestModel } from "./support-request.model.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(supportRequestModel);

describe("support request rules", () => {
  it("requires name, email, subject and message, and a real address", () => {
    expect(validateSupportRequest(EMPTY_SUPPORT_REQUEST)).toEqual({
      name: SUPPORT_MESSAGES.nameRequired,
      email: SUPPORT_MESSAGES.emailRequired,
      subject: SUPPORT_MESSAGES.subjectRequired,
      message: SUPPORT_MESSAGES.messageRequired,
    });
    expect(validateSupportRequest({ ...EMPTY_SUPPORT_REQUEST, name: "A", email: "a@b", subject: "S", message: "M" })).toEqual({
      email: SUPPORT_MESSAGES.emailInvalid,
    });
  });
  it("promises what the priority promises", () => {
    expect(successDescription("low", "T1")).toBe("We'll get back to you within 48 hours. Ticket ID: T1");
    expect(successDescription("medium", "T1")).toBe("We'll get back to you within 24 hours. Ticket ID: T1");
    expect(successDescription("high", "T1")).toBe("We'll get back to you within 4 hours. Ticket ID: T1");
  });
  it("shows a server validation message, else the fallback", () => {
    expect(supportFailureMessage(new Validation({ message: "Subject is too long", errors: [] }))).toBe("Subject is too long");
    expect(supportFailureMessage(new Server({ message: "boom", status: 500 }))).toBe(SUPPORT_MESSAGES.failure);
  });
});
