import { Conflict, NotFound, Server } from "../../api/errors.ts";
import { OFFLINE, refusal } from "../testing/call-outcomes.ts";
import { formField } from "../../rules/form-field-fixture.ts";
import type { FormField } from "../../rules/form-rules.ts";
import { REFERRAL_TEXTS, type RegistrationAnswer } from "./referral-outcome.ts";

// The referral-registration model's fixtures, shared with the machine's unit tests.

export const PASS_ID = "5d6e7f80-91a2-43b4-85d6-e7f8091a2b3c";
export const EVENT_ID = "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f";

/** A choice field's options, value to label, in the order shown. */
const choicesOf = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A pass's referral form as the server answers it: a heading, answerable fields of several types, a nameless field. */
export const FIELDS: ReadonlyArray<FormField> = [
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e60", name: null, type: "title", content: "Attendee details", customClass: "full" }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e61", name: "fullName", type: "text", label: "Full Name", required: true, customClass: "half" }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e62", name: "emailId", type: "email", label: "Email", required: true, customClass: "half" }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e63", name: "mobile", type: "mobilenumber", label: "Mobile" }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e64", name: "newsletter", type: "checkbox", label: "Send me the newsletter" }),
  formField({
    _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e65",
    name: "sessions",
    type: "multiSelect",
    label: "Sessions",
    options: choicesOf({ keynote: "Keynote", workshop: "Workshop" }),
  }),
  formField({
    _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e66",
    name: "slot",
    type: "select",
    label: "Slot",
    default: "morning",
    options: choicesOf({ morning: "Morning", afternoon: "Afternoon" }),
  }),
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e67", name: null, type: "text", label: "Orphan" }),
  // Options from the event's "sectors" list, loaded by a select-options actor.
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e68", name: "sector", type: "select", label: "Sector", selectApi: "sectors" }),
  // An image: its answer is the stored path its upload field reports.
  formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e69", name: "badge", type: "image", label: "Badge photo" }),
];

/** What the form starts with: defaults, else each type's empty value. */
export const INITIAL_VALUES = {
  fullName: "",
  emailId: "",
  mobile: { country: "91", number: "" },
  newsletter: false,
  sessions: [],
  slot: "morning",
  sector: "",
  badge: "",
};
export const ANSWERABLE = Object.keys(INITIAL_VALUES);
export const ALL_TOUCHED = Object.fromEntries(ANSWERABLE.map((name) => [name, true]));

export const NAME = "Meera Iyer";
export const EMAIL = "meera@initech.example";
export const TYPED_MOBILE = { country: "+91", number: "99887-76655" };
export const MOBILE = { country: "91", number: "9988776655" };

/** The path the badge photo's upload field stored. */
export const BADGE_PATH = "eventWebsite/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png";

export const SUCCESS_HTML = "<p>Your registration for <strong>Demo Expo 2025</strong> is complete.</p>";
export const registered = (message: string): RegistrationAnswer => ({
  success: true,
  message,
  data: {
    _id: "6e7f8091-a2b3-44c5-96e7-f8091a2b3c4d",
    firstName: null,
    lastName: null,
    emailId: EMAIL,
    phoneCode: null,
    authenticationId: null,
    approve: false,
    reject: false,
    createdAt: "2025-03-14T11:05:00.000Z",
    passId: PASS_ID,
    answers: { fullName: NAME, emailId: EMAIL },
    ticketCode: "GOLD-7K3M9Q2A",
    ticketStatus: "active",
  },
  ticketEmail: "queued",
});

/** Each failure with what the dialog and the toast must say, and the server's per-field messages. */
export const REGISTER_FAILURES: ReadonlyArray<{ error: unknown; shows: string; fieldErrors: Record<string, string> }> = [
  {
    error: refusal("This e-mail is already registered on this pass", {
      emailId: "This e-mail is already registered on this pass",
      ticketId: "ticketId is not a field of this form",
    }),
    shows: "This e-mail is already registered on this pass",
    fieldErrors: { emailId: "This e-mail is already registered on this pass" },
  },
  { error: new Conflict({ message: "All passes of this allocation are used." }), shows: "All passes of this allocation are used.", fieldErrors: {} },
  { error: new Server({ message: "An error occurred", status: 500 }), shows: REFERRAL_TEXTS.registerFailed, fieldErrors: {} },
  { error: new TypeError("Cannot read properties of undefined"), shows: REFERRAL_TEXTS.unexpected, fieldErrors: {} },
];

export const LOAD_FAILURES: ReadonlyArray<{ error: unknown; shows: string }> = [
  { error: new NotFound({ message: "Pass not found" }), shows: "Pass not found" },
  { error: OFFLINE, shows: REFERRAL_TEXTS.loadFailed },
];

