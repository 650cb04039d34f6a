import { describe, expect, it } from "vitest";
import { formField } from "./form-field-fixture.ts";
import {
  answerableFields,
  checkForm,
  fieldOptions,
  initialValue,
  initialValues,
  normaliseValue,
  type FieldValue,
  type FormField,
} from "./form-rules.ts";

let sequence = 0;
/** A definition as GET /form-fields answers it, with an id of its own and the name "answer" unless given. */
const field = (spec: Partial<FormField> & Pick<FormField, "type">): FormField =>
  formField({ _id: `00000000-0000-4000-8000-${String(++sequence).padStart(12, "0")}`, name: "answer", ...spec });

/** The message one field gets for one value, or null when it is accepted. */
const problem = (definition: FormField, value: FieldValue): string | null => {
  const check = checkForm([definition], { [definition.name!]: value });
  return check.valid ? null : (check.errors[definition.name!] ?? null);
};

/** The answer one field sends for one value (absent when it is left out). */
const answer = (definition: FormField, value: FieldValue): unknown => {
  const check = checkForm([definition], { [definition.name!]: value });
  if (!check.valid) throw new Error(`refused: ${JSON.stringify(check.errors)}`);
  return check.answers[definition.name!];
};

describe("which fields take answers", () => {
  it("skips display-only and nameless fields", () => {
    const fields = [
      field({ type: "title", name: null }),
      field({ type: "html", name: "intro" }),
      field({ type: "info", name: "note" }),
      field({ type: "line", name: "rule" }),
      field({ type: "text", name: null }),
      field({ type: "text", name: "  " }),
      field({ type: "text", name: "fullName", required: true }),
    ];
    expect(answerableFields(fields).map((f) => f.name)).toEqual(["fullName"]);
    expect(checkForm(fields, {})).toEqual({ valid: false, errors: { fullName: "Required" } });
    expect(checkForm(fields, { fullName: "Meera" })).toEqual({ valid: true, answers: { fullName: "Meera" }, errors: {} });
  });
});

describe("initial values", () => {
  it("takes each field's default, else the empty value of its type", () => {
    expect(initialValue(field({ type: "text" }))).toBe("");
    expect(initialValue(field({ type: "text", default: "Pune" }))).toBe("Pune");
    expect(initialValue(field({ type: "number", default: 3 }))).toBe("3");
    expect(initialValue(field({ type: "checkbox" }))).toBe(false);
    expect(initialValue(field({ type: "checkbox", default: true }))).toBe(true);
    expect(initialValue(field({ type: "multiSelect" }))).toEqual([]);
    expect(initialValue(field({ type: "multiSelect", default: ["a"] }))).toEqual(["a"]);
    expect(initialValue(field({ type: "mobilenumber" }))).toEqual({ country: "91", number: "" });
    expect(initialValue(field({ type: "mobilenumber", default: { country: "+44", number: "7700 900123" } }))).toEqual({
      country: "44",
      number: "7700900123",
    });
    expect(initialValues([field({ type: "title", name: null }), field({ type: "date", name: "day" })])).toEqual({ day: "" });
  });

  it("keeps the digits of phone parts and stores typed numbers as text", () => {
    const mobile = field({ type: "mobilenumber" });
    expect(normaliseValue(mobile, { country: "+91", number: "(998) 877-6655" })).toEqual({ country: "91", number: "9988776655" });
    expect(normaliseValue(mobile, "99887")).toEqual({ country: "91", number: "99887" });
    expect(normaliseValue(field({ type: "number" }), 12)).toBe("12");
    expect(normaliseValue(field({ type: "text" }), " x ")).toBe(" x ");
  });
});

describe("required and optional (SPEC §5: optional unless required)", () => {
  it.each<[FormField["type"], FieldValue]>([
    ["text", "  "],
    ["email", ""],
    ["number", ""],
    ["password", ""],
    ["textarea", ""],
    ["date", ""],
    ["datetime", ""],
    ["time", ""],
    ["select", ""],
    ["multiSelect", []],
    ["image", ""],
    ["file", ""],
    ["mobilenumber", { country: "91", number: "" }],
    ["checkbox", false],
  ])("a required %s left empty is Required; an optional one is left out", (type, empty) => {
    expect(problem(field({ type, required: true }), empty)).toBe("Required");
    const optional = field({ type });
    const check = checkForm([optional], { answer: empty });
    expect(check.valid).toBe(true);
    // An unticked optional box is an answer (false); other empty answers are not sent.
    expect(check.valid && check.answers).toEqual(type === "checkbox" ? { answer: false } : {});
  });
});

