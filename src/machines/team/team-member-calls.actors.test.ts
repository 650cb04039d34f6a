import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { waitFor } from "xstate";
import { jsonResponse, recordingApi } from "../testing/api-fetch.ts";
import { startEntityDialog } from "../testing/entity-dialog-run.ts";
import {
  barePhoneCode,
  countryCodeLabel,
  DEFAULT_TEAM_PHONE_CODE,
  digitsOnly,
  EMPTY_TEAM_MEMBER_FORM,
  TEAM_COUNTRY_CODES,
  TEAM_MEMBER_DIALOG_INPUT,
  TEAM_MEMBER_MESSAGES,
  teamMemberBody,
  validateTeamMember,
} from "./team-member-form.ts";
import { listTeamMembers, teamMemberCalls } from "./team-member-calls.actors.ts";

/** The dialog machine with the team calls over an injected fetch; retries back off 1 ms. */
const startDialog = (answer: (request: Request) => Response) =>
  startEntityDialog(teamMemberCalls, TEAM_MEMBER_DIALOG_INPUT, answer);

const MEMBER_ID = "8d7c6b5a-4938-4e27-a016-f5e4d3c2b1a0";

describe("team member form", () => {
  it("holds every SPEC §3 form-state field, starting on the bare code 91", () => {
    expect(Object.keys(EMPTY_TEAM_MEMBER_FORM)).toEqual([
      "fullName", "emailId", "phoneId", "phoneCode", "authenticationId", "designation", "companyName", "location",
      "bio", "aboutCompany", "linkedIn", "x", "facebook", "instagram", "profileImage", "role",
    ]);
    expect(EMPTY_TEAM_MEMBER_FORM["phoneCode"]).toBe("91");
    expect(EMPTY_TEAM_MEMBER_FORM["role"]).toBe("staff");
    expect(DEFAULT_TEAM_PHONE_CODE).toBe("91");
  });

  it("offers the 20 SPEC §9 country codes in order, India first", () => {
    expect(TEAM_COUNTRY_CODES.map(({ code, country }) => `${code} ${country}`)).toEqual([
      "91 India",
      "1 USA",
      "44 UK",
      "61 Australia",
      "86 China",
      "81 Japan",
      "49 Germany",
      "33 France",
      "39 Italy",
      "34 Spain",
      "31 Netherlands",
      "46 Sweden",
      "47 Norway",
      "45 Denmark",
      "358 Finland",
      "48 Poland",
      "420 Czech Republic",
      "36 Hungary",
      "43 Austria",
      "41 Switzerland",
    ]);
    expect(countryCodeLabel(TEAM_COUNTRY_CODES[0]!)).toBe("+91 India");
  });

  it("keeps phone numbers and codes to digits", () => {
    expect(digitsOnly("98765 432-10")).toBe("9876543210");
    expect(barePhoneCode("+44")).toBe("44");
    expect(barePhoneCode("")).toBe("91");
  });
});

describe("team member rules (SPEC §5)", () => {
  const form = (changes: Record<string, string>) => ({ ...EMPTY_TEAM_MEMBER_FORM, ...changes });

  it("requires a full name, spaces alone not counting", () => {
    expect(validateTeamMember(EMPTY_TEAM_MEMBER_FORM)).toEqual({ fullName: "Full name is required" });
    expect(validateTeamMember(form({ fullName: "   " }))).toEqual({ fullName: "Full name is required" });
    expect(validateTeamMember(form({ fullName: "Ravi Kumar" }))).toEqual({});
  });

  it.each(["ravi@acme.example", " Ravi.Kumar+team@acme.co.in "])("accepts the e-mail %j", (emailId) => {
    expect(validateTeamMember(form({ fullName: "Ravi", emailId }))).toEqual({});
  });

  it.each(["ravi", "ravi@", "ravi@acme", "ravi kumar@acme.example", "@acme.example"])("refuses the e-mail %j", (emailId) => {
    expect(validateTeamMember(form({ fullName: "Ravi", emailId }))).toEqual({ emailId: TEAM_MEMBER_MESSAGES.emailInvalid });
  });

  it("takes a phone of 6 to 15 digits or none", () => {
    expect(validateTeamMember(form({ fullName: "Ravi", authenticationId: "98123 45670" }))).toEqual({});
    expect(validateTeamMember(form({ fullName: "Ravi", authenticationId: "12345" }))).toEqual({
      authenticationId: TEAM_MEMBER_MESSAGES.phoneLength,
    });
    expect(validateTeamMember(form({ fullName: "Ravi", authenticationId: "1234567890123456" }))).toEqual({
      authenticationId: TEAM_MEMBER_MESSAGES.phoneLength,
    });
  });

  it("names every field to fix at once", () => {
    expect(Object.keys(validateTeamMember(form({ emailId: "x", authenticationId: "1" })))).toEqual([
      "fullName",
      "emailId",
      "authenticationId",
    ]);
  });
});

