import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { optionsFromAnswer } from "./select-options.machine.ts";
import { selectOptionsModel } from "./select-options.model.ts";

describeModel(selectOptionsModel);

describe("optionsFromAnswer", () => {
  it("reads a list as given and splits a comma-separated string into trimmed options", () => {
    expect(optionsFromAnswer([{ value: "a", label: "A" }], null)).toEqual([{ value: "a", label: "A" }]);
    expect(optionsFromAnswer("x , y,,z ", "CSV")).toEqual([
      { value: "x", label: "x" },
      { value: "y", label: "y" },
      { value: "z", label: "z" },
    ]);
    expect(optionsFromAnswer([], "CSV")).toEqual([]);
  });
});
