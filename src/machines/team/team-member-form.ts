import type { components } from "../../api/schema.d.ts";
import type { EntityDialogInput, FieldErrors, FormRules, FormValues } from "../forms/entity-dialog.machine.ts";
import type { UploadFieldSpec } from "../forms/upload-fields.ts";
import { isEmailAddress } from "../../rules/field-rules.ts";
import { isRole } from "../../rules/roles.ts";

/**
 * The team member entity (SPEC §3 Team member and its form state, §5 Team member form, §7
 * team-members bodies, §9 team country codes): the dialog's empty form, its rules, and the flat
 * form turned into the contract's body (the calls are in team-member-calls.ts).
 */

export type TeamMember = components["schemas"]["TeamMember"];
export type TeamMemberCreate = components["schemas"]["TeamMemberCreate"];
export type TeamMemberUpdate = components["schemas"]["TeamMemberUpdate"];

/** SPEC §9: the bare code (no "+"), as the team fields and the server keep it. */
export const DEFAULT_TEAM_PHONE_CODE = "91";

export interface CountryCode {
  readonly code: string;
  readonly country: string;
}

/** SPEC §9 "Team country codes offered", in the spec's order. */
export const TEAM_COUNTRY_CODES: ReadonlyArray<CountryCode> = [
  { code: "91", country: "India" },
  { code: "1", country: "USA" },
  { code: "44", country: "UK" },
  { code: "61", country: "Australia" },
  { code: "86", country: "China" },
  { code: "81", country: "Japan" },
  { code: "49", country: "Germany" },
  { code: "33", country: "France" },
  { code: "39", country: "Italy" },
  { code: "34", country: "Spain" },
  { code: "31", country: "Netherlands" },
  { code: "46", country: "Sweden" },
  { code: "47", country: "Norway" },
  { code: "45", country: "Denmark" },
  { code: "358", country: "Finland" },
  { code: "48", country: "Poland" },
  { code: "420", country: "Czech Republic" },
  { code: "36", country: "Hungary" },
  { code: "43", country: "Austria" },
  { code: "41", country: "Switzerland" },
];

/** "+91 India": how the select names a code. */
export const countryCodeLabel = ({ code, country }: CountryCode): string => `+${code} ${country}`;

/** SPEC §3 team member form state: every field of "Add Team Member", with its default. */
export const EMPTY_TEAM_MEMBER_FORM: FormValues = {
  fullName: "", emailId: "", phoneId: "", phoneCode: DEFAULT_TEAM_PHONE_CODE, authenticationId: "",
  designation: "", companyName: "", location: "", bio: "", aboutCompany: "",
  linkedIn: "", x: "", facebook: "", instagram: "", profileImage: "",
  /** New members are Booth Staff unless the form says otherwise. */
  role: "staff",
};

export const TEAM_MEMBER_MESSAGES = {
  fullNameRequired: "Full name is required",
  emailInvalid: "Enter a valid e-mail address, like name@company.com, or leave it empty",
  phoneLength: "Enter the phone number as 6 to 15 digits, without the country code, or leave it empty",
} as const;

// The server's check (Ajv's "email" format, full mode), so an address the dialog accepts is never
// refused by the server for its shape.
/** The contract's `authenticationId` pattern. */
const PHONE_PATTERN = /^[0-9]{6,15}$/;

const text = (form: FormValues, field: string): string => {
  const value = form[field];
  return typeof value === "string" ? value.trim() : "";
};

/** Phone numbers are digits only (the sign-in lookup compares digits); spaces and dashes go. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, "");

/** A calling code as the server keeps it: "+91" and "91" are the same code; empty is India's. */
export const barePhoneCode = (value: string): string => digitsOnly(value) || DEFAULT_TEAM_PHONE_CODE;

/** SPEC §5: Full Name is required; an e-mail, when given, must be one; the phone is 6 to 15 digits. */
export const validateTeamMember: FormRules = (form) => {
  const errors: Record<string, string> = {};
  if (text(form, "fullName") === "") errors["fullName"] = TEAM_MEMBER_MESSAGES.fullNameRequired;
  const email = text(form, "emailId");
  if (email !== "" && !isEmailAddress(email)) errors["emailId"] = TEAM_MEMBER_MESSAGES.emailInvalid;
  const phone = digitsOnly(text(form, "authenticationId"));
  if (phone !== "" && !PHONE_PATTERN.test(phone)) errors["authenticationId"] = TEAM_MEMBER_MESSAGES.phoneLength;
  return errors satisfies FieldErrors;
};

/** SPEC §2 Team: the profile image upload (its toasts read "Profile image uploaded successfully"). */
export const TEAM_MEMBER_UPLOADS: ReadonlyArray<UploadFieldSpec> = [
  { name: "profileImage", field: "Profile image", kind: "image", uploadType: "teamMember" },
];

/** What the team member dialog is started with, wherever it shows (Team Management, the dashboard's Invite). */
export const TEAM_MEMBER_DIALOG_INPUT = {
  entity: "teamMember",
  emptyForm: EMPTY_TEAM_MEMBER_FORM,
  validate: validateTeamMember,
  uploads: TEAM_MEMBER_UPLOADS,
} satisfies EntityDialogInput;

const OPTIONAL_TEXT = ["emailId", "designation", "companyName", "location", "bio", "aboutCompany", "linkedIn", "x", "facebook", "instagram"] as const;

/**
 * The body of POST and PUT: the whole form state (SPEC §7), trimmed; an empty optional field is
 * sent as "" (the contract's "clear it"), the code bare and the number as digits.
 */
export const teamMemberBody = (form: FormValues): TeamMemberCreate & TeamMemberUpdate => {
  const body: TeamMemberCreate = {
    fullName: text(form, "fullName"),
    phoneId: text(form, "phoneId"),
    phoneCode: barePhoneCode(text(form, "phoneCode")),
    authenticationId: digitsOnly(text(form, "authenticationId")),
    profileImage: text(form, "profileImage") === "" ? null : text(form, "profileImage"),
  };
  for (const field of OPTIONAL_TEXT) body[field] = text(form, field);
  // Sent as it is; an unchanged role is no change, so the read-only cases pass.
  const role = text(form, "role");
  if (isRole(role)) body.role = role;
  return body;
};
