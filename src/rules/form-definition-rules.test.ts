import { describe, expect, it } from "vitest";
import { cleanDefinition } from "./form-definition-clean.ts";
import { DEFINITION_MESSAGES, problemSentence, problemsOfField } from "./form-definition-messages.ts";
import { formDefinitionProblems } from "./form-definition-rules.ts";
import type { DraftField } from "./form-definition-types.ts";

const messages = (fields: DraftField[], takenNames: Array<{ name: string; by: string }> = []) =>
  formDefinitionProblems(fields, { takenNames }).map(({ index, key, message }) => [index, key, message]);

describe("formDefinitionProblems", () => {
  it("accepts every type of SPEC §3 set up as the guest page can draw it", () => {
    const fields: DraftField[] = [
      { type: "title", content: "About you" },
      { type: "text", name: "firstName", label: "First name", required: true },
      { type: "email", name: "emailId" },
      { type: "number", name: "guests", validation: { min: 1, max: 4 } },
      { type: "password", name: "secret" },
      { type: "textarea", name: "notes" },
      { type: "date", name: "arrival", minDate: "2026-03-14", maxDate: "2026-03-16" },
      { type: "datetime", name: "slot", minDate: "2026-03-14T09:00", maxDate: "2026-03-16" },
      { type: "time", name: "at" },
      { type: "checkbox", name: "consent", required: true },
      { type: "select", name: "size", options: [{ value: "S", label: "Small" }] },
      { type: "multiSelect", name: "topics", options: "AI, Cloud , Data" },
      { type: "select", name: "country", selectApi: "countries" },
      { type: "image", name: "photo", allowedFileTypes: ["png", ".jpg"] },
      { type: "file", name: "cv", allowedFileTypes: ["pdf", "application/msword"] },
      { type: "mobilenumber", name: "mobile" },
      { type: "html", content: "<p>Thanks</p>" },
      { type: "info", label: "Bring your ID" },
      { type: "line" },
    ];
    expect(messages(fields)).toEqual([]);
  });

  it("refuses what the guest page could not render, naming the setting to fix", () => {
    const fields: DraftField[] = [
      { type: "text" },
      { type: "rating", name: "stars" },
      { type: "select", name: "size" },
      { type: "email", name: "Size" },
      { type: "date", name: "day", minDate: "2026-02-30", maxDate: "tomorrow" },
      { type: "date", name: "day2", minDate: "2026-03-16", maxDate: "2026-03-14" },
      { type: "title" },
      { type: "file", name: "cv", allowedFileTypes: ["exe"] },
      { type: "file", name: "both", allowedFileTypes: ["png", "pdf"] },
      { type: "text", name: "1st" },
      { type: "text", name: "ticketId" },
      { type: "multiSelect", name: "tags", options: [{ value: "a", label: "A" }, { value: "a", label: "again" }] },
      { type: "image", name: "photo", allowedFileTypes: ["pdf"] },
      { type: "text", name: "code", validation: { pattern: "([" } },
      { type: "select", name: "pick", options: "x, y", default: "z" },
    ];
    expect(messages(fields)).toEqual([
      [0, "name", DEFINITION_MESSAGES.needsName],
      [1, "type", DEFINITION_MESSAGES.unknownType("rating")],
      [2, "options", DEFINITION_MESSAGES.needsOptions],
      [3, "name", DEFINITION_MESSAGES.duplicateName("Field 3 (size)")],
      [4, "minDate", "Use a date (YYYY-MM-DD)."],
      [4, "maxDate", "Use a date (YYYY-MM-DD)."],
      [5, "maxDate", DEFINITION_MESSAGES.boundsCrossed],
      [6, "content", DEFINITION_MESSAGES.needsText],
      [7, "allowedFileTypes", DEFINITION_MESSAGES.unknownFileType("exe")],
      [8, "allowedFileTypes", DEFINITION_MESSAGES.mixedFileTypes],
      [9, "name", DEFINITION_MESSAGES.badName],
      [10, "name", DEFINITION_MESSAGES.reservedName("ticketId")],
      [11, "options", DEFINITION_MESSAGES.repeatedOption("a")],
      [12, "allowedFileTypes", DEFINITION_MESSAGES.imageFileType("pdf")],
      [13, "validation", DEFINITION_MESSAGES.badPattern],
      [14, "default", DEFINITION_MESSAGES.badDefault("Invalid option")],
    ]);
  });

  it("refuses a name the fields every pass shares already answer under", () => {
    expect(messages([{ type: "text", name: "company" }], [{ name: "Company", by: "the form every pass shares" }])).toEqual([
      [0, "name", DEFINITION_MESSAGES.takenName("company", "the form every pass shares")],
    ]);
  });

  it("says which field a problem belongs to when read without the builder", () => {
    const fields: DraftField[] = [{ type: "line" }, { type: "select", name: "size", label: "Company size" }];
    const [problem] = formDefinitionProblems(fields);
    expect(problemSentence(fields, problem!)).toBe(`Field 2 (Company size), options: ${DEFINITION_MESSAGES.needsOptions}`);
    expect(problemsOfField(formDefinitionProblems(fields), 1)).toEqual({ options: DEFINITION_MESSAGES.needsOptions });
  });
});

describe("cleanDefinition", () => {
  it("keeps only the settings the type uses, trimmed", () => {
    expect(
      cleanDefinition({
        type: "select",
        name: " size ",
        label: "",
        options: " S, M ",
        minDate: "2026-01-01",
        allowedFileTypes: ["pdf"],
        required: false,
        customClass: "half",
      }),
    ).toEqual({ type: "select", name: "size", options: "S, M", apiType: "CSV", customClass: "half" });
    expect(cleanDefinition({ type: "date", name: "d", minDate: "2026-01-01", maxDate: " ", options: [{ value: "x", label: "x" }], required: true })).toEqual({
      type: "date",
      name: "d",
      minDate: "2026-01-01",
      required: true,
    });
    expect(cleanDefinition({ type: "select", name: "s", options: [{ value: " a ", label: "" }] })).toEqual({
      type: "select",
      name: "s",
      options: [{ value: "a", label: "a" }],
    });
  });
});
