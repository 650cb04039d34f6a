import { describe, expect, it } from "vitest";
import { createActor, createMachine, type AnyEventObject } from "xstate";
import { GO_BACK_FALLBACK, notFoundMachine } from "./not-found.machine.ts";

/** The not-found machine inside a system whose navigation actor records what it is asked. */
const runInSystem = () => {
  const commands: AnyEventObject[] = [];
  const root = createMachine({
    invoke: [
      {
        src: createMachine({ on: { "*": { actions: ({ event }) => void commands.push(event) } } }),
        systemId: "navigation",
      },
      { id: "screen", src: notFoundMachine, input: { search: "", role: null } },
    ],
  });
  const actor = createActor(root).start();
  return { actor, commands };
};

describe("not-found screen machine", () => {
  it("asks the navigation actor for Back, with the dashboard when the tab has nothing to go back to", () => {
    const { actor, commands } = runInSystem();
    actor.getSnapshot().children.screen!.send({ type: "notFound.goBack" });
    expect(commands).toEqual([{ type: "navigation.back", fallback: GO_BACK_FALLBACK }]);
    expect(GO_BACK_FALLBACK).toBe("/exhibitor");
    actor.stop();
  });
});