describe("each type's rules", () => {
  it("text and password: at most 255 characters, plus the definition's rule", () => {
    expect(answer(field({ type: "text" }), "  Meera  ")).toBe("Meera");
    expect(answer(field({ type: "password" }), " secret ")).toBe(" secret ");
    expect(problem(field({ type: "text" }), "x".repeat(256))).toBe("String must contain at most 255 character(s)");
    const coded = field({ type: "text", validation: { pattern: "[A-Z]{3}-\\d{2}", message: "Use a code like ABC-12", minLength: 6 } });
    expect(problem(coded, "AB-1")).toBe("String must contain at least 6 character(s)");
    expect(problem(coded, "abc-12")).toBe("Use a code like ABC-12");
    expect(problem(coded, "ABC-12")).toBeNull();
    expect(problem(field({ type: "text", validation: { pattern: "\\d+" } }), "12a")).toBe("Invalid format");
    expect(problem(field({ type: "text", validation: { maxLength: 3 } }), "abcd")).toBe("String must contain at most 3 character(s)");
    // A broken organiser pattern does not lock people out.
    expect(problem(field({ type: "text", validation: { pattern: "([" } }), "anything")).toBeNull();
  });

  it("textarea: up to 5000 characters", () => {
    expect(problem(field({ type: "textarea" }), "x".repeat(5000))).toBeNull();
    expect(problem(field({ type: "textarea" }), "x".repeat(5001))).toBe("String must contain at most 5000 character(s)");
  });

  it("email: always checked as an address (SPEC §5), with or without a rule", () => {
    const email = field({ type: "email" });
    expect(problem(email, "meera@initech.example")).toBeNull();
    expect(answer(email, " meera@initech.example ")).toBe("meera@initech.example");
    for (const bad of ["meera@", "meera", "@initech.example", "meera@initech", "me..era@initech.example"]) {
      expect(problem(email, bad)).toBe("Invalid email");
    }
    expect(problem(field({ type: "email", validation: { pattern: ".+@initech\\.example", message: "Use your Initech address" } }), "m@x.example")).toBe(
      "Use your Initech address",
    );
  });

  it("number: numeric text, sent as a number, within min and max", () => {
    const age = field({ type: "number", validation: { min: 18, max: 99 } });
    expect(answer(age, "42")).toBe(42);
    expect(answer(field({ type: "number" }), "-1.5")).toBe(-1.5);
    expect(problem(age, "4e1")).toBe("Expected number, received string");
    expect(problem(age, "abc")).toBe("Expected number, received string");
    expect(problem(age, "17")).toBe("Number must be greater than or equal to 18");
    expect(problem(age, "100")).toBe("Number must be less than or equal to 99");
  });

  it("checkbox: a boolean; a required one must be ticked", () => {
    expect(answer(field({ type: "checkbox" }), true)).toBe(true);
    expect(problem(field({ type: "checkbox" }), "yes")).toBe("Expected boolean");
    expect(problem(field({ type: "checkbox", required: true }), true)).toBeNull();
  });

  it("date: a calendar date within minDate and maxDate", () => {
    const day = field({ type: "date", minDate: "2025-03-01", maxDate: "2025-03-31" });
    expect(["2025-03-14", "2025-02-30", "14/03/2025", "2025-02-28", "2025-04-01"].map((value) => problem(day, value))).toEqual([
      null, "Invalid date", "Invalid date", "Date must be on or after 2025-03-01", "Date must be on or before 2025-03-31",
    ]);
    expect(problem(field({ type: "date" }), "1999-12-31")).toBeNull();
  });

  it("datetime: a local date and time within the bounds (date part unless the bound has a time)", () => {
    const slot = field({ type: "datetime", minDate: "2025-03-14", maxDate: "2025-03-15T12:00" });
    expect(["2025-03-14T09:30", "2025-03-14 09:30", "2025-03-13T23:59", "2025-03-15T12:30"].map((value) => problem(slot, value))).toEqual([
      null, "Invalid date and time", "Date must be on or after 2025-03-14", "Date must be on or before 2025-03-15T12:00",
    ]);
  });

  it("time: HH:mm", () => {
    expect(problem(field({ type: "time" }), "09:30")).toBeNull();
    expect(problem(field({ type: "time" }), "24:00")).toBe("Invalid time");
    expect(problem(field({ type: "time" }), "9:30")).toBe("Invalid time");
  });

  it("mobilenumber: country and number digits; 10 digits for 91", () => {
    const mobile = field({ type: "mobilenumber" });
    expect(answer(mobile, { country: "91", number: "9988776655" })).toEqual({ country: "91", number: "9988776655" });
    expect(problem(mobile, { country: "91", number: "99887" })).toBe("Phone number must be 10 digits");
    expect(problem(mobile, { country: "+91", number: "9988776655" })).toBe("Country code must be 1 to 3 digits");
    expect(problem(mobile, { country: "44", number: "7700-900" })).toBe("Phone number must contain digits only");
    expect(problem(mobile, { country: "44", number: "123" })).toBe("Phone number has the wrong length");
    expect(problem(mobile, { country: "44", number: "7700900123" })).toBeNull();
    const ruled = field({ type: "mobilenumber", validation: { minLength: 8, message: "At least 8 digits" } });
    expect(problem(ruled, { country: "1", number: "5550100" })).toBe("At least 8 digits");
    expect(problem(mobile, "9988776655")).toBe("Expected object");
  });

  it("select: one of the options, when the definition lists them", () => {
    const slot = field({ type: "select", options: [{ value: "morning", label: "Morning" }] });
    expect(problem(slot, "morning")).toBeNull();
    expect(problem(slot, "evening")).toBe("Invalid option");
    // Options from a selectApi are loaded at run time and cannot be checked here.
    expect(problem(field({ type: "select", selectApi: "https://example.test/cities" }), "Pune")).toBeNull();
  });

  it("multiSelect: a list of listed options, each once", () => {
    const sessions = field({ type: "multiSelect", options: [{ value: "keynote", label: "Keynote" }, { value: "workshop", label: "Workshop" }] });
    expect(answer(sessions, ["keynote", "workshop"])).toEqual(["keynote", "workshop"]);
    expect(problem(sessions, ["keynote", "party"])).toBe("Invalid option");
    expect(problem(sessions, ["keynote", "keynote"])).toBe("Each option can be chosen once");
    expect(problem(sessions, "keynote")).toBe("Expected array");
  });

  it("CSV options are split and trimmed", () => {
    const csv = field({ type: "multiSelect", apiType: "CSV", options: " S, M ,L,, " as unknown as FormField["options"] });
    expect(fieldOptions(csv)).toEqual([
      { value: "S", label: "S" },
      { value: "M", label: "M" },
      { value: "L", label: "L" },
    ]);
    expect(problem(csv, ["M", "L"])).toBeNull();
    expect(problem(csv, ["XL"])).toBe("Invalid option");
    const listed = field({ type: "select", apiType: "CSV", options: ["red, green", "blue"] as unknown as FormField["options"] });
    expect(fieldOptions(listed).map((option) => option.value)).toEqual(["red", "green", "blue"]);
  });

  it("image and file: stored paths with an allowed extension", () => {
    const brochure = field({ type: "file", allowedFileTypes: [".pdf", "application/msword"] });
    expect(problem(brochure, "eventWebsite/5f1c.pdf")).toBeNull();
    expect(problem(brochure, "eventWebsite/5f1c.DOC?v=2")).toBeNull();
    expect(problem(brochure, "eventWebsite/5f1c.exe")).toBe("File type must be one of: .pdf, application/msword");
    expect(problem(field({ type: "image", allowedFileTypes: ["image/*"] }), "eventWebsite/a.jpeg")).toBeNull();
    expect(problem(field({ type: "image" }), "eventWebsite/anything.bin")).toBeNull();
  });
});

describe("a whole form", () => {
  it("reports every field's first problem at once, and sends the answers when all pass", () => {
    const fields = [
      field({ type: "text", name: "fullName", required: true }),
      field({ type: "email", name: "emailId", required: true }),
      field({ type: "number", name: "guests", validation: { max: 4 } }),
      field({ type: "checkbox", name: "terms", required: true }),
    ];
    expect(checkForm(fields, { fullName: "", emailId: "x", guests: "9", terms: false })).toEqual({
      valid: false,
      errors: {
        fullName: "Required",
        emailId: "Invalid email",
        guests: "Number must be less than or equal to 4",
        terms: "Required",
      },
    });
    expect(checkForm(fields, { fullName: "Meera", emailId: "meera@initech.example", guests: "2", terms: true })).toEqual({
      valid: true,
      answers: { fullName: "Meera", emailId: "meera@initech.example", guests: 2, terms: true },
      errors: {},
    });
  });
});
