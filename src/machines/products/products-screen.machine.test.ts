import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { MANAGERS_ONLY } from "../testing/role-offers.ts";
import { describeModel } from "../testing/describe-model.ts";
import { countedRead } from "../testing/counted-read.ts";
import { productsScreenMachine } from "./products-screen.machine.ts";
import { productsScreenModel } from "./products-screen.model.ts";

describeModel(productsScreenModel);

describe("what the catalog offers each role", () => {
  it.each(MANAGERS_ONLY)("offers %s Add, Edit and Delete: %s", (role, keeps) => {
    const screen = createActor(productsScreenMachine.provide({ actors: { productsRead: countedRead({ reads: 0 }) } }), {
      input: { search: "", role },
    }).start();
    expect(screen.getSnapshot().context.offers).toEqual({ add: keeps, edit: keeps, remove: keeps });
    screen.stop();
  });
});
