import { describe, expect, it } from "vitest";
import { createActor, waitFor, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { apiLayer, createMemoryStorage, makeApiRunner, Validation } from "../../api/index.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { checkForm, type FormField } from "../../rules/form-rules.ts";
import { selectOptionsActorId, type selectOptionsMachine } from "../forms/select-options.machine.ts";
import { SECTOR_OPTIONS } from "../forms/select-options.model.ts";
import { referralRegistrationImplementations } from "./referral-registration.actors.ts";
import {
  failureMessage,
  REFERRAL_TEXTS,
  referralRegistrationMachine,
  registrationBody,
  serverFieldErrors,
  successMessageOf,
  type RegistrationAnswer,
  type RegistrationBody,
} from "./referral-registration.machine.ts";
import { shownErrors, submitDisabled, submitLabel } from "./referral-form-view.ts";
import * as fixture from "./referral-registration.fixtures.ts";
import { referralRegistrationModel } from "./referral-registration.model.ts";
import { refusal } from "../testing/call-outcomes.ts";
import { createControllablePromiseActor } from "../testing/controllable-promise-actor.ts";
import { describeModel } from "../testing/describe-model.ts";

describeModel(referralRegistrationModel);

type Snapshot = SnapshotFrom<typeof referralRegistrationMachine>;

/** The machine over controllable actors, with toasts and refreshes recorded. */
const startDialog = () => {
  const loadFormFields = createControllablePromiseActor<ReadonlyArray<FormField>, { passId: string }>();
  const register = createControllablePromiseActor<RegistrationAnswer, RegistrationBody>();
  const toasts: ToastParams[] = [];
  let refreshes = 0;
  const machine = referralRegistrationMachine.provide({
    actors: { loadFormFields: loadFormFields.logic, register: register.logic },
    actions: {
      notify: (_, toast) => void toasts.push(toast),
      refreshPassesAndReferrals: () => void (refreshes += 1),
    },
  });
  const actor = createActor(machine, { input: { passId: fixture.PASS_ID, eventId: fixture.EVENT_ID } }).start();
  const settle = (predicate: (snapshot: Snapshot) => boolean) => waitFor(actor, predicate);
  return { actor, loadFormFields, register, toasts, refreshes: () => refreshes, settle };
};

type Dialog = ReturnType<typeof startDialog>;

const atReady = async (dialog: Dialog = startDialog()) => {
  dialog.loadFormFields.pending("loadFormFields")!.resolve(fixture.FIELDS);
  await dialog.settle((snapshot) => snapshot.matches("ready"));
  return dialog;
};

/** A valid form submitted: the register call is running. */
const atSubmitting = async () => {
  const dialog = await atReady();
  dialog.actor.send({ type: "field.change", name: "fullName", value: fixture.NAME });
  dialog.actor.send({ type: "field.change", name: "emailId", value: fixture.EMAIL });
  dialog.actor.send({ type: "form.submit" });
  expect(dialog.actor.getSnapshot().matches("submitting")).toBe(true);
  return dialog;
};

describe("referral registration: loading the form", () => {
  it.each(fixture.LOAD_FAILURES)("a failed load shows $shows and retries", async ({ error, shows }) => {
    const dialog = startDialog();
    expect(dialog.actor.getSnapshot().hasTag("busy")).toBe(true);
    dialog.loadFormFields.pending("loadFormFields")!.reject(error);
    await dialog.settle((snapshot) => snapshot.matches("loadFailed"));
    expect(dialog.actor.getSnapshot().context.error).toBe(shows);
    dialog.actor.send({ type: "fields.retry" });
    expect(dialog.actor.getSnapshot().context.error).toBeNull();
    expect(dialog.loadFormFields.calls.map((call) => call.input)).toEqual([{ passId: fixture.PASS_ID }, { passId: fixture.PASS_ID }]);
    await atReady(dialog);
    expect(dialog.actor.getSnapshot().context.values).toEqual(fixture.INITIAL_VALUES);
  });
});

describe("referral registration: the form (SPEC §5)", () => {
  it("shows a field's error only once it was touched, and every error after an invalid submit", async () => {
    const { actor } = await atReady();
    actor.send({ type: "field.change", name: "emailId", value: "meera@" });
    expect(shownErrors(actor.getSnapshot().context)).toEqual({});
    expect(submitDisabled(actor.getSnapshot())).toBe(true);
    actor.send({ type: "field.blur", name: "emailId" });
    expect(shownErrors(actor.getSnapshot().context)).toEqual({ emailId: "Invalid email" });
    actor.send({ type: "form.submit" });
    expect(actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    expect(shownErrors(actor.getSnapshot().context)).toEqual({ fullName: "Required", emailId: "Invalid email" });
  });

  it("keeps the digits of a typed phone number and ignores fields the form does not have", async () => {
    const { actor } = await atReady();
    actor.send({ type: "field.change", name: "mobile", value: fixture.TYPED_MOBILE });
    actor.send({ type: "field.change", name: "ticketId", value: "forged" });
    expect(actor.getSnapshot().context.values).toEqual({ ...fixture.INITIAL_VALUES, mobile: fixture.MOBILE });
  });

  it("sends the pass id and the decoded answers, leaving out empty optional ones", async () => {
    const dialog = await atSubmitting();
    expect(submitLabel(dialog.actor.getSnapshot())).toBe("Registering...");
    expect(dialog.register.pending("register")?.input).toEqual({
      ticketId: fixture.PASS_ID,
      fullName: fixture.NAME,
      emailId: fixture.EMAIL,
      newsletter: false,
      slot: "morning",
    });
  });

  it("never lets an answer named ticketId replace the pass", () => {
    const fields = [{ ...fixture.FIELDS[1]!, name: "ticketId", required: false }];
    const body = registrationBody({
      passId: fixture.PASS_ID,
      eventId: fixture.EVENT_ID,
      fields,
      values: { ticketId: "forged" },
      touched: {},
      serverErrors: {},
      error: null,
      successMessage: null,
      ticket: null,
      uploading: [],
    });
    expect(body).toEqual({ ticketId: fixture.PASS_ID });
  });
});

describe("referral registration: outcomes (SPEC §4, §8)", () => {
  it("success shows the server HTML, says so in a toast, refreshes, and starts over on request", async () => {
    const dialog = await atSubmitting();
    dialog.register.pending("register")!.resolve(fixture.registered(fixture.SUCCESS_HTML));
    await dialog.settle((snapshot) => snapshot.matches("success"));
    expect(dialog.actor.getSnapshot().context.successMessage).toBe(fixture.SUCCESS_HTML);
    // The ticket the registration issued, with its badge and what became of its e-mail.
    expect(dialog.actor.getSnapshot().context.ticket).toEqual({
      guestName: fixture.EMAIL,
      badge: { id: "6e7f8091-a2b3-44c5-96e7-f8091a2b3c4d", ticketCode: "GOLD-7K3M9Q2A", ticketStatus: "active" },
      ticketEmail: "queued",
    });
    expect(dialog.toasts).toEqual([{ title: "Success", description: "User registered successfully via referral!", variant: "success" }]);
    expect(dialog.refreshes()).toBe(1);
    dialog.actor.send({ type: "registration.again" });
    const { context } = dialog.actor.getSnapshot();
    expect(dialog.actor.getSnapshot().matches({ ready: "idle" })).toBe(true);
    expect(context.values).toEqual(fixture.INITIAL_VALUES);
    expect(context.touched).toEqual({});
    expect(context.successMessage).toBeNull();
    expect(context.ticket).toBeNull();
  });

  it("a blank server message gives the default", () => {
    expect(successMessageOf(fixture.registered("  "))).toBe("Your registration is complete.");
    expect(successMessageOf(fixture.registered(fixture.SUCCESS_HTML))).toBe(fixture.SUCCESS_HTML);
  });

  it.each(fixture.REGISTER_FAILURES.map((failure) => ({ ...failure, label: String((failure.error as Error).message) })))(
    "failure $label: shows $shows, keeps the answers, refreshes nothing",
    async ({ error, shows, fieldErrors }) => {
      const dialog = await atSubmitting();
      dialog.register.pending("register")!.reject(error);
      await dialog.settle((snapshot) => snapshot.matches({ ready: "error" }));
      const snapshot = dialog.actor.getSnapshot();
      expect(snapshot.context.error).toBe(shows);
      expect(snapshot.context.serverErrors).toEqual(fieldErrors);
      expect(shownErrors(snapshot.context)).toEqual(fieldErrors);
      expect(snapshot.context.values).toEqual({ ...fixture.INITIAL_VALUES, fullName: fixture.NAME, emailId: fixture.EMAIL });
      expect(dialog.toasts).toEqual([{ title: "Error", description: shows, variant: "destructive" }]);
      expect(dialog.refreshes()).toBe(0);
      // The person can fix and send again; a changed field drops the server's message for it.
      dialog.actor.send({ type: "field.change", name: "emailId", value: "meera.iyer@initech.example" });
      expect(dialog.actor.getSnapshot().context.serverErrors).toEqual({});
      dialog.actor.send({ type: "form.submit" });
      expect(dialog.actor.getSnapshot().matches("submitting")).toBe(true);
      expect(dialog.actor.getSnapshot().context.error).toBeNull();
    },
  );

  it("maps only the server errors that name a field of this form", () => {
    const error = refusal("2 problems", { "/emailId": "taken", nickname: "nickname is not a field of this form", "": "body" });
    expect(serverFieldErrors(fixture.FIELDS, error)).toEqual({ emailId: "taken" });
    expect(serverFieldErrors(fixture.FIELDS, new Error("boom"))).toEqual({});
  });

  it("falls back per SPEC §8", () => {
    expect(failureMessage(new Validation({ message: "An error occurred", errors: [] }), REFERRAL_TEXTS.registerFailed)).toBe(
      "Failed to register user via referral",
    );
    expect(failureMessage("nope", REFERRAL_TEXTS.registerFailed)).toBe("An unexpected error occurred");
  });
});

describe("referral registration over the real client (injected fetch)", () => {
  const BASE = "http://portal.test/api";
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

  const scriptedServer = (answers: Response[]) => {
    const requests: Array<{ method: string; url: string; body: unknown }> = [];
    const fetch = async (request: Request): Promise<Response> => {
      const text = await request.text();
      requests.push({ method: request.method, url: request.url.replace(BASE, ""), body: text === "" ? undefined : JSON.parse(text) });
      const answer = answers.shift();
      if (answer === undefined) throw new TypeError(`no answer scripted for ${request.url}`);
      return answer;
    };
    return { fetch, requests };
  };

  const startReal = (server: ReturnType<typeof scriptedServer>) => {
    const toasts: ToastParams[] = [];
    let refreshes = 0;
    const runApi = makeApiRunner(apiLayer({ baseUrl: BASE, fetch: server.fetch, storage: createMemoryStorage() }));
    const { actors, actions } = referralRegistrationImplementations({ runApi, notify: (toast) => void toasts.push(toast) });
    const machine = referralRegistrationMachine.provide({ actors, actions: { ...actions, refreshPassesAndReferrals: () => void (refreshes += 1) } });
    const actor = createActor(machine, { input: { passId: fixture.PASS_ID, eventId: fixture.EVENT_ID } }).start();
    return { actor, toasts, refreshes: () => refreshes };
  };

  it("loads the pass's form, is refused with 409, then registers", async () => {
    const server = scriptedServer([
      json(200, { success: true, data: fixture.FIELDS }),
      json(200, { success: true, data: SECTOR_OPTIONS }),
      json(409, { success: false, message: "All passes of this allocation are used." }),
      json(201, fixture.registered(fixture.SUCCESS_HTML)),
    ]);
    const { actor, toasts, refreshes } = startReal(server);
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    expect(server.requests[0]).toEqual({ method: "GET", url: `/form-fields?ticketId=${fixture.PASS_ID}`, body: undefined });
    // The sector field's options come from the portal's own list, by the field's selectApi.
    const sector = actor.getSnapshot().children[selectOptionsActorId("sector")] as ActorRefFrom<typeof selectOptionsMachine>;
    await waitFor(sector, (snapshot) => snapshot.matches("loaded"));
    expect(server.requests[1]).toEqual({ method: "GET", url: "/form-field-options?source=sectors", body: undefined });
    expect(sector.getSnapshot().context.options).toEqual(SECTOR_OPTIONS);
    // Only a served option is an answer.
    actor.send({ type: "field.change", name: "sector", value: "mining" });
    expect(checkForm(actor.getSnapshot().context.fields, actor.getSnapshot().context.values).errors["sector"]).toBe("Invalid option");
    actor.send({ type: "field.change", name: "sector", value: "logistics" });

    actor.send({ type: "field.change", name: "fullName", value: ` ${fixture.NAME} ` });
    actor.send({ type: "field.change", name: "emailId", value: fixture.EMAIL });
    actor.send({ type: "field.change", name: "mobile", value: fixture.MOBILE });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: "error" }));
    const body = { ticketId: fixture.PASS_ID, fullName: fixture.NAME, emailId: fixture.EMAIL, mobile: fixture.MOBILE, newsletter: false, slot: "morning", sector: "logistics" };
    expect(server.requests[2]).toEqual({ method: "POST", url: "/referral-registration", body });
    expect(actor.getSnapshot().context.error).toBe("All passes of this allocation are used.");
    expect(toasts.at(-1)).toEqual({ title: "Error", description: "All passes of this allocation are used.", variant: "destructive" });

    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches("success"));
    expect(server.requests[3]?.body).toEqual(body);
    expect(actor.getSnapshot().context.successMessage).toBe(fixture.SUCCESS_HTML);
    expect(refreshes()).toBe(1);
  });

  it("a 400 from the server puts its messages beside the fields; an option list that fails leaves the rest usable", async () => {
    const server = scriptedServer([
      json(200, { success: true, data: fixture.FIELDS }),
      json(404, { success: false, message: "Option list not found" }),
      json(400, {
        success: false,
        message: "Email must be a valid e-mail address",
        errors: [{ path: "emailId", message: "Email must be a valid e-mail address" }],
      }),
    ]);
    const { actor } = startReal(server);
    await waitFor(actor, (snapshot) => snapshot.matches("ready"));
    const sector = actor.getSnapshot().children[selectOptionsActorId("sector")] as ActorRefFrom<typeof selectOptionsMachine>;
    await waitFor(sector, (snapshot) => snapshot.matches("failed"));
    expect(sector.getSnapshot().context.error).toBe("Option list not found");
    actor.send({ type: "field.change", name: "fullName", value: fixture.NAME });
    actor.send({ type: "field.change", name: "emailId", value: fixture.EMAIL });
    actor.send({ type: "form.submit" });
    await waitFor(actor, (snapshot) => snapshot.matches({ ready: "error" }));
    expect(shownErrors(actor.getSnapshot().context)).toEqual({ emailId: "Email must be a valid e-mail address" });
  });
});
