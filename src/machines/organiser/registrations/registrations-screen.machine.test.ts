import { describe, expect, it } from "vitest";
import { describeModel } from "../../testing/describe-model.ts";
import { decisionConsequence } from "./decision-words.ts";
import { registrationFixture, registrationsScreenModel } from "./registrations-screen.model.ts";
import type { DecisionRequest } from "./registrations-screen.types.ts";

describeModel(registrationsScreenModel);

describe("decisionConsequence", () => {
  const byEmail = registrationFixture(1, "Rohan Desai", "pending");
  const bySms = { ...registrationFixture(2, "Priya Menon", "rejected"), email: null };
  const untold = { ...registrationFixture(3, "Asha Rao", "pending"), email: null, mobile: null };
  const said = (decision: DecisionRequest["decision"], registrations: DecisionRequest["registrations"]) => decisionConsequence({ decision, registrations, reason: "" });

  it("says how each chosen guest hears of it: e-mail, else SMS, else not at all", () => {
    expect(said("reject", [bySms])).toBe("The ticket is cancelled and the place on the pass is freed; the reason below is told to the guest. The guest is told by SMS.");
    expect(said("approve", [untold])).toBe("The guest gave no e-mail address or mobile number and is not told.");
    expect(said("approve", [byEmail, bySms, untold])).toBe("The guests are told: 1 by e-mail, 1 by SMS; 1 gave no e-mail address or mobile number and is not told.");
  });

  it("says what a withdrawal gives back", () => {
    expect(said("reopen", [bySms])).toBe(
      "The rejection is withdrawn: the ticket is valid again and takes its place on the pass back, and the registration waits for a decision. The guest is told by SMS.",
    );
  });
});
