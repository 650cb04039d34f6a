import { describe, expect, it } from "vitest";
import { describeModel } from "../../testing/describe-model.ts";
import { statusFromSearch } from "./registrations-query.ts";
import { registrationsScreenModel } from "./registrations-screen.model.ts";

describeModel(registrationsScreenModel);

describe("statusFromSearch", () => {
  it("opens the tab the address asks for, else the pending queue", () => {
    expect(statusFromSearch("?status=rejected")).toBe("rejected");
    expect(statusFromSearch("?status=all")).toBe("all");
    expect(statusFromSearch("?status=maybe")).toBe("pending");
    expect(statusFromSearch("")).toBe("pending");
  });
});
