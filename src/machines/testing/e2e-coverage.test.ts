import { describe, expect, it } from "vitest";
import { buildE2eCoverage, e2eCoverageMarkdown, type RecordedTest } from "./e2e-coverage.ts";
import { cooldownModel } from "./fixtures/cooldown.fixture.ts";
import { keysByLocator } from "./transition-locator.ts";

/** The locator of the cooldown fixture's transition with this key. */
const locatorOf = (key: string): string => {
  const found = [...keysByLocator(cooldownModel.machine)].find(([, candidate]) => candidate === key);
  if (found === undefined) throw new Error(`The cooldown fixture has no transition ${key}`);
  return found[0];
};

const START = "cooldown.start --(always)--> cooldown.idle";
const SEND = "cooldown.idle --code.send [hasCode]--> cooldown.sending";
const SENT = "cooldown.sending --xstate.done.actor.sendCode--> cooldown.waiting";

const records: RecordedTest[] = [
  { test: "sign-in.spec.ts › sends a code", locators: [locatorOf(START), locatorOf(SEND), locatorOf(SENT)] },
  { test: "sign-in.spec.ts › opens the form", locators: [locatorOf(START)] },
  { test: "leads.spec.ts › adds a lead", locators: ["leadsScreen.ready|lead.add|0"] },
];

describe("the e2e coverage report", () => {
  const coverage = buildE2eCoverage([cooldownModel], records);

  it("counts per machine the transitions e2e tests drove, with their tests, and the ones only the model walks", () => {
    expect(coverage.tests).toBe(3);
    const [cooldown] = coverage.machines;
    expect(cooldown!.machine).toBe("cooldown");
    expect(cooldown!.transitions).toBe(9);
    expect(cooldown!.driven).toEqual([
      { key: START, tests: ["sign-in.spec.ts › opens the form", "sign-in.spec.ts › sends a code"] },
      { key: SEND, tests: ["sign-in.spec.ts › sends a code"] },
      { key: SENT, tests: ["sign-in.spec.ts › sends a code"] },
    ]);
    expect(cooldown!.modelOnly).toHaveLength(6);
    expect(cooldown!.modelOnly).toContain("cooldown.waiting --code.clear--> cooldown.idle");
    expect(cooldown!.modelOnly).not.toContain(SEND);
  });

  it("names what was recorded that no machine of the registry defines", () => {
    expect(coverage.unknown).toEqual([{ locator: "leadsScreen.ready|lead.add|0", tests: ["leads.spec.ts › adds a lead"] }]);
  });

  it("writes the summary table, then each machine's driven transitions with their tests and the rest", () => {
    const markdown = e2eCoverageMarkdown(coverage);
    expect(markdown).toContain("| [cooldown](#cooldown) | 9 | 3 | 33.3 % |");
    expect(markdown).toContain("| **all** | 9 | 3 | 33.3 % |");
    expect(markdown).toContain(`- \`${START}\` (2 tests)\n  - sign-in.spec.ts › opens the form\n  - sign-in.spec.ts › sends a code\n`);
    expect(markdown).toContain(`- \`${SEND}\` (1 test)\n  - sign-in.spec.ts › sends a code\n`);
    const modelOnly = markdown.slice(markdown.indexOf("Walked by the model tests only:"));
    expect(modelOnly).toContain("- `cooldown.waiting --code.clear--> cooldown.idle`");
    expect(modelOnly).not.toContain(SEND);
    expect(markdown).toContain("- `leadsScreen.ready|lead.add|0`: leads.spec.ts › adds a lead");
  });
});
