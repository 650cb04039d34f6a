import assert from "node:assert/strict";
import type { SnapshotFrom } from "xstate";
import { Network, Server, Unauthorized, Validation } from "../../api/errors.ts";
import { companyProfileImplementations } from "./company-profile.actors.ts";
import {
  PROFILE_FIELDS,
  PROFILE_MESSAGES,
  SAVE_LABEL,
  SAVING_LABEL,
  companyProfileMachine,
  profileUpdateBody,
  profileValues,
  saveLabel,
  type CompanyProfile,
  type CompanyProfileSaved,
  type ProfileField,
  type ProfileTab,
} from "./company-profile.machine.ts";
import type { ToastParams } from "../forms/entity-messages.ts";
import { LOAD_FAILED_MESSAGE } from "../data/remote-data.machine.ts";
import { defineModel, type ModelEvent } from "../testing/model.ts";

export const ACME_PROFILE: CompanyProfile = {
  _id: "0b9e8d7c-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
  name: "Acme Robotics",
  industry: "Manufacturing",
  description: "Sensors and controllers.",
  website: "https://acme.example",
  boothLocation: "Hall 3, B-12",
  logo: null,
  banner: null,
  brochure: null,
  linkedin: "https://www.linkedin.com/company/acme",
  twitter: null,
  facebook: null,
  instagram: null,
  address: "12 Industrial Road",
  city: "Bengaluru",
  state: "Karnataka",
  zipCode: "560001",
  country: "India",
  phone: "+91 80 2345 6789",
  email: "hello@acme.example",
};

/** What the reload after a save answers: the server stored (and trimmed) a different industry. */
const STORED_PROFILE: CompanyProfile = { ...ACME_PROFILE, industry: "Robotics" };
const SAVED: CompanyProfileSaved = { success: true, message: PROFILE_MESSAGES.success, data: STORED_PROFILE };
const SERVER_DOWN = "Service unavailable: the database is not answering";
const TWITTER_REFUSED = "twitter must be at most 2048 characters long";
/** A logo whose upload finishes while the form is being saved. */
const LATE_LOGO = "companyProfile/late-logo.png";

/** One broken value per rule, the message it must give, its tab and the value that fixes it. */
const BREAKS: ReadonlyArray<{ field: ProfileField; bad: string; good: string; message: string; tab: ProfileTab }> = [
  { field: "name", bad: "  ", good: "Acme Robotics Ltd", message: PROFILE_MESSAGES.nameRequired, tab: "basic" },
  { field: "website", bad: "acme dot example", good: "https://acme.example/", message: PROFILE_MESSAGES.urlInvalid, tab: "basic" },
  { field: "instagram", bad: "javascript:alert(1)", good: "", message: PROFILE_MESSAGES.urlInvalid, tab: "social" },
];

type Snapshot = SnapshotFrom<typeof companyProfileMachine>;
type Events = ReadonlyArray<ModelEvent<typeof companyProfileMachine>>;

const actorEvents: Events = [
  { type: "xstate.done.actor.fetchProfile", output: ACME_PROFILE },
  { type: "xstate.error.actor.fetchProfile", error: new Network({ message: "Failed to fetch" }) },
  { type: "xstate.error.actor.fetchProfile", error: new Server({ status: 503, message: SERVER_DOWN }) },
  { type: "xstate.done.actor.saveProfile", output: SAVED },
  {
    type: "xstate.error.actor.saveProfile",
    error: new Validation({ message: TWITTER_REFUSED, errors: [{ path: "/twitter", message: TWITTER_REFUSED }] }),
  },
  { type: "xstate.error.actor.saveProfile", error: new Server({ status: 500, message: "boom" }) },
  { type: "xstate.error.actor.saveProfile", error: new Unauthorized({ message: "Unauthorized" }) },
  { type: "xstate.done.actor.refreshProfile", output: STORED_PROFILE },
  { type: "xstate.error.actor.refreshProfile", error: new Network({ message: "Failed to fetch" }) },
];

/**
 * Field changes are offered so the graph stays small: one rule broken at a time (only when nothing
 * was changed since the last Save), its fix once it is broken, a tab switch while untouched, and a
 * logo arriving while the form is being saved.
 */
const fieldEvents = (snapshot: Snapshot): Events => {
  const { values, edits, errors, tab } = snapshot.context;
  if (snapshot.matches({ loaded: "saving" })) {
    return values.logo === LATE_LOGO ? [] : [{ type: "field.change", field: "logo", value: LATE_LOGO }];
  }
  const broken = BREAKS.find(({ field, bad }) => values[field] === bad);
  if (broken !== undefined) return [{ type: "field.change", field: broken.field, value: broken.good }];
  if (Object.keys(edits).length > 0 || Object.keys(errors).length > 0) return [];
  const tabs: Events = tab === "basic" ? [{ type: "tab.change", tab: "social" }] : [{ type: "tab.change", tab: "basic" }];
  return [...BREAKS.map(({ field, bad }) => ({ type: "field.change", field, value: bad }) as const), ...tabs];
};

interface World {
  readonly toasts: ToastParams[];
  saved: number;
  /** Toasts shown before the running save started. */
  toastsBeforeSave: number;
  /** Whether the late logo arrived while the last save ran. */
  lateLogo: boolean;
}

