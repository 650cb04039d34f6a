import assert from "node:assert/strict";
import { Conflict } from "../../../api/errors.ts";
import type { ToastParams } from "../../forms/entity-messages.ts";
import { outcomesOf, refusal, serverDown } from "../../testing/call-outcomes.ts";
import { defineModel, type ModelEvent } from "../../testing/model.ts";
import { uploadActorOf } from "../../forms/upload-fields.ts";
import { EMPTY_FORM, formOf, type EventSettings } from "./event-settings-form.ts";
import { eventSettingsScreenMachine } from "./event-settings-screen.machine.ts";

/** The event's settings as read, before any change (also the unsaved-settings rule's start). */
export const SETTINGS: EventSettings = {
  eventId: "00000000-0000-4000-8000-000000000001",
  title: "Demo Expo",
  description: "The demo trade show.",
  startDate: "2026-03-14T03:30:00.000Z",
  endDate: "2026-03-16T12:30:00.000Z",
  timezone: "Asia/Kolkata",
  domain: "demo.example",
  domains: [],
  logo: null,
  primaryColor: null,
  accentColor: null,
  supportEmail: null,
  supportPhone: null,
  supportAddress: null,
  badgeIdPattern: null,
  googleSignIn: { enabled: false, issuer: null, clientId: null, clientSecretSet: false, redirectUri: "https://demo.example/api/auth/openid/callback" },
};
const RENAMED = "Renamed Expo";
const ALIAS = "stands.example";
const TAKEN = "other.example";
const SAVED: EventSettings = { ...SETTINGS, title: RENAMED, domain: TAKEN };
const WITH_LOGO: EventSettings = { ...SETTINGS, logo: "eventWebsite/logo.png" };
const SERVER_DOWN = "Service unavailable: the database is not answering";
const TAKEN_MESSAGE = `${TAKEN} is already served by another event. Choose another domain.`;
const ZONE_REFUSED = "The time zone is not one the server knows.";
const SAVED_MESSAGE = "Event settings saved";

type Event = ModelEvent<typeof eventSettingsScreenMachine>;

