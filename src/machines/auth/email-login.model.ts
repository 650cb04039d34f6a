import assert from "node:assert/strict";
import { fromCallback } from "xstate";
import { Validation } from "../../api/errors.ts";
import { OFFLINE, outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { EMAIL_LOGIN_MESSAGES, emailLoginMachine, type AuthTokenAnswer } from "./email-login.machine.ts";
import { VERIFIED } from "./otp-login.fixtures.ts";

const ANSWER: AuthTokenAnswer = { success: true, message: "Login successful", data: { token: VERIFIED.token, user: VERIFIED.data.user } };
/** A portal address opened signed out, which the sign-in returns to. */
const DEEP_LINK = "/exhibitor/tickets?register=3c2b1a09";
const WRONG = new Validation({ message: "Invalid e-mail or password", errors: [] });

interface World {
  effects: string[];
  tokens: string[];
}

export const emailLoginModel = defineModel({
  name: "email-login",
  machine: emailLoginMachine,
  inputs: { default: { search: "", role: null }, deepLink: { search: `?next=${encodeURIComponent(DEEP_LINK)}`, role: null } },
  events: (snapshot) => {
    if (snapshot.matches("submitting")) {
      return outcomesOf("login", { answers: [ANSWER], failures: [WRONG, OFFLINE] });
    }
    const { email, password } = snapshot.context.values;
    return [
      ...(email === "" ? [{ type: "field.change", field: "email", value: "asha@acme" } as const] : []),
      ...(email === "asha@acme" ? [{ type: "field.change", field: "email", value: "asha@acme.example" } as const] : []),
      ...(password === "" || snapshot.matches("failed") ? [{ type: "field.change", field: "password", value: "s3cret-pass" } as const] : []),
      ...(snapshot.context.eventId === null ? [{ type: "event.loaded", eventId: "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f" } as const] : []),
      { type: "form.submit" },
    ];
  },
  controlledActors: ["login"],
  world: (): World => ({ effects: [], tokens: [] }),
  implementations: (world) => ({
    actors: { portalEvent: fromCallback(() => () => undefined) },
    actions: {
      signedIn: (_: unknown, params: { token: string }) => void world.tokens.push(params.token),
      goToPortal: (_: unknown, params: { returnTo: string | null }) => void world.effects.push(`goToPortal ${params.returnTo ?? "home"}`),
    },
  }),
  assertions: {
    editing: (snapshot, { event }) => {
      if (event.type !== "form.submit") return;
      const { values, errors } = snapshot.context;
      if (values.email !== "asha@acme.example") assert.equal(errors.email, EMAIL_LOGIN_MESSAGES.email);
      if (values.password === "") assert.equal(errors.password, EMAIL_LOGIN_MESSAGES.password);
    },
    failed: (snapshot) => {
      assert.ok([WRONG.message, EMAIL_LOGIN_MESSAGES.failed].includes(snapshot.context.error!));
      assert.equal(snapshot.context.values.password, "s3cret-pass", "what was typed stays");
    },
    submitting: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal((actors["login"]!.pending("login")!.input as { email: string }).email, "asha@acme.example");
    },
    signedIn: (_, { world, input }) => {
      assert.deepEqual(world.tokens, [VERIFIED.token]);
      assert.deepEqual(world.effects, [`goToPortal ${input === "deepLink" ? DEEP_LINK : "home"}`]);
    },
  },
});
