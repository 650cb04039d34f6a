import assert from "node:assert/strict";
import type { AnyEventObject } from "xstate";
import { NotFound } from "../../api/errors.ts";
import { OFFLINE, serverDown } from "../testing/call-outcomes.ts";
import type { FormFieldOption } from "../../rules/form-rules.ts";
import { defineModel } from "../testing/model.ts";
import { SELECT_OPTIONS_TEXTS, selectOptionsMachine, type OptionsLoadedEvent } from "./select-options.machine.ts";

export const SECTOR_OPTIONS: ReadonlyArray<FormFieldOption> = [
  { value: "manufacturing", label: "Manufacturing" },
  { value: "logistics", label: "Logistics" },
];
/** apiType CSV: one string, split and trimmed; empty parts dropped. */
const CSV_ANSWER = " Pune, Mumbai ,, Chennai ";
const CSV_OPTIONS: ReadonlyArray<FormFieldOption> = ["Pune", "Mumbai", "Chennai"].map((city) => ({ value: city, label: city }));

const FAILURES: ReadonlyArray<{ error: unknown; shows: string }> = [
  { error: new NotFound({ message: "Option list not found" }), shows: "Option list not found" },
  { error: OFFLINE, shows: SELECT_OPTIONS_TEXTS.loadFailed },
  { error: serverDown("An error occurred"), shows: SELECT_OPTIONS_TEXTS.loadFailed },
  { error: new TypeError("x is undefined"), shows: SELECT_OPTIONS_TEXTS.unexpected },
];

const INPUTS = {
  list: { name: "sector", source: "sectors", apiType: null },
  csv: { name: "city", source: "cities", apiType: "CSV" },
} as const;

const errorOf = (event: AnyEventObject): unknown => (event as { error?: unknown }).error;

interface World {
  readonly reported: Array<Omit<OptionsLoadedEvent, "type">>;
}

export const selectOptionsModel = defineModel({
  name: "select-options",
  machine: selectOptionsMachine,
  inputs: INPUTS,
  events: (snapshot) => [
    snapshot.context.apiType === "CSV"
      ? { type: "xstate.done.actor.loadOptions", output: CSV_ANSWER }
      : { type: "xstate.done.actor.loadOptions", output: SECTOR_OPTIONS },
    ...FAILURES.map(({ error }) => ({ type: "xstate.error.actor.loadOptions" as const, error })),
    { type: "options.retry" },
  ],
  controlledActors: ["loadOptions"],
  world: (): World => ({ reported: [] }),
  implementations: (world) => ({
    actions: {
      reportOptions: ({ context }) => void world.reported.push({ name: context.name, options: context.options }),
    },
  }),
  assertions: {
    loading: (snapshot, { actors, input, world }) => {
      assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
      assert.deepEqual(snapshot.context.options, []);
      // Always the portal's own list by name, never an address.
      assert.deepEqual(actors["loadOptions"]!.pending("loadOptions")?.input, { source: INPUTS[input as keyof typeof INPUTS].source });
      assert.deepEqual(world.reported, []);
      assert.ok(!snapshot.can({ type: "options.retry" }));
    },
    failed: (snapshot, { event, world }) => {
      assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("busy"));
      const failure = FAILURES.find(({ error }) => error === errorOf(event));
      assert.ok(failure !== undefined);
      assert.equal(snapshot.context.error, failure.shows);
      assert.deepEqual(snapshot.context.options, []);
      assert.deepEqual(world.reported, []);
      assert.ok(snapshot.can({ type: "options.retry" }));
    },
    loaded: (snapshot, { input, world }) => {
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      assert.equal(snapshot.context.error, null);
      const expected = input === "csv" ? CSV_OPTIONS : SECTOR_OPTIONS;
      assert.deepEqual(snapshot.context.options, expected);
      assert.deepEqual(world.reported, [{ name: INPUTS[input as keyof typeof INPUTS].name, options: expected }]);
      assert.ok(!snapshot.can({ type: "options.retry" }));
    },
  },
});
