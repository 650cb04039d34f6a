import { describe, expect, it } from "vitest";
import { describeModel } from "../../testing/describe-model.ts";
import { statusFromSearch } from "./registrations-query.ts";
import { EMPTY_REGISTRATIONS_PAGE, registrationFixture, registrationsScreenModel } from "./registrations-screen.model.ts";
import { decisionConsequence } from "./registrations-screen.selectors.ts";
import type { DecisionRequest, RegistrationsPage } from "./registrations-screen.types.ts";

describeModel(registrationsScreenModel);

describe("statusFromSearch", () => {
  it("opens the tab the address asks for, else the pending queue", () => {
    expect(statusFromSearch("?status=rejected")).toBe("rejected");
    expect(statusFromSearch("?status=all")).toBe("all");
    expect(statusFromSearch("?status=maybe")).toBe("pending");
    expect(statusFromSearch("")).toBe("pending");
  });
});

describe("decisionConsequence", () => {
  const byEmail = registrationFixture(1, "Rohan Desai", "pending");
  const bySms = { ...registrationFixture(2, "Priya Menon", "rejected"), email: null };
  const untold = { ...registrationFixture(3, "Asha Rao", "pending"), email: null, mobile: null };
  const page: RegistrationsPage = { ...EMPTY_REGISTRATIONS_PAGE, registrations: [byEmail, bySms, untold], total: 3 };
  const said = (decision: DecisionRequest["decision"], ids: string[]) => decisionConsequence({ decision, ids, reason: "" }, page);

  it("says how each chosen guest hears of it: e-mail, else SMS, else not at all", () => {
    expect(said("reject", [bySms._id])).toBe("The ticket is cancelled and the place on the pass is freed; the reason below is told to the guest. The guest is told by SMS.");
    expect(said("approve", [untold._id])).toBe("The guest gave no e-mail address or mobile number and is not told.");
    expect(said("approve", [byEmail._id, bySms._id, untold._id])).toBe(
      "The guests are told: 1 by e-mail, 1 by SMS; 1 gave no e-mail address or mobile number and is not told.",
    );
  });

  it("says what a withdrawal gives back", () => {
    expect(said("reopen", [bySms._id])).toBe(
      "The rejection is withdrawn: the ticket is valid again and takes its place on the pass back, and the registration waits for a decision. The guest is told by SMS.",
    );
  });
});
