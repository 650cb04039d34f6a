import { describe, expect, it } from "vitest";
import { CAPTURE_MESSAGES } from "../../rules/capture-code.ts";
import { LEAD_RULE_MESSAGES } from "../../rules/lead-rules.ts";
import { EMPTY_VISITOR_FORM, visitorErrors, visitorPersonOf, visitorTooLong } from "./visitor-name-rules.ts";

describe("the visitor's details typed for a text code", () => {
  it("need a name, an e-mail that is one when given, and the contract's lengths", () => {
    expect(visitorErrors(EMPTY_VISITOR_FORM)).toEqual({ fullName: CAPTURE_MESSAGES.needsName });
    expect(visitorErrors({ ...EMPTY_VISITOR_FORM, fullName: "   ", emailId: "asha@" })).toEqual({
      fullName: CAPTURE_MESSAGES.needsName,
      emailId: LEAD_RULE_MESSAGES.emailInvalid,
    });
    expect(visitorErrors({ ...EMPTY_VISITOR_FORM, fullName: "Asha", phone: "9".repeat(41) })).toEqual({ phone: visitorTooLong("phone") });
    expect(visitorErrors({ ...EMPTY_VISITOR_FORM, fullName: "Asha" })).toEqual({});
  });

  it("are sent trimmed, only as typed, the e-mail in lower case and the phone in E.164 in the event's country", () => {
    expect(visitorPersonOf({ fullName: " Asha Visitor ", emailId: " Asha@Example.com", companyName: "", phone: "020 7946 0958" }, "GB")).toEqual({
      fullName: "Asha Visitor",
      emailId: "asha@example.com",
      phone: "+442079460958",
    });
    expect(visitorPersonOf({ ...EMPTY_VISITOR_FORM, fullName: "Asha", companyName: " Initech ", phone: "ext. 12" }, "IN")).toEqual({
      fullName: "Asha",
      companyName: "Initech",
      phone: "ext. 12",
    });
  });
});
