import { describe, expect, it } from "vitest";
import { Conflict } from "../../../api/errors.ts";
import { EXHIBITOR_MESSAGES } from "../../../rules/exhibitor-rules.ts";
import { prefillForm } from "../../forms/entity-dialog-form.ts";
import { OFFLINE, refusal } from "../../testing/call-outcomes.ts";
import {
  createBodyOf,
  EMPTY_EXHIBITOR_FORM,
  EXHIBITOR_DIALOG_INPUT,
  EXHIBITORS_MESSAGES,
  exhibitorFormErrors,
  exhibitorsEmptyMessage,
  followPassCategory,
  passBody,
  passesRecordOf,
  passFormErrors,
  PASSES_DIALOG_INPUT,
  shownExhibitors,
  updateBodyOf,
  type ExhibitorCategory,
} from "./exhibitors-form.ts";
import { ACME, GOLD } from "./exhibitors-fixtures.ts";

const SILVER: ExhibitorCategory = { ...GOLD, _id: "4d3c2b1a-0f9e-4d7c-9b6a-5f4e3d2c1b0a", name: "Silver" };
const TAKEN = "This mobile number is already used by another account at this event. Use a different number.";

describe("the exhibitor dialog", () => {
  const added = { ...EMPTY_EXHIBITOR_FORM, name: "Zeta", boothNumber: "Z-1", ownerName: "Ravi", mobile: "9800077001" };

  it("asks the add dialog for the booth and the owner's mobile, and the edit dialog for the company only", () => {
    const errors = exhibitorFormErrors({ ...EMPTY_EXHIBITOR_FORM, name: "Zeta", mobile: "12" });
    expect(errors["boothNumber"]).toBe(EXHIBITOR_MESSAGES.boothRequired);
    expect(errors["mobile"]).toBe(EXHIBITOR_MESSAGES.mobile);
    const edited = prefillForm(EMPTY_EXHIBITOR_FORM, ACME);
    expect([edited["_id"], edited["name"], edited["boothNumber"], edited["categoryId"]]).toEqual([ACME._id, ACME.name, "B-12", GOLD._id]);
    expect(exhibitorFormErrors(edited)).toEqual({});
    expect(exhibitorFormErrors(added)).toEqual({});
  });

  it("sends the owner with a new exhibitor only", () => {
    expect(createBodyOf(added)).toEqual({ name: "Zeta", boothNumber: "Z-1", categoryId: null, owner: { fullName: "Ravi", phoneCode: "91", mobile: "9800077001", email: null } });
    expect(updateBodyOf(prefillForm(EMPTY_EXHIBITOR_FORM, ACME))).toEqual({ name: ACME.name, boothNumber: "B-12", categoryId: GOLD._id });
  });

  it("shows the server's words, the owner's fields by the body's paths, and toasts nothing", () => {
    const { wording } = EXHIBITOR_DIALOG_INPUT;
    const refused = refusal("Enter a mobile number of 10 to 15 digits, such as 9876543210.", { "/owner/mobile": EXHIBITOR_MESSAGES.mobile });
    expect(wording!.failed("add", refused)).toEqual({ error: refused.message, fieldErrors: { mobile: EXHIBITOR_MESSAGES.mobile }, toast: false });
    expect(wording!.failed("update", new Conflict({ message: TAKEN }))).toEqual({ error: TAKEN, fieldErrors: {}, toast: false });
    expect(wording!.failed("add", OFFLINE).error).toBe(EXHIBITORS_MESSAGES.saveFailed);
    expect(wording!.failed("delete", OFFLINE)).toEqual({ error: EXHIBITORS_MESSAGES.removeFailed, fieldErrors: {}, toast: false });
    expect(wording!.done("add", { message: "Added Zeta and invited Ravi by SMS." })).toBe("Added Zeta and invited Ravi by SMS.");
  });
});

describe("the passes dialog", () => {
  it("opens on the event's first category with what the exhibitor holds there, or a new category when there are none", () => {
    const opened = prefillForm(PASSES_DIALOG_INPUT.emptyForm, passesRecordOf(ACME, [GOLD, SILVER]));
    expect(opened).toEqual({ categoryId: GOLD._id, categoryName: "", numberOfPasses: "10" });
    expect(prefillForm(PASSES_DIALOG_INPUT.emptyForm, passesRecordOf(ACME, []))).toEqual({ categoryId: "", categoryName: "", numberOfPasses: "" });
  });

  it("shows what the exhibitor holds in a category chosen, and keeps the number for a new one", () => {
    const record = passesRecordOf(ACME, [GOLD, SILVER]);
    const form = { categoryId: SILVER._id, categoryName: "", numberOfPasses: "10" };
    expect(followPassCategory(form, "categoryId", record)["numberOfPasses"]).toBe("0");
    expect(followPassCategory({ ...form, categoryId: GOLD._id }, "categoryId", record)["numberOfPasses"]).toBe("10");
    expect(followPassCategory({ ...form, categoryId: "" }, "categoryId", record)).toEqual({ ...form, categoryId: "" });
    expect(followPassCategory({ ...form, numberOfPasses: "3" }, "numberOfPasses", record)["numberOfPasses"]).toBe("3");
  });

  it("asks for a whole number, and a name for a new category", () => {
    expect(passFormErrors({ categoryId: GOLD._id, categoryName: "", numberOfPasses: "" })).toEqual({ numberOfPasses: EXHIBITOR_MESSAGES.passCount });
    expect(passFormErrors({ categoryId: "", categoryName: " ", numberOfPasses: "2" })).toEqual({ categoryName: EXHIBITOR_MESSAGES.categoryRequired });
    expect(passBody({ categoryId: GOLD._id, categoryName: "", numberOfPasses: "12" })).toEqual({ categoryId: GOLD._id, numberOfPasses: 12 });
    expect(passBody({ categoryId: "", categoryName: " Platinum ", numberOfPasses: "2" })).toEqual({ categoryName: "Platinum", numberOfPasses: 2 });
  });
});

describe("the list", () => {
  it("searches the company, booth, category and owner, and says why it is empty", () => {
    expect(shownExhibitors([ACME], "asha b-12")).toEqual([ACME]);
    expect(shownExhibitors([ACME], "zeta")).toEqual([]);
    expect(exhibitorsEmptyMessage([], "")).toBe(EXHIBITORS_MESSAGES.empty);
    expect(exhibitorsEmptyMessage([ACME], "zeta")).toBe(EXHIBITORS_MESSAGES.noMatch);
    expect(exhibitorsEmptyMessage([ACME], "")).toBeNull();
  });
});
