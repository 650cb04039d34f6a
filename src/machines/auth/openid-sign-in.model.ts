import assert from "node:assert/strict";
import { fromCallback } from "xstate";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { OPENID_EVENT_MISSING, openIdSignInMachine } from "./openid-sign-in.machine.ts";
import { OPENID_MESSAGES, parseOpenIdReturn } from "./openid-sign-in.rules.ts";

const EVENT_ID = "6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e6f";
const TOKEN = "q9V2m0S4cD3k1xJr8yT6bN5wL7pE2hZa0fGuKiOjM3s";
const STRANGER = parseOpenIdReturn("?openid_error=not_a_member&openid_email=stranger%40elsewhere.example", "");

interface World {
  effects: string[];
  tokens: string[];
  providerEvents: string[];
}

export const openIdSignInModel = defineModel({
  name: "openid-sign-in",
  machine: openIdSignInMachine,
  inputs: { default: undefined },
  events: (snapshot) => {
    if (snapshot.matches("reading")) {
      return outcomesOf("openIdReturn", {
        answers: [parseOpenIdReturn("", `#openid=${TOKEN}`), STRANGER, parseOpenIdReturn("", "")],
        failures: [new Error("no address")],
      });
    }
    return [
      ...(snapshot.context.eventId === null ? [{ type: "event.loaded", eventId: EVENT_ID } as const] : []),
      { type: "openid.start" },
    ];
  },
  controlledActors: ["openIdReturn"],
  world: (): World => ({ effects: [], tokens: [], providerEvents: [] }),
  implementations: (world) => ({
    actors: { portalEvent: fromCallback(() => () => undefined) },
    actions: {
      storeToken: (_: unknown, params: { token: string }) => {
        world.tokens.push(params.token);
        world.effects.push("storeToken");
      },
      cleanAddress: () => void world.effects.push("cleanAddress"),
      goToProvider: (_: unknown, params: { eventId: string }) => {
        world.providerEvents.push(params.eventId);
        world.effects.push("goToProvider");
      },
      goToPortal: () => void world.effects.push("goToPortal"),
    },
  }),
  assertions: {
    reading: (snapshot, { world }) => {
      assert.deepEqual(world.effects, []);
      assert.equal(snapshot.context.error, null);
    },
    idle: (snapshot, { world }) => {
      assert.equal(snapshot.hasTag("error"), false);
      assert.deepEqual(world.effects, [], "a page opened without a round trip keeps its address");
    },
    failed: (snapshot, { event, world }) => {
      assert.ok(snapshot.hasTag("error"));
      if (event.type === "openid.start") {
        assert.equal(snapshot.context.error, OPENID_EVENT_MISSING);
        assert.equal(snapshot.context.notMember, null);
        assert.ok(!world.effects.includes("goToProvider"), "nothing starts without the event");
      } else {
        assert.equal(
          snapshot.context.error,
          "No team member of this event has the e-mail stranger@elsewhere.example. To get access, ask your company's admin to add stranger@elsewhere.example to your team in Team Management, then continue with Google again.",
        );
        assert.equal(snapshot.context.error, OPENID_MESSAGES.notAMember("stranger@elsewhere.example"));
        // The e-mail Google vouched for stays, for the request for access.
        assert.equal(snapshot.context.notMember, "stranger@elsewhere.example");
        assert.deepEqual(world.effects, ["cleanAddress"], "the failure code leaves the address");
      }
    },
    redirecting: (snapshot, { world }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.equal(snapshot.context.error, null);
      assert.equal(snapshot.context.notMember, null);
      assert.equal(world.effects.at(-1), "goToProvider");
      assert.deepEqual(new Set(world.providerEvents), new Set([EVENT_ID]));
    },
    signedIn: (snapshot, { world }) => {
      assert.equal(snapshot.status, "done");
      assert.deepEqual(world.tokens, [TOKEN]);
      assert.deepEqual(world.effects, ["cleanAddress", "storeToken", "goToPortal"]);
    },
  },
});
