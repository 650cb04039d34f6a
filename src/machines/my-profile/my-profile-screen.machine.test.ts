import { describe, expect, it } from "vitest";
import { createActor, createMachine } from "xstate";
import { ROLES } from "../../rules/roles.ts";
import { describeModel } from "../testing/describe-model.ts";
import { accountOf } from "./my-account.ts";
import { myProfileScreenMachine } from "./my-profile-screen.machine.ts";
import { myProfileScreenModel } from "./my-profile-screen.model.ts";
import { MEERA } from "./my-details.model.ts";

describeModel(myProfileScreenModel);

describe("my profile screen", () => {
  it("names every role as the header does, and none for a screen started without one", () => {
    const labels = [...ROLES, null].map((role) => {
      const actor = createActor(myProfileScreenMachine.provide({ actors: { details: createMachine({}) as never } }), { input: { search: "", role } }).start();
      const label = actor.getSnapshot().context.roleLabel;
      actor.stop();
      return label;
    });
    expect(labels).toEqual(["Exhibitor Admin", "Exhibitor Admin", "Booth Staff", "Lead Scanner", null]);
  });

  it("shows the sign-in number with its calling code, and none for an e-mail account", () => {
    expect(accountOf({ context: { user: MEERA } } as never)).toEqual({ number: "+91 9811144455", hasPassword: false });
    expect(accountOf({ context: { user: { ...MEERA, mobile: null, phoneCode: null, hasPassword: true } } } as never)).toEqual({ number: null, hasPassword: true });
    expect(accountOf({ context: { user: null } } as never)).toBeNull();
  });
});
