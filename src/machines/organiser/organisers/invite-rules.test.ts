import { describe, expect, it } from "vitest";
import { Conflict } from "../../../api/errors.ts";
import { OFFLINE, serverDown } from "../../testing/call-outcomes.ts";
import { EMPTY_INVITE, INVITE_DIALOG_INPUT, inviteErrors, inviteRequest } from "./invite-rules.ts";

const TAKEN = "+91 9820000001 is already an organiser of this event; invite another number.";

describe("the invitation of an organiser", () => {
  it("asks for a name and a mobile number before anything is sent", () => {
    expect(inviteErrors(EMPTY_INVITE)).toEqual({ name: "Name is required", mobile: "Mobile number is 6 to 15 digits" });
    expect(inviteErrors({ ...EMPTY_INVITE, name: "Meera", mobile: "9820000003", phoneCode: "91 1", email: "meera@" })).toEqual({
      phoneCode: "Country code is 1 to 4 digits, such as +91",
      email: "Enter a valid e-mail address",
    });
  });

  it("sends the typed values trimmed, and no e-mail when none is given", () => {
    expect(inviteRequest({ ...EMPTY_INVITE, name: " Meera Iyer ", mobile: "9820000003" })).toEqual({ name: "Meera Iyer", phoneCode: "+91", mobile: "9820000003", role: "organiser-staff" });
    expect(inviteRequest({ ...EMPTY_INVITE, name: "Meera", mobile: "9820000003", email: "meera@example.com", role: "organiser" })).toMatchObject({ email: "meera@example.com", role: "organiser" });
  });

  it("says the server's words in the dialog; a failed removal is toasted too", () => {
    const { wording } = INVITE_DIALOG_INPUT;
    expect(wording!.failed("add", new Conflict({ message: TAKEN }))).toEqual({ error: TAKEN, fieldErrors: {}, toast: false });
    expect(wording!.failed("add", OFFLINE).error).toBe("The invitation could not be sent.");
    expect(wording!.failed("delete", OFFLINE)).toEqual({ error: "The organiser could not be removed.", fieldErrors: {}, toast: true });
    expect(wording!.failed("delete", serverDown("Service unavailable")).error).toBe("Service unavailable");
    expect(wording!.done("add", { message: "Invitation sent to Meera Iyer." })).toBe("Invitation sent to Meera Iyer.");
  });
});
