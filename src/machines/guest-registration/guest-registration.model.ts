import assert from "node:assert/strict";
import { Conflict, Network, NotFound, Server, Validation } from "../../api/errors.ts";
import { formField } from "../../rules/form-field-fixture.ts";
import { defineModel } from "../testing/model.ts";
import { GUEST_TEXTS, guestRegistrationMachine, type GuestPage, type GuestRegistered, type SaveGuestBadge } from "./guest-registration.machine.ts";

export const TOKEN = "q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eGq3J9xVb7K1mN2";

export const PAGE: GuestPage = {
  event: { title: "Expo 2026", startDate: "2026-03-14T09:00:00.000Z", endDate: "2026-03-16T18:00:00.000Z", venue: "Hall 3" },
  exhibitor: { companyName: "Acme Robotics", logo: null },
  pass: { categoryName: "Gold Exhibitor", usedPasses: 3, remainingPasses: 2 },
  fields: [
    formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e61", name: "firstName", type: "text", label: "First Name", required: true }),
  ],
};

export const REGISTERED: GuestRegistered = {
  message: "<p>Your registration for <strong>Expo 2026</strong> is complete.</p>",
  data: { ticketCode: "GOLD-7K3M9Q", ticketType: "Gold Exhibitor", guestName: "Ravi", badgeUrl: `/api/guest-registration/${TOKEN}/badge/GOLD-7K3M9Q`, ticketEmail: "queued" },
};

export const REVOKED = "This registration link was revoked.";
const FULL = "All passes of this allocation are used. Remaining: 0.";
const PDF = new Blob(["%PDF-1.7"], { type: "application/pdf" });

interface World {
  readonly saved: SaveGuestBadge[];
}

const errorOf = (event: { type: string }): unknown => (event as unknown as { error?: unknown }).error;

export const guestRegistrationModel = defineModel({
  name: "guest-registration",
  machine: guestRegistrationMachine,
  inputs: { link: { token: TOKEN }, address: { path: `/register/${TOKEN}` } },
  events: [
    { type: "xstate.done.actor.loadPage", output: PAGE },
    { type: "xstate.error.actor.loadPage", error: new Server({ message: REVOKED, status: 410 }) },
    { type: "xstate.error.actor.loadPage", error: new Network({ message: "Failed to fetch" }) },
    { type: "data.retry" },
    { type: "field.change", name: "firstName", value: "Ravi" },
    { type: "field.change", name: "firstName", value: "" },
    { type: "form.submit" },
    { type: "xstate.done.actor.registerGuest", output: REGISTERED },
    { type: "xstate.error.actor.registerGuest", error: new Conflict({ message: FULL }) },
    { type: "xstate.error.actor.registerGuest", error: new Validation({ message: "First Name is too long", errors: [{ path: "/firstName", message: "First Name is too long" }] }) },
    { type: "xstate.error.actor.registerGuest", error: new NotFound({ message: "This registration link is not valid." }) },
    { type: "xstate.error.actor.registerGuest", error: new Network({ message: "Failed to fetch" }) },
    { type: "badge.download" },
    { type: "xstate.done.actor.fetchBadge", output: PDF },
    { type: "xstate.error.actor.fetchBadge", error: new Network({ message: "Failed to fetch" }) },
  ],
  controlledActors: ["loadPage", "registerGuest", "fetchBadge"],
  world: (): World => ({ saved: [] }),
  implementations: (world) => ({ actions: { saveBadge: (_, params) => void world.saved.push(params) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["loadPage"]!.pending("loadPage")?.input, { token: TOKEN });
    },
    loadFailed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.message, GUEST_TEXTS.loadFailed);
    },
    closed: (snapshot, { event }) => {
      const error = errorOf(event);
      // The server's own words: which of revoked, expired or not valid.
      assert.equal(snapshot.context.message, (error as { message: string }).message);
      assert.equal(snapshot.context.ticket, null);
    },
    form: (snapshot, { event }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.page?.exhibitor, PAGE.exhibitor);
      const error = errorOf(event);
      if (event.type === "xstate.done.actor.loadPage") assert.deepEqual(snapshot.context.values, { firstName: "" });
      if (error instanceof Conflict) {
        assert.equal(snapshot.context.message, FULL);
        assert.equal(snapshot.context.page?.pass.remainingPasses, 0);
        // The answers are kept.
        assert.equal(snapshot.context.values["firstName"], "Ravi");
      }
      if (error instanceof Validation) assert.deepEqual(snapshot.context.fieldErrors, { firstName: "First Name is too long" });
      if (error instanceof Network) assert.equal(snapshot.context.message, GUEST_TEXTS.submitFailed);
      if (event.type === "form.submit") {
        assert.equal(snapshot.context.message, GUEST_TEXTS.fixFields);
        assert.ok(snapshot.context.fieldErrors["firstName"]);
      }
    },
    submitting: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["registerGuest"]!.pending("registerGuest")?.input, { token: TOKEN, answers: { firstName: "Ravi" } });
    },
    registered: (snapshot, { event, world }) => {
      assert.deepEqual(snapshot.context.ticket, REGISTERED.data);
      assert.equal(snapshot.context.successHtml, REGISTERED.message);
      if (event.type === "xstate.done.actor.fetchBadge") assert.deepEqual(world.saved.at(-1), { file: PDF, fileName: "badge-GOLD-7K3M9Q.pdf" });
      if (event.type === "xstate.error.actor.fetchBadge") assert.equal(snapshot.context.message, GUEST_TEXTS.badgeFailed);
    },
    downloadingBadge: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["fetchBadge"]!.pending("fetchBadge")?.input, { token: TOKEN, ticketCode: "GOLD-7K3M9Q" });
    },
  },
});
