import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import type { FormField } from "../../rules/form-rules.ts";
import type { Role } from "../../rules/roles.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { countedRead } from "../testing/counted-read.ts";
import { describeModel } from "../testing/describe-model.ts";
import type { RegistrationAnswer, RegistrationBody } from "./referral-registration.machine.ts";
import { EMAIL, FIELDS, NAME, registered, SUCCESS_HTML } from "./referral-registration.fixtures.ts";
import { ticketsAddress } from "./tickets-address.ts";
import { screenReferralRegistration, ticketsScreenMachine } from "./tickets-screen.machine.ts";
import { GOLD, ticketsScreenModel } from "./tickets-screen.model.ts";

describeModel(ticketsScreenModel);

/** The screen over reads that answer at once and a referral form whose calls the test settles. */
const startScreen = (search: string, role: Role = "owner") => {
  const passReads = { reads: 0 };
  const referralReads = { reads: 0 };
  const register = createControllablePromiseActor<RegistrationAnswer, RegistrationBody>();
  const toasts: ToastParams[] = [];
  const addresses: string[] = [];
  const machine = ticketsScreenMachine.provide({
    actors: {
      passesRead: countedRead(passReads, [GOLD]),
      referralsRead: countedRead(referralReads),
      referralRegistration: screenReferralRegistration.provide({
        actors: {
          loadFormFields: fromPromise<ReadonlyArray<FormField>, { passId: string }>(async () => FIELDS),
          register: register.logic,
        },
        actions: { notify: (_, toast) => void toasts.push(toast) },
      }),
    },
    actions: { showAddress: (_, { to }) => void addresses.push(to) },
  });
  const screen = createActor(machine, { input: { search, role } }).start();
  return { screen, register, passReads, referralReads, toasts, addresses };
};

describe("the tickets screen with its referral form", () => {
  it("reads the passes and the referrals again after a registration, and keeps the dialog until it is closed", async () => {
    const { screen, register, passReads, referralReads, addresses } = startScreen("");
    await waitFor(screen, (snapshot) => snapshot.children.passes?.getSnapshot().matches("loaded") ?? false);
    screen.send({ type: "pass.register", pass: GOLD });
    const form = screen.getSnapshot().context.referral!;
    expect(form.getSnapshot().context.passId).toBe(GOLD._id);
    await waitFor(form, (snapshot) => snapshot.matches("ready"));
    form.send({ type: "field.change", name: "fullName", value: NAME });
    form.send({ type: "field.change", name: "emailId", value: EMAIL });
    form.send({ type: "form.submit" });
    expect(form.getSnapshot().matches("submitting")).toBe(true);

    // A registration under way is not dropped: closing waits for the answer.
    screen.send({ type: "dialog.close" });
    expect(screen.getSnapshot().matches("registering")).toBe(true);

    register.pending("register")!.resolve(registered(SUCCESS_HTML));
    await waitFor(form, (snapshot) => snapshot.matches("success"));
    expect(passReads.reads).toBe(2);
    expect(referralReads.reads).toBe(2);

    // Register Another Person: the same form, empty again; the screen's dialog stays open.
    form.send({ type: "registration.again" });
    expect(form.getSnapshot().matches("ready")).toBe(true);
    expect(screen.getSnapshot().context.referral).toBe(form);

    screen.send({ type: "dialog.close" });
    expect(screen.getSnapshot().matches("closed")).toBe(true);
    expect(form.getSnapshot().status).toBe("stopped");
    expect(addresses).toEqual([ticketsAddress({ dialog: "register", passId: GOLD._id }), ticketsAddress(null)]);
  });

  it("opens the Register dialog an invite link names once the passes have loaded, and nothing for an unknown pass", async () => {
    const invited = startScreen(`?register=${GOLD._id}`);
    await waitFor(invited.screen, (snapshot) => snapshot.matches("registering"));
    expect(invited.screen.getSnapshot().context.pass).toEqual(GOLD);

    const unknown = startScreen("?invite=8091a2b3-c4d5-46e7-b809-1a2b3c4d5e60");
    await waitFor(unknown.screen, (snapshot) => snapshot.context.requested === null);
    expect(unknown.screen.getSnapshot().matches("closed")).toBe(true);
    expect(unknown.addresses).toEqual([]);
  });
});

describe("an invite link with the passes kept on the device", () => {
  it("opens nothing from the kept copy: the server's answer decides", async () => {
    const passesRead = createControllablePromiseActor<unknown, unknown>();
    const machine = ticketsScreenMachine.provide({
      actors: {
        // The kept copy lacks the pass the link names (allocated since the last visit).
        passesRead: remoteDataMachine.provide({ actors: { fetchData: passesRead.logic, recallData: fromPromise<unknown, unknown>(async () => []) } }),
        referralsRead: countedRead({ reads: 0 }),
      },
      actions: { showAddress: () => undefined },
    });
    const screen = createActor(machine, { input: { search: `?invite=${GOLD._id}`, role: "owner" } }).start();
    const passes = screen.getSnapshot().children.passes!;
    await waitFor(passes, (snapshot) => snapshot.context.data !== null);
    expect(screen.getSnapshot().context.requested).toBe(`?invite=${GOLD._id}`);
    expect(screen.getSnapshot().matches("closed")).toBe(true);

    passesRead.pending()!.resolve([GOLD]);
    await waitFor(screen, (snapshot) => snapshot.matches("inviting"));
    expect(screen.getSnapshot().context.pass).toEqual(GOLD);
    screen.stop();
  });
});

describe("Register and the person's role", () => {
  it("offers Register to every role that may open the screen", () => {
    for (const role of ["owner", "admin", "staff"] as const) {
      const { screen } = startScreen("", role);
      expect(screen.getSnapshot().context.mayRegister).toBe(true);
      screen.stop();
    }
  });

  it("opens no referral form for a role that may not register, by button or by address", async () => {
    const { screen, addresses } = startScreen("", "scanner");
    expect(screen.getSnapshot().context.mayRegister).toBe(false);
    await waitFor(screen, (snapshot) => snapshot.children.passes?.getSnapshot().matches("loaded") ?? false);
    screen.send({ type: "pass.register", pass: GOLD });
    expect(screen.getSnapshot().matches("closed")).toBe(true);
    expect(screen.getSnapshot().context.referral).toBeNull();

    const linked = startScreen(`?register=${GOLD._id}`, "scanner");
    await waitFor(linked.screen, (snapshot) => snapshot.context.requested === null);
    expect(linked.screen.getSnapshot().matches("closed")).toBe(true);
    expect([...addresses, ...linked.addresses]).toEqual([]);
    screen.stop();
    linked.screen.stop();
  });
});
