import { describe, expect, it } from "vitest";
import { createActor, createMachine, type AnyEventObject } from "xstate";
import { describeModel } from "../testing/describe-model.ts";
import { notAllowedMachine, ROLE_HOME_ADDRESS } from "./not-allowed.machine.ts";
import { notAllowedModel } from "./not-allowed.model.ts";

describeModel(notAllowedModel);

describe("the not-allowed screen", () => {
  it.each([
    ["owner", "Your role (Exhibitor Admin) cannot open this page.", "dashboard"],
    ["admin", "Your role (Exhibitor Admin) cannot open this page.", "dashboard"],
    ["staff", "Your role (Booth Staff) cannot open this page.", "dashboard"],
    ["scanner", "Your role (Lead Scanner) cannot open this page.", "scan"],
    [null, "Your role cannot open this page.", null],
  ] as const)("names the role %s and offers its home", (role, message, home) => {
    const screen = createActor(notAllowedMachine, { input: { search: "", role } }).start();
    expect(screen.getSnapshot().context).toEqual({ message, home });
    screen.stop();
  });
});

describe("the not-allowed screen's way out", () => {
  it("asks the navigation actor for the portal's home, which opens on the role's first screen", () => {
    const commands: AnyEventObject[] = [];
    const root = createMachine({
      invoke: [
        { src: createMachine({ on: { "*": { actions: ({ event }) => void commands.push(event) } } }), systemId: "navigation" },
        { id: "screen", src: notAllowedMachine, input: { search: "", role: "scanner" } },
      ],
    });
    const actor = createActor(root).start();
    actor.getSnapshot().children.screen!.send({ type: "notAllowed.goHome" });
    expect(commands).toEqual([{ type: "navigation.go", to: ROLE_HOME_ADDRESS }]);
    expect(ROLE_HOME_ADDRESS).toBe("/exhibitor/");
    actor.stop();
  });
});