describe("team member body", () => {
  it("sends the whole form trimmed, with the bare code, digits only and no empty image path", () => {
    expect(
      teamMemberBody({
        ...EMPTY_TEAM_MEMBER_FORM,
        fullName: "  Ravi Kumar ",
        emailId: " ravi@acme.example",
        phoneCode: "+44",
        authenticationId: "98123-45670",
        designation: "Manager",
      }),
    ).toEqual({
      fullName: "Ravi Kumar", emailId: "ravi@acme.example", phoneId: "", phoneCode: "44", authenticationId: "9812345670",
      designation: "Manager", companyName: "", location: "", bio: "", aboutCompany: "",
      linkedIn: "", x: "", facebook: "", instagram: "", profileImage: null, role: "staff",
    });
  });

  it("keeps the uploaded image path", () => {
    expect(teamMemberBody({ ...EMPTY_TEAM_MEMBER_FORM, fullName: "A", profileImage: "teamMember/a.png" }).profileImage).toBe(
      "teamMember/a.png",
    );
    expect(teamMemberBody({ ...EMPTY_TEAM_MEMBER_FORM, fullName: "A", profileImage: null }).profileImage).toBeNull();
  });
});

describe("team member calls through the dialog", () => {
  it("sends nothing while the rules object, then POSTs the form", async () => {
    const dialog = startDialog(() => jsonResponse(201, { success: true, message: "Team member added successfully!" }));
    dialog.actor.send({ type: "dialog.openAdd" });
    dialog.actor.send({ type: "form.change", field: "emailId", value: "ravi@acme.example" });
    dialog.actor.send({ type: "form.submit" });
    expect(dialog.actor.getSnapshot().context.fieldErrors).toEqual({ fullName: "Full name is required" });
    expect(dialog.actor.getSnapshot().context.form["emailId"]).toBe("ravi@acme.example");
    expect(dialog.requests).toEqual([]);

    dialog.actor.send({ type: "form.change", field: "fullName", value: "Ravi Kumar" });
    dialog.actor.send({ type: "form.submit" });
    await waitFor(dialog.actor, (snapshot) => snapshot.matches("closed"));
    expect(dialog.requests).toEqual([
      { method: "POST", path: "/api/team-members", body: expect.objectContaining({ fullName: "Ravi Kumar", emailId: "ravi@acme.example", phoneCode: "91" }) },
    ]);
    expect(dialog.toasts).toEqual([{ title: "Success", description: "Team member added successfully!", variant: "success" }]);
    expect(dialog.refreshes()).toBe(1);
  });

  it("PUTs the edited member by id and DELETEs by id", async () => {
    const dialog = startDialog(() => jsonResponse(200, { success: true }));
    dialog.actor.send({ type: "dialog.openEdit", record: { _id: MEMBER_ID, fullName: "Ravi", phoneCode: "44", authenticationId: "7700900123" } });
    dialog.actor.send({ type: "form.change", field: "designation", value: "Admin" });
    dialog.actor.send({ type: "form.submit" });
    await waitFor(dialog.actor, (snapshot) => snapshot.matches("closed"));
    dialog.actor.send({ type: "delete.request", record: { _id: MEMBER_ID } });
    dialog.actor.send({ type: "delete.confirm" });
    await waitFor(dialog.actor, (snapshot) => snapshot.matches("closed") && dialog.requests.length === 2);
    expect(dialog.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `PUT /api/team-members/${MEMBER_ID}`,
      `DELETE /api/team-members/${MEMBER_ID}`,
    ]);
    expect(dialog.requests[0]!.body).toMatchObject({ fullName: "Ravi", designation: "Admin", phoneCode: "44", authenticationId: "7700900123" });
    expect(dialog.toasts.map((toast) => toast.description)).toEqual([
      "Team member updated successfully!",
      "Team member deleted successfully!",
    ]);
  });

  it("shows a 409 beside the phone number and keeps the typed values", async () => {
    const taken = "This mobile number is already used by another account at this event. Use a different number.";
    const dialog = startDialog(() =>
      jsonResponse(409, { success: false, message: taken, errors: [{ path: "/authenticationId", message: taken }] }),
    );
    dialog.actor.send({ type: "dialog.openAdd" });
    dialog.actor.send({ type: "form.change", field: "fullName", value: "Ravi Kumar" });
    dialog.actor.send({ type: "form.change", field: "authenticationId", value: "9876543210" });
    dialog.actor.send({ type: "form.submit" });
    const snapshot = await waitFor(dialog.actor, (state) => state.matches({ open: "adding" }) && state.context.error !== null);
    expect(snapshot.context.error).toBe(taken);
    expect(snapshot.context.form).toMatchObject({ fullName: "Ravi Kumar", authenticationId: "9876543210" });
    expect(dialog.toasts).toEqual([{ title: "Error", description: taken, variant: "destructive" }]);
    expect(dialog.refreshes()).toBe(0);
  });
});

describe("the team list read (SPEC §7 GET team-members)", () => {
  const read = async (answer: () => Response) => {
    const { runApi, requests } = recordingApi(answer);
    const result = await runApi(Effect.result(listTeamMembers));
    return { result, paths: requests.map((request) => `${request.method} ${request.path}`) };
  };

  it("answers the envelope's members", async () => {
    const member = { _id: MEMBER_ID, fullName: "Ravi" };
    const { result, paths } = await read(() => jsonResponse(200, { success: true, data: [member] }));
    expect(paths).toEqual(["GET /api/team-members"]);
    expect(result).toMatchObject({ _tag: "Success", success: [member] });
  });

  it("fails at once on a server error, so the Retry shows without waiting", async () => {
    const { result, paths } = await read(() => jsonResponse(500, { success: false, message: "Internal error" }));
    expect(result._tag).toBe("Failure");
    expect(paths).toHaveLength(1);
  });
});
