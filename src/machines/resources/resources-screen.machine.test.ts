import { describe, expect, it } from "vitest";
import { createActor, fromCallback } from "xstate";
import { MANAGERS_ONLY } from "../testing/role-offers.ts";
import { describeModel } from "../testing/describe-model.ts";
import { resourcesScreenMachine } from "./resources-screen.machine.ts";
import { resourcesScreenModel } from "./resources-screen.model.ts";

describeModel(resourcesScreenModel);

describe("what My Resources offers each role", () => {
  it.each(MANAGERS_ONLY)("offers %s Add, Edit and Delete: %s", (role, keeps) => {
    const screen = createActor(resourcesScreenMachine.provide({ actors: { eventLookup: fromCallback(() => undefined) } }), {
      input: { search: "", role },
    }).start();
    expect(screen.getSnapshot().context.offers).toEqual({ add: keeps, edit: keeps, remove: keeps });
    screen.stop();
  });
});