export const eventSettingsScreenModel = defineModel({
  name: "event-settings-screen",
  machine: eventSettingsScreenMachine,
  inputs: { organiser: { search: "", role: "organiser" } },
  events: (snapshot) => {
    const { form, settings } = snapshot.context;
    const renamed = form.title === RENAMED;
    return [
      ...outcomesOf("loadSettings", { answers: [SETTINGS], failures: [serverDown(SERVER_DOWN)] }),
      { type: "settings.retry" },
      // One change per field, in order, so the graph walks a refused and a sent form without every combination.
      ...(renamed ? [] : ([{ type: "form.change", field: "title", value: RENAMED }] as Event[])),
      ...(renamed && form.domain === SETTINGS.domain ? ([{ type: "form.change", field: "domain", value: TAKEN }] as Event[]) : []),
      // An extra domain typed, listed (refused while the field is empty) and removed, before the main domain changes.
      ...(renamed && form.domain === SETTINGS.domain && form.newDomain === "" && form.domains.length === 0
        ? ([{ type: "form.change", field: "newDomain", value: ` ${ALIAS.toUpperCase()} ` }] as Event[])
        : []),
      ...(renamed && form.domain === SETTINGS.domain && form.domains.length === 0 ? ([{ type: "domain.add" }] as Event[]) : []),
      ...(form.domains.length > 0 ? ([{ type: "domain.remove", domain: ALIAS }] as Event[]) : []),
      ...(renamed && form.endDate === formOf(SETTINGS).endDate ? ([{ type: "form.change", field: "endDate", value: "2026-03-13T09:00" }] as Event[]) : []),
      { type: "form.submit" },
      { type: "form.reset" },
      { type: "save.confirm" },
      { type: "save.cancel" },
      ...outcomesOf("saveSettings", {
        answers: [{ message: SAVED_MESSAGE, data: SAVED }],
        failures: [new Conflict({ message: TAKEN_MESSAGE }), refusal("Fix the time zone", { "/timezone": ZONE_REFUSED }), serverDown(SERVER_DOWN)],
      }),
      // What the logo's upload field reports (its own model walks the upload itself).
      ...(settings?.logo ? ([{ type: "upload.stored", name: "logo", path: null }] as Event[]) : ([{ type: "upload.started", name: "logo" }] as Event[])),
      { type: "upload.stored", name: "logo", path: WITH_LOGO.logo },
      { type: "upload.ended", name: "logo" },
      ...outcomesOf("removeLogo", { answers: [{ message: SAVED_MESSAGE, data: SETTINGS }], failures: [serverDown(SERVER_DOWN)] }),
    ];
  },
  controlledActors: ["loadSettings", "saveSettings"],
  world: () => ({ toasts: [] as ToastParams[] }),
  implementations: (world) => ({ actions: { notify: (_: unknown, params: ToastParams) => void world.toasts.push(params) } }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.ok(actors["loadSettings"]!.pending("loadSettings") !== undefined, "the settings are being read");
      if (snapshot.context.settings === null) assert.deepEqual(snapshot.context.form, EMPTY_FORM);
    },
    failed: (snapshot) => {
      assert.ok(snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, SERVER_DOWN);
      assert.ok(snapshot.can({ type: "settings.retry" }));
    },
    editing: (snapshot, { event, world }) => {
      assert.ok(!snapshot.hasTag("busy"));
      assert.notEqual(snapshot.context.settings, null);
      const { form, fieldErrors, formError, settings } = snapshot.context;
      if (event.type === "xstate.done.actor.loadSettings") assert.deepEqual(form, formOf(SETTINGS), "the form shows the saved settings");
      if (event.type === "xstate.done.actor.saveSettings") {
        assert.equal(form.title, RENAMED, "the form shows what was saved");
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: SAVED_MESSAGE, variant: "success" });
      }
      if (event.type === "xstate.error.actor.saveSettings") {
        assert.equal(form.title, RENAMED, "what was typed stays after a refusal");
        const error: unknown = event["error"];
        if (error instanceof Conflict) {
          // A taken domain is the main domain's message when it names that one, else the extra domains'.
          assert.equal(form.domain === TAKEN ? fieldErrors.domain : fieldErrors.domains, TAKEN_MESSAGE, "a taken domain is put under its field");
        }
        else if (fieldErrors.timezone) assert.equal(fieldErrors.timezone, ZONE_REFUSED);
        else assert.equal(formError, SERVER_DOWN);
      }
      if (event.type === "form.submit" && form.endDate === "2026-03-13T09:00") {
        assert.match(fieldErrors.endDate ?? "", /cannot end before it starts/, "crossed dates are refused before sending");
      }
      if (event.type === "domain.add") {
        if (form.domains.includes(ALIAS)) assert.equal(form.newDomain, "", "a listed domain leaves the field empty");
        else assert.match(fieldErrors.newDomain ?? "", /not a host name/, "an empty field lists nothing and says why");
      }
      if (event.type === "domain.remove") assert.deepEqual(form.domains, []);
      if (event.type === "form.reset") assert.deepEqual(form, formOf(settings!), "discarding brings back the saved values");
      if (event.type === "save.cancel") assert.equal(form.domain, TAKEN, "a cancelled save keeps what was typed");
      assert.deepEqual(snapshot.context.risks, []);
      const logoField = uploadActorOf(snapshot, "logo");
      assert.ok(logoField !== undefined, "the logo has its upload field");
      if (event.type === "xstate.done.actor.loadSettings") assert.equal(logoField.getSnapshot().context.path, null, "the field shows the event's logo, none here");
      if (event.type === "upload.stored") assert.equal(settings!.logo, WITH_LOGO.logo, "the stored logo is the event's");
      if (event.type === "upload.ended") assert.equal(settings!.logo, null, "a failed upload leaves the logo as it was");
      if (event.type === "xstate.done.actor.removeLogo") assert.equal(settings!.logo, null);
      if (event.type === "xstate.error.actor.removeLogo") {
        assert.equal(formError, SERVER_DOWN);
        assert.equal(logoField.getSnapshot().context.path, WITH_LOGO.logo, "the field shows the logo the event still has");
      }
    },
    confirmingSave: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("confirm") && !snapshot.hasTag("busy"));
      assert.equal(actors["saveSettings"]!.pending("saveSettings"), undefined, "nothing is sent before the organiser answers");
      assert.deepEqual(snapshot.context.risks, [
        `Every exhibitor's portal moves from ${SETTINGS.domain} to ${TAKEN}. ${SETTINGS.domain} stops opening the portal: links and bookmarks to it stop working.`,
      ]);
    },
    saving: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      const sent = actors["saveSettings"]!.pending("saveSettings")?.input as Record<string, unknown>;
      assert.equal(sent.title, RENAMED, "only what changed is sent");
      assert.equal("description" in sent, false);
      const { form } = snapshot.context;
      if (form.domains.length > 0) assert.deepEqual(sent.domains, [ALIAS], "the extra domains go with the save");
      else assert.equal("domains" in sent, false);
    },
    uploadingLogo: (snapshot) => {
      assert.ok(snapshot.hasTag("busy"), "the form waits while the logo uploads");
    },
    removingLogo: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy"));
      assert.deepEqual(actors["saveSettings"]!.pending("removeLogo")?.input, { logo: null });
    },
  },
});
