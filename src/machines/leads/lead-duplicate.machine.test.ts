import { describe, expect, it } from "vitest";
import { describeModel } from "../testing/describe-model.ts";
import { leadDuplicateModel } from "./lead-duplicate.model.ts";
import { possibleDuplicateIn } from "./lead-duplicate.machine.ts";
import { indexLeads } from "./leads-list-view.ts";
import { leadFixture } from "./lead-fixtures.ts";

describeModel(leadDuplicateModel);

describe("possibleDuplicateIn", () => {
  const anna = leadFixture({ _id: "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b", fullName: "Anna Schmidt" });
  const ben = leadFixture({ _id: "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", fullName: "Ben Koch", possibleDuplicateOf: anna._id });

  it("names the marked lead and the lead it may repeat", () => {
    expect(possibleDuplicateIn(indexLeads([anna, ben]), ben._id)).toEqual({ _id: ben._id, name: "Ben Koch", of: { _id: anna._id, name: "Anna Schmidt" } });
  });

  it("offers nothing for an unmarked lead, a lead not read, or a lead it may repeat that the viewer does not have", () => {
    expect(possibleDuplicateIn(indexLeads([anna, ben]), anna._id)).toBeNull();
    expect(possibleDuplicateIn(indexLeads([anna]), ben._id)).toBeNull();
    expect(possibleDuplicateIn(indexLeads([ben]), ben._id)).toBeNull();
    expect(possibleDuplicateIn(null, ben._id)).toBeNull();
    expect(possibleDuplicateIn(indexLeads([anna, ben]), null)).toBeNull();
  });
});