const lastSent = (calls: ReadonlyArray<{ input: unknown }>) => calls.at(-1)?.input as Record<ProfileField, string>;

export const companyProfileModel = defineModel({
  name: "company-profile",
  machine: companyProfileMachine,
  inputs: { default: undefined },
  events: (snapshot) => [...fieldEvents(snapshot), { type: "form.submit" }, { type: "profile.retry" }, ...actorEvents],
  controlledActors: ["fetchProfile", "saveProfile"],
  world: (): World => ({ toasts: [], saved: 0, toastsBeforeSave: 0, lateLogo: false }),
  implementations: (world) =>
    companyProfileImplementations({
      runApi: () => Promise.reject(new Error("no API in model replays")),
      notify: (toast) => void world.toasts.push(toast),
      onSaved: () => void (world.saved += 1),
    }),
  assertions: {
    loading: (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("loading") && snapshot.hasTag("busy"));
      assert.ok(actors["fetchProfile"]!.pending("fetchProfile") !== undefined);
    },
    loadFailed: (snapshot, { event }) => {
      assert.ok(snapshot.hasTag("error"));
      assert.ok(!snapshot.hasTag("busy"));
      const expected = (event as { error?: unknown }).error instanceof Server ? SERVER_DOWN : LOAD_FAILED_MESSAGE;
      assert.equal(snapshot.context.loadError, expected);
      assert.ok(snapshot.can({ type: "profile.retry" }));
    },
    loaded: (snapshot) => {
      assert.ok(!snapshot.hasTag("loading"));
      assert.equal(snapshot.context.loadError, null);
      assert.equal(saveLabel(snapshot), snapshot.matches({ loaded: "saving" }) ? SAVING_LABEL : SAVE_LABEL);
    },
    "loaded.editing": (snapshot, { event, world, actors }) => {
      const { values, errors, tab, error } = snapshot.context;
      assert.ok(!snapshot.hasTag("busy"));
      if (event.type === "xstate.done.actor.fetchProfile") {
        assert.deepEqual(values, profileValues(ACME_PROFILE));
        assert.deepEqual(errors, {});
      }
      if (event.type === "field.change") assert.equal(errors[event.field as ProfileField], undefined, "typing clears the field's message");
      if (event.type === "form.submit") {
        // Refused in the browser: the broken field's message, on its tab, nothing sent.
        const broken = BREAKS.find(({ field, bad }) => values[field] === bad)!;
        assert.deepEqual(errors, { [broken.field]: broken.message });
        assert.equal(tab, broken.tab);
      }
      if (event.type === "xstate.error.actor.saveProfile") {
        // Every typed value stays (the late logo too).
        const sent = lastSent(actors["saveProfile"]!.calls);
        for (const field of PROFILE_FIELDS) if (field !== "logo") assert.equal(values[field], sent[field]);
        const failure = (event as unknown as { error: unknown }).error;
        if (failure instanceof Unauthorized) {
          assert.equal(world.toasts.length, world.toastsBeforeSave, "the session's Unauthorized toast is not replaced");
        } else {
          assert.equal(world.toasts.length, world.toastsBeforeSave + 1);
          assert.deepEqual(world.toasts.at(-1), { title: "Error", description: PROFILE_MESSAGES.failure, variant: "destructive" });
        }
        if (failure instanceof Validation) {
          assert.deepEqual(errors, { twitter: TWITTER_REFUSED });
          assert.equal(tab, "social");
          assert.equal(error, TWITTER_REFUSED);
        }
        if (failure instanceof Server) assert.equal(error, PROFILE_MESSAGES.failure);
      }
      if (event.type === "xstate.done.actor.refreshProfile") {
        assert.equal(values.industry, "Robotics", "the form shows what the server stored");
        // A logo that arrived while saving survives the reload; otherwise the stored (empty) logo shows.
        assert.equal(values.logo, world.lateLogo ? LATE_LOGO : "");
      }
      if (event.type === "xstate.error.actor.refreshProfile") {
        const sent = lastSent(actors["saveProfile"]!.calls);
        assert.equal(values.name, sent.name);
      }
    },
    "loaded.saving": (snapshot, { world, actors, event }) => {
      assert.ok(snapshot.hasTag("busy") && snapshot.hasTag("saving"));
      const pending = actors["saveProfile"]!.pending("saveProfile");
      assert.ok(pending !== undefined);
      const sent = pending.input as Record<ProfileField, string>;
      const body = profileUpdateBody(snapshot.context.values);
      for (const field of PROFILE_FIELDS) if (field !== "logo") assert.equal(sent[field], body[field]);
      assert.deepEqual(snapshot.context.errors, {});
      if (event.type === "form.submit") {
        world.toastsBeforeSave = world.toasts.length;
        world.lateLogo = false;
      }
      if (event.type === "field.change") world.lateLogo = true;
    },
    "loaded.refreshing": (snapshot, { world, actors, event }) => {
      assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("saving"));
      assert.ok(actors["fetchProfile"]!.pending("refreshProfile") !== undefined);
      if (event.type === "xstate.done.actor.saveProfile") {
        assert.deepEqual(world.toasts.at(-1), { title: "Success", description: PROFILE_MESSAGES.success, variant: "success" });
        assert.equal(world.toasts.length, world.toastsBeforeSave + 1);
        assert.ok(world.saved >= 1, "the header is told to reload");
      }
    },
  },
});
