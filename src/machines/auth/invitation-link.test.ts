import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { invitationFields } from "./invitation-link.ts";
import { otpLoginMachine } from "./otp-login.machine.ts";

describe("an invitation link on the login screen", () => {
  it("fills in the number and its calling code", () => {
    expect(invitationFields("?mobile=9812345670&phoneCode=44")).toEqual({ mobile: "9812345670", phoneCode: "+44" });
    expect(invitationFields("?mobile=9812345670&phoneCode=%2B1")).toEqual({ mobile: "9812345670", phoneCode: "+1" });
    expect(invitationFields("?mobile=9812345670")).toEqual({ mobile: "9812345670" });
  });

  it("ignores what is not a number", () => {
    expect(invitationFields("")).toEqual({});
    expect(invitationFields("?mobile=98<script>")).toEqual({});
    expect(invitationFields("?mobile=12&phoneCode=91")).toEqual({});
    expect(invitationFields("?mobile=9812345670&phoneCode=abc")).toEqual({ mobile: "9812345670" });
  });

  it("starts the login form with it", () => {
    const actor = createActor(otpLoginMachine, { input: { search: "?mobile=9812345670&phoneCode=44", role: null } });
    expect(actor.getSnapshot().context).toMatchObject({ mobile: "9812345670", phoneCode: "+44", mode: "login" });
  });
});
