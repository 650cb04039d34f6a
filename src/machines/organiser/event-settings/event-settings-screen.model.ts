import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { Conflict } from "../../../api/errors.ts";
import { defineFormModel } from "../../forms/form-model.ts";
import { uploadActorOf } from "../../forms/upload-fields.ts";
import { refusal, serverDown } from "../../testing/call-outcomes.ts";
import { formOf, type EventSettings } from "./event-settings-form.ts";
import { eventSettingsScreenImplementations } from "./event-settings-screen.actors.ts";
import { eventSettingsForm, eventSettingsScreenMachine } from "./event-settings-screen.machine.ts";

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
const LOGO = "eventWebsite/logo.png";
const SERVER_DOWN = "Service unavailable: the database is not answering";
const TAKEN_MESSAGE = `${TAKEN} is already served by another event. Choose another domain.`;
const ZONE_REFUSED = "The time zone is not one the server knows.";
const SAVED_MESSAGE = "Event settings saved";
const CROSSED_END = "2026-03-13T09:00";

type Snapshot = SnapshotFrom<typeof eventSettingsScreenMachine>;

const storeLogo = { type: "upload.stored", name: "logo", path: LOGO } as const;
const removeLogo = { type: "upload.stored", name: "logo", path: null } as const;

/** What the logo's upload field reports (its own model walks the upload itself): it starts, fails or stores; Remove. */
const logoReports = ({ context }: Snapshot) => {
  if (context.uploading.length > 0) return [{ type: "upload.ended", name: "logo" } as const, storeLogo];
  return context.values.logo === "" ? [{ type: "upload.started", name: "logo" } as const] : [removeLogo];
};

/**
 * One change per field, in order, so the graph walks a refused, an asked-about and a sent form
 * without every combination: the title, then an extra domain typed, listed (refused while its field
 * is empty) and unlisted, then the main domain, then crossed dates. The logo only on an untouched form.
 */
const changes = (snapshot: Snapshot) => {
  const { values } = snapshot.context;
  if (snapshot.matches({ loaded: "failed" })) {
    return [values.logo === "" ? storeLogo : removeLogo, { type: "form.edit", edit: values.domains.length > 0 ? "domain.remove" : "domain.add", value: ALIAS } as const];
  }
  if (!snapshot.matches({ loaded: "editing" })) return [];
  const renamed = values.title === RENAMED;
  const home = values.domain === SETTINGS.domain;
  return [
    ...(renamed ? [] : [{ type: "form.change", field: "title", value: RENAMED } as const, ...logoReports(snapshot)]),
    ...(renamed && home && values.newDomain === "" && values.domains.length === 0
      ? [{ type: "form.change", field: "newDomain", value: ` ${ALIAS.toUpperCase()} ` } as const]
      : []),
    ...(renamed && home && values.domains.length === 0 ? [{ type: "form.edit", edit: "domain.add" } as const] : []),
    ...(values.domains.length > 0 ? [{ type: "form.edit", edit: "domain.remove", value: ALIAS } as const] : []),
    ...(renamed && home && values.domains.length > 0 ? [{ type: "form.change", field: "domain", value: TAKEN } as const] : []),
    ...(renamed && values.endDate === formOf(SETTINGS).endDate ? [{ type: "form.change", field: "endDate", value: CROSSED_END } as const] : []),
  ];
};

export const eventSettingsScreenModel = defineFormModel({
  name: "event-settings-screen",
  machine: eventSettingsScreenMachine,
  form: eventSettingsForm,
  implementations: eventSettingsScreenImplementations,
  changes,
  submit: {
    answer: { message: SAVED_MESSAGE, data: SAVED },
    failures: [new Conflict({ message: TAKEN_MESSAGE }), refusal("Fix the time zone", { "/timezone": ZONE_REFUSED }), serverDown(SERVER_DOWN)],
  },
  record: { loaded: SETTINGS, stored: SAVED, failures: [serverDown(SERVER_DOWN)] },
  removal: { answer: { message: SAVED_MESSAGE, data: SETTINGS }, failures: [serverDown(SERVER_DOWN)] },
  checks: {
    "loaded.editing": (snapshot, { event }) => {
      const { values, errors, error, loaded } = snapshot.context;
      const logoField = uploadActorOf(snapshot, "logo");
      assert.ok(logoField !== undefined, "the logo has its upload field");
      if (event.type === "xstate.done.actor.load") assert.equal(logoField.getSnapshot().context.path, null, "the field shows the event's logo, none here");
      if (event.type === "form.submit" && values.endDate === CROSSED_END && Object.keys(errors).length > 0) {
        assert.match(errors.endDate ?? "", /cannot end before it starts/, "crossed dates are refused before sending");
      }
      if (event.type === "form.edit" && event.edit === "domain.add") {
        if (values.domains.includes(ALIAS)) assert.equal(values.newDomain, "", "a listed domain leaves the field empty");
        else assert.match(errors.newDomain ?? "", /not a host name/, "an empty field lists nothing and says why");
      }
      if (event.type === "form.edit" && event.edit === "domain.remove") assert.deepEqual(values.domains, []);
      if (event.type === "save.cancel") assert.equal(values.domain, TAKEN, "a cancelled save keeps what was typed");
      if (event.type === "upload.stored" && event.path !== null) {
        assert.equal(loaded?.logo, LOGO, "the stored logo is the event's");
        assert.deepEqual(snapshot.context.edits, {}, "a stored logo is saved already, not a change to send");
      }
      if (event.type === "upload.ended") assert.equal(loaded?.logo, null, "a failed upload leaves the logo as it was");
      if (event.type === "xstate.done.actor.removeUpload") assert.equal(loaded?.logo, null);
      if (event.type === "xstate.error.actor.removeUpload") {
        assert.equal(error, SERVER_DOWN);
        assert.equal(logoField.getSnapshot().context.path, LOGO, "the field shows the logo the event still has");
      }
    },
    "loaded.confirming": (snapshot) => {
      assert.deepEqual(snapshot.context.consequences, [
        `Every exhibitor's portal moves from ${SETTINGS.domain} to ${TAKEN}. ${SETTINGS.domain} stops opening the portal: links and bookmarks to it stop working.`,
      ]);
    },
    "loaded.submitting": (snapshot, { actors }) => {
      const sent = actors["submit"]!.pending("submit")?.input as Record<string, unknown>;
      assert.equal(sent.title, RENAMED, "only what changed is sent");
      assert.equal("description" in sent, false);
      assert.equal("logo" in sent, false, "the logo is never sent with the form");
    },
    "loaded.failed": (snapshot, { event }) => {
      const { values, errors, error } = snapshot.context;
      assert.equal(values.title, RENAMED, "what was typed stays after a refusal");
      const failure: unknown = (event as { error?: unknown }).error;
      // A taken domain is the main domain's message when it names that one, else the extra domains'.
      if (failure instanceof Conflict) assert.equal(values.domain === TAKEN ? errors.domain : errors.domains, TAKEN_MESSAGE);
      else if (errors.timezone !== undefined) assert.equal(errors.timezone, ZONE_REFUSED);
      else if (event.type === "xstate.error.actor.submit") assert.equal(error, SERVER_DOWN);
    },
  },
});
