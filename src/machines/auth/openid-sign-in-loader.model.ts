import assert from "node:assert/strict";
import { createMachine, fromCallback } from "xstate";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel } from "../testing/model.ts";
import { openIdSignInLoaderMachine } from "./openid-sign-in-loader.machine.ts";
import type { OpenIdSignInMachine } from "./openid-sign-in.machine.ts";

/** Stands for the downloaded Google machine: what matters here is that it runs once its code is here. */
const DOWNLOADED = createMachine({ id: "downloadedOpenIdSignIn" }) as unknown as OpenIdSignInMachine;

export const openIdSignInLoaderModel = defineModel({
  name: "openid-sign-in-loader",
  machine: openIdSignInLoaderMachine,
  inputs: { default: undefined },
  events: [
    ...outcomesOf("openIdReturned", { answers: [true, false], failures: [new Error("no address")] }),
    { type: "openid.offered" },
    ...outcomesOf("loadOpenIdSignIn", { answers: [DOWNLOADED], failures: [new TypeError("Failed to fetch dynamically imported module")] }),
    { type: "openid.load" },
  ],
  controlledActors: ["openIdReturned", "loadOpenIdSignIn"],
  world: () => ({}),
  // The event lookup is the paths' own `openid.offered`.
  implementations: () => ({ actors: { openIdOffer: fromCallback(() => undefined) } }),
  assertions: {
    reading: (snapshot, { actors }) => {
      assert.ok(actors["openIdReturned"]!.pending("openIdReturned"), "the address is read first");
      assert.equal(snapshot.context.openId, null);
    },
    unused: (snapshot, { actors }) => {
      assert.equal(actors["loadOpenIdSignIn"]!.calls.length, 0, "nothing is downloaded until it is used");
      assert.equal(snapshot.hasTag("busy"), false);
      assert.equal(snapshot.context.openId, null);
    },
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["loadOpenIdSignIn"]!.pending("loadOpenIdSignIn"), "its code is asked for");
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("failed"));
      assert.equal(snapshot.context.openId, null);
    },
    running: (snapshot) => {
      assert.equal(snapshot.hasTag("busy"), false);
      assert.equal(snapshot.context.openId?.getSnapshot().status, "active", "the downloaded machine runs");
      assert.equal(snapshot.context.openId?.src, DOWNLOADED);
    },
  },
});
