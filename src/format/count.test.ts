import { describe, expect, it } from "vitest";
import { countOf, nounFor } from "./count.ts";

describe("counts with their noun", () => {
  it("says one in the singular and every other count in the plural", () => {
    expect(countOf(1, "member")).toBe("1 member");
    expect(countOf(0, "member")).toBe("0 members");
    expect(countOf(2, "referral")).toBe("2 referrals");
    expect(countOf(1, "entry", "entries")).toBe("1 entry");
    expect(countOf(3, "entry", "entries")).toBe("3 entries");
  });

  it("groups thousands", () => {
    expect(countOf(1250, "lead")).toBe("1,250 leads");
  });

  it("gives the noun alone", () => {
    expect(nounFor(1, "pass", "passes")).toBe("pass");
    expect(nounFor(4, "pass", "passes")).toBe("passes");
  });
});
