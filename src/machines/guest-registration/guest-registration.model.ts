import assert from "node:assert/strict";
import { Conflict, Network, NotFound, Server, Validation } from "../../api/errors.ts";
import { formField } from "../../rules/form-field-fixture.ts";
import { uploadActorOf } from "../forms/upload-fields.ts";
import { OFFLINE, outcomesOf, refusal } from "../testing/call-outcomes.ts";
import { recordInto } from "../testing/record-into.ts";
import { defineModel } from "../testing/model.ts";
import { GUEST_TEXTS, guestRegistrationMachine, type GuestPage, type GuestRegistered, type SaveGuestBadge } from "./guest-registration.machine.ts";

export const TOKEN = "q3J9xVb7K1mN2pR5sT8uW0yZ4aC6eGq3J9xVb7K1mN2";

export const PAGE: GuestPage = {
  event: { title: "Expo 2026", startDate: "2026-03-14T09:00:00.000Z", endDate: "2026-03-16T18:00:00.000Z", venue: "Hall 3", timezone: "Asia/Kolkata" },
  exhibitor: { companyName: "Acme Robotics", logo: null },
  pass: { categoryName: "Gold Exhibitor", usedPasses: 3, remainingPasses: 2 },
  fields: [
    formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e61", name: "firstName", type: "text", label: "First Name", required: true }),
    formField({ _id: "8091a2b3-c4d5-46e7-b809-1a2b3c4d5e62", name: "idProof", type: "file", label: "Photo ID (PDF)", allowedFileTypes: [".pdf"] }),
  ],
};

/** The same pass with every place taken. */
const FULL_PAGE: GuestPage = { ...PAGE, pass: { ...PAGE.pass, usedPasses: 5, remainingPasses: 0 } };

export const REGISTERED: GuestRegistered = {
  message: "<p>Your registration for <strong>Expo 2026</strong> is complete.</p>",
  data: { ticketCode: "GOLD-7K3M9Q", ticketType: "Gold Exhibitor", guestName: "Ravi", badgeUrl: `/api/guest-registration/${TOKEN}/badge/GOLD-7K3M9Q`, ticketEmail: "queued" },
};

export const REVOKED = "This registration link was revoked.";
const FULL = "All passes of this allocation are used. Remaining: 0.";
const PDF = new Blob(["%PDF-1.7"], { type: "application/pdf" });
/** Where the link's upload stored the guest's ID. */
const STORED_ID = "eventWebsite/7d2e4f60-1a3b-4c5d-8e9f-0a1b2c3d4e5f.pdf";

interface World {
  readonly saved: SaveGuestBadge[];
}

const errorOf = (event: { type: string }): unknown => (event as unknown as { error?: unknown }).error;

export const guestRegistrationModel = defineModel({
  name: "guest-registration",
  machine: guestRegistrationMachine,
  inputs: { link: { token: TOKEN }, address: { path: `/register/${TOKEN}`, role: null }, tryOut: { path: `/register/${TOKEN}`, role: "owner" } },
  events: [
    ...outcomesOf("loadPage", { answers: [PAGE, FULL_PAGE], failures: [new Server({ message: REVOKED, status: 410 }), OFFLINE] }),
    { type: "data.retry" },
    { type: "field.change", name: "firstName", value: "Ravi" },
    { type: "field.change", name: "firstName", value: "" },
    { type: "upload.started", name: "idProof" },
    { type: "upload.stored", name: "idProof", path: STORED_ID },
    { type: "upload.ended", name: "idProof" },
    { type: "form.submit" },
    ...outcomesOf("registerGuest", {
      answers: [REGISTERED],
      failures: [
        new Conflict({ message: FULL }),
        refusal("First Name is too long", { "/firstName": "First Name is too long" }),
        new NotFound({ message: "This registration link is not valid." }),
        OFFLINE,
      ],
    }),
    { type: "badge.download" },
    ...outcomesOf("fetchBadge", { answers: [PDF], failures: [OFFLINE] }),
  ],
  controlledActors: ["loadPage", "registerGuest", "fetchBadge"],
  world: (): World => ({ saved: [] }),
  implementations: (world) => ({ actions: { saveBadge: recordInto(world.saved) } }),
  assertions: {
    loading: (snapshot, { actors, input }) => {
      assert.ok(snapshot.hasTag("busy"));
      // Only a signed-in team member trying the link is told what the page leaves out for guests.
      assert.equal(snapshot.context.tryOut, input === "tryOut");
      assert.deepEqual(actors["loadPage"]!.pending("loadPage")?.input, { token: TOKEN });
    },
    full: (snapshot) => {
      // Nothing to fill in and nothing to send: the page says the pass is full.
      assert.equal(snapshot.context.message, GUEST_TEXTS.full);
      assert.equal(snapshot.context.page?.pass.remainingPasses, 0);
      assert.ok(!snapshot.can({ type: "form.submit" }));
      assert.equal(uploadActorOf(snapshot, "idProof"), undefined, "no form, so no upload field");
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
      if (event.type === "xstate.done.actor.loadPage") {
        assert.deepEqual(snapshot.context.values, { firstName: "", idProof: "" });
        // The file field's upload runs through this link.
        assert.equal(uploadActorOf(snapshot, "idProof")?.getSnapshot().context.scope, TOKEN);
      }
      if (event.type === "upload.started") assert.deepEqual(snapshot.context.uploading, ["idProof"]);
      // A refused upload ends without a path: nothing waits for it any more.
      if (event.type === "upload.ended") assert.deepEqual(snapshot.context.uploading, []);
      if (event.type === "upload.stored") {
        assert.equal(snapshot.context.values["idProof"], STORED_ID);
        assert.deepEqual(snapshot.context.uploading, []);
      }
      if (error instanceof Conflict) {
        assert.equal(snapshot.context.message, FULL);
        assert.equal(snapshot.context.page?.pass.remainingPasses, 0);
        // The answers are kept; Register is off.
        assert.equal(snapshot.context.values["firstName"], "Ravi");
        assert.ok(!snapshot.can({ type: "form.submit" }));
      }
      if (error instanceof Validation) assert.deepEqual(snapshot.context.fieldErrors, { firstName: "First Name is too long" });
      if (error instanceof Network) assert.equal(snapshot.context.message, GUEST_TEXTS.submitFailed);
      // A full pass sends nothing and keeps saying so.
      const full = snapshot.context.page?.pass.remainingPasses === 0;
      if (event.type === "form.submit" && full) assert.equal(snapshot.context.message, FULL);
      // Register waits for an upload that still runs, and says nothing new.
      if (event.type === "form.submit" && !full && snapshot.context.uploading.length === 0) {
        assert.equal(snapshot.context.message, GUEST_TEXTS.fixFields);
        assert.ok(snapshot.context.fieldErrors["firstName"]);
      }
    },
    submitting: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const stored = snapshot.context.values["idProof"];
      const answers = stored ? { firstName: "Ravi", idProof: stored } : { firstName: "Ravi" };
      assert.deepEqual(actors["registerGuest"]!.pending("registerGuest")?.input, { token: TOKEN, answers });
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
