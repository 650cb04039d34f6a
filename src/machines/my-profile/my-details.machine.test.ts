import { describe, expect, it } from "vitest";
import { Conflict, Forbidden, Network, Unauthorized, Validation } from "../../api/errors.ts";
import { describeModel } from "../testing/describe-model.ts";
import { DETAILS_MESSAGES, EMPTY_DETAILS, detailsBody, detailsFailure, detailsValues, validateDetails } from "./my-details.machine.ts";
import { MEERA, myDetailsModel, UPLOADED_PHOTO } from "./my-details.model.ts";

describeModel(myDetailsModel);

describe("my details rules", () => {
  const meera = detailsValues(MEERA);

  it("fills the form from the account, an unset e-mail and photo as empty", () => {
    expect(meera).toEqual({ firstName: "Meera", lastName: "Iyer", email: "", profileImageUrl: "" });
    expect(detailsValues({ ...MEERA, email: "meera@acme.example", profileImageUrl: UPLOADED_PHOTO })).toEqual({
      firstName: "Meera",
      lastName: "Iyer",
      email: "meera@acme.example",
      profileImageUrl: UPLOADED_PHOTO,
    });
  });

  it("requires both names and a valid e-mail or none, saying what to fix", () => {
    expect(validateDetails(meera)).toEqual({});
    expect(validateDetails(EMPTY_DETAILS)).toEqual({ firstName: DETAILS_MESSAGES.firstNameRequired, lastName: DETAILS_MESSAGES.lastNameRequired });
    expect(validateDetails({ ...meera, firstName: "   ", email: "meera@" })).toEqual({
      firstName: "First name is required",
      email: "Valid email is required",
    });
  });

  it("sends trimmed names, and an empty e-mail or photo as removed", () => {
    expect(detailsBody({ firstName: " Meera ", lastName: "Iyer ", email: " ", profileImageUrl: "" })).toEqual({
      firstName: "Meera",
      lastName: "Iyer",
      email: null,
      profileImageUrl: null,
    });
    expect(detailsBody({ ...meera, email: " Meera@Acme.example ", profileImageUrl: UPLOADED_PHOTO })).toMatchObject({ email: "Meera@Acme.example", profileImageUrl: UPLOADED_PHOTO });
  });

  it("shows a refusal by field, a taken e-mail on the e-mail, nothing after a lost session", () => {
    const taken = "This e-mail is already used by another account.";
    expect(detailsFailure(new Conflict({ message: taken }))).toEqual({ message: taken, toast: taken, errors: { email: taken } });
    const blank = "First name is required";
    expect(detailsFailure(new Validation({ message: blank, errors: [{ path: "/firstName", message: blank }] }))).toEqual({
      message: blank,
      toast: blank,
      errors: { firstName: blank },
    });
    expect(detailsFailure(new Forbidden({ message: "Only the company owner can do this." }))).toMatchObject({ errors: {} });
    expect(detailsFailure(new Network({ message: "Failed to fetch" }))).toEqual({
      message: "Failed to update your profile",
      toast: "Failed to update your profile",
    });
    expect(detailsFailure(new Unauthorized({ message: "Unauthorized" }))).toEqual({ message: null, toast: null });
  });
});
