import { describe, expect, it } from "vitest";
import { labelledMessage } from "./form-answer-messages.ts";

describe("the server's words for a refused answer", () => {
  it("counts characters in the singular for one", () => {
    expect(labelledMessage({ kind: "tooShort", min: 1 }, "Bio", "bio")).toBe("Bio must be at least 1 character");
    expect(labelledMessage({ kind: "tooShort", min: 3 }, "Bio", "bio")).toBe("Bio must be at least 3 characters");
    expect(labelledMessage({ kind: "tooLong", max: 1 }, "Initial", "initial")).toBe("Initial must be at most 1 character");
  });

  it("writes e-mail as the product does", () => {
    expect(labelledMessage({ kind: "email" }, "Email", "emailId")).toBe("Email must be a valid e-mail address");
  });
});
