import assert from "node:assert/strict";
import type { AnyEventObject, EventFromLogic, SnapshotFrom } from "xstate";
import type { ApiRunner } from "../../api/request.ts";
import type { ToastParams } from "./entity-messages.ts";
import type { FormEffects } from "./form-implementations.ts";
import type { FormMachine } from "./form-machine.ts";
import type { FieldOf, FormOptions, FormValues, LoadedOf } from "./form-options.ts";
import { outcomesOf } from "../testing/call-outcomes.ts";
import { defineModel, type MachineModel, type ModelEvent, type StateAssertion, type StepContext } from "../testing/model.ts";

/**
 * The test model of a `createFormMachine` form. It checks the flow every form shares, from the
 * form's own options: rules on submit, what is sent, the toasts, what a failure keeps and shows,
 * the load and the reload after a save; and, for a form that uses them, what an unchanged Save does,
 * the question before a save with consequences, Discard changes and a `savesRecord` file's Remove.
 * Each form adds the changes (and `form.edit`s) worth making and its own checks.
 */

/** What a replay records: the toasts, the `saved` effects and what the running submit started from. */
export interface FormWorld<V> {
  readonly toasts: ToastParams[];
  saved: number;
  /** Toasts shown before the running submit started. */
  toastsBefore: number;
  /** `saved` effects run before the running submit started. */
  savedBefore: number;
  /** The values the running (or last) submit sent. */
  submitted: V | null;
  /** Changes made while the running (or last) submit or its reload ran. */
  late: Partial<V>;
}

export interface FormModelSpec<V, O, B, L, S extends string> {
  /** The machine file's name without `.machine.ts`. */
  readonly name: string;
  readonly machine: FormMachine<V, O, B, L, S>;
  readonly form: FormOptions<V, O, B, L, S>;
  /** The form's `<name>Implementations`, given test effects (no API: its calls are replaced). */
  readonly implementations: (
    dependencies: FormEffects & { readonly runApi: ApiRunner; readonly onSaved: () => void },
  ) => Parameters<FormMachine<V, O, B, L, S>["provide"]>[0];
  /** Values typed while editing, one field at a time in this order (each once its field is empty). */
  readonly fill?: ReadonlyArray<readonly [FieldOf<V>, string]>;
  /** Further changes (and section switches) worth offering in a snapshot; few, to keep the paths few. */
  readonly changes: (snapshot: SnapshotFrom<FormMachine<V, O, B, L, S>>) => ReadonlyArray<EventFromLogic<FormMachine<V, O, B, L, S>>>;
  /** The submit's answer, and the errors it fails with (one edge each). */
  readonly submit: { readonly answer: O; readonly failures: ReadonlyArray<unknown> };
  /** For a form with `load`: the record loaded first, the one the reload after a save finds, and the load's errors. */
  readonly record?: { readonly loaded: L; readonly stored: L; readonly failures: ReadonlyArray<unknown> };
  /** For a form with a `savesRecord` file field: what its Remove call answers and fails with. */
  readonly removal?: { readonly answer: unknown; readonly failures: ReadonlyArray<unknown> };
  /** The form's own checks, by state (as in `defineModel`); they run after the shared ones. */
  readonly checks?: Readonly<Record<string, StateAssertion<FormMachine<V, O, B, L, S>, FormWorld<V>>>>;
}

/** The parts of a snapshot the shared checks read. */
interface Seen<V> {
  readonly context: {
    readonly values: V;
    readonly errors: object;
    readonly error: string | null;
    readonly uploading: ReadonlyArray<string>;
    readonly loaded: unknown;
    readonly consequences: ReadonlyArray<string>;
    readonly removing: string | null;
  };
  hasTag(tag: string): boolean;
  matches(state: string): boolean;
  can(event: AnyEventObject): boolean;
}

const outcome = (event: AnyEventObject, kind: "done" | "error", id: string): boolean => event.type === `xstate.${kind}.actor.${id}`;

export const defineFormModel = <V extends FormValues, O, B, L, S extends string>(
  spec: FormModelSpec<V, O, B, L, S>,
): MachineModel<FormMachine<V, O, B, L, S>, FormWorld<V>> => {
  type Machine = FormMachine<V, O, B, L, S>;
  const { form, record } = spec;
  const at = (state: string) => (record === undefined ? state : `loaded.${state}`);
  const body = form.body ?? ((values: V) => values);
  // The rules take the loaded record (null for a form that loads none).
  const loadedOf = (snapshot: Seen<V>) => snapshot.context.loaded as LoadedOf<L>;
  const firstField = Object.keys(form.empty)[0] as FieldOf<V>;
  const toast = (world: FormWorld<V>) => world.toasts.at(-1);
  const effects = {
    runApi: () => Promise.reject(new Error("no API in model replays")),
    notify: () => undefined,
    onSaved: () => undefined,
  };
  // Whether the form tells anything else of a save (a screen whose header shows the record does).
  const tellsSaved = "saved" in ((spec.implementations(effects) as { actions?: object }).actions ?? {});

  const outcomes: ReadonlyArray<ModelEvent<Machine>> = [
    ...outcomesOf("submit", { answers: [spec.submit.answer], failures: spec.submit.failures }),
    ...(record === undefined
      ? []
      : [
          ...outcomesOf("load", { answers: [record.loaded], failures: record.failures }),
          ...outcomesOf("refresh", { answers: [record.stored], failures: [record.failures[0]] }),
        ]),
    ...(spec.removal === undefined ? [] : outcomesOf("removeUpload", { answers: [spec.removal.answer], failures: spec.removal.failures })),
  ];
  const asks = form.consequences === undefined ? [] : [{ type: "save.confirm" }, { type: "save.cancel" }];
  const resets = form.load?.reset === true ? [{ type: "form.reset" }] : [];
  const events = (snapshot: SnapshotFrom<Machine>): ReadonlyArray<ModelEvent<Machine>> => {
    const seen = snapshot as unknown as Seen<V>;
    // Typing in a failed form leaves the failure; the same value again keeps the paths few.
    const retouch = seen.matches(at("failed")) ? [{ type: "form.change", field: firstField, value: seen.context.values[firstField] }] : [];
    const next = seen.matches(at("editing")) ? spec.fill?.find(([field]) => seen.context.values[field] === "") : undefined;
    const fill = next === undefined ? [] : [{ type: "form.change", field: next[0], value: next[1] }];
    return [
      ...(fill as ReadonlyArray<ModelEvent<Machine>>),
      ...spec.changes(snapshot),
      ...(retouch as ReadonlyArray<ModelEvent<Machine>>),
      { type: "form.submit" } as ModelEvent<Machine>,
      ...(asks as ReadonlyArray<ModelEvent<Machine>>),
      ...(resets as ReadonlyArray<ModelEvent<Machine>>),
      ...(record === undefined ? [] : [{ type: "form.retry" } as ModelEvent<Machine>]),
      ...outcomes,
    ];
  };

  const shared: Record<string, (snapshot: Seen<V>, step: StepContext<FormWorld<V>>) => void> = {
    [at("editing")]: (snapshot, { world, event, actors }) => {
      const { values, errors } = snapshot.context;
      assert.ok(!snapshot.hasTag("busy") && !snapshot.hasTag("error"));
      // Save waits while an upload runs: nothing is checked or sent.
      assert.equal(snapshot.can({ type: "form.submit" }), snapshot.context.uploading.length === 0);
      if (event.type === "form.submit" && snapshot.context.uploading.length > 0) {
        assert.equal(actors["submit"]!.pending("submit"), undefined);
      } else if (event.type === "form.submit") {
        assert.equal(actors["submit"]!.pending("submit"), undefined);
        const problems = form.validate(values, loadedOf(snapshot));
        if (Object.keys(problems).length === 0) {
          // A valid form stays only when nothing changed: nothing to send, nothing said.
          assert.ok(form.unchanged?.(values, loadedOf(snapshot)) === true, "a valid changed form is sent or asked about");
        } else {
          // Refused in the browser: the rules' messages, nothing sent.
          assert.deepEqual(errors, problems);
        }
      }
      assert.deepEqual(snapshot.context.consequences, [], "the question's sentences go with it");
      if (event.type === "form.reset") {
        assert.deepEqual(values, form.load!.values(snapshot.context.loaded as L), "Discard changes shows the loaded record again");
        assert.deepEqual(errors, {});
      }
      if (event.type === "form.change") assert.equal(errors[event.field as keyof typeof errors], undefined, "typing clears the field's message");
      if (outcome(event, "done", "submit")) {
        assert.deepEqual(toast(world), { ...toast(world), title: form.messages.successTitle, variant: "success" });
        assert.equal(world.toasts.length, world.toastsBefore + 1);
        assert.deepEqual(values, { ...form.empty, ...world.late }, "a sent form starts over, keeping what was typed meanwhile");
      }
      if (outcome(event, "done", "load")) {
        assert.deepEqual(values, form.load!.values(record!.loaded));
        assert.deepEqual(snapshot.context.loaded, record!.loaded, "the rules see the loaded record");
      }
      if (outcome(event, "done", "removeUpload")) {
        assert.ok(Object.values(values).includes(""), "the removed file's field is empty");
        assert.equal(snapshot.context.removing, null);
      }
      if (outcome(event, "error", "removeUpload")) {
        assert.equal(snapshot.context.error, form.load!.recordUploads!.removalFailure((event as { error?: unknown }).error));
      }
      if (outcome(event, "done", "refresh")) {
        assert.deepEqual(values, { ...form.load!.values(record!.stored), ...world.late }, "the form shows what the server stored");
      }
      if (outcome(event, "error", "refresh")) assert.deepEqual(values, { ...world.submitted, ...world.late });
    },
    [at("submitting")]: (snapshot, { world, event, actors }) => {
      assert.ok(snapshot.hasTag("busy") && snapshot.hasTag("submitting"));
      assert.deepEqual(snapshot.context.errors, {});
      if (event.type === "form.submit" || event.type === "save.confirm") {
        world.submitted = snapshot.context.values;
        world.late = {};
        world.toastsBefore = world.toasts.length;
        world.savedBefore = world.saved;
      }
      if (event.type === "form.change") world.late = { ...world.late, [event.field as string]: event.value as string };
      assert.deepEqual(actors["submit"]!.pending("submit")?.input, body(world.submitted!, loadedOf(snapshot)));
    },
    [at("failed")]: (snapshot, { world, event }) => {
      assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("busy"));
      assert.deepEqual(snapshot.context.values, { ...world.submitted, ...world.late }, "every value stays");
      if (!outcome(event, "error", "submit")) return;
      const shown = form.failure((event as { error?: unknown }).error, snapshot.context.values);
      assert.equal(snapshot.context.error, shown.message);
      assert.deepEqual(snapshot.context.errors, shown.errors ?? {});
      if (shown.toast === null) assert.equal(world.toasts.length, world.toastsBefore, "no toast");
      else {
        assert.equal(world.toasts.length, world.toastsBefore + 1);
        assert.deepEqual(toast(world), { title: form.messages.failureTitle, description: shown.toast, variant: "destructive" });
      }
    },
  };
  if (form.consequences !== undefined) {
    shared[at("confirming")] = (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("confirm") && !snapshot.hasTag("busy"));
      assert.equal(actors["submit"]!.pending("submit"), undefined, "nothing is sent before the answer");
      const said = form.consequences!(snapshot.context.values, loadedOf(snapshot));
      assert.ok(said.length > 0);
      assert.deepEqual(snapshot.context.consequences, said);
    };
  }
  if (spec.removal !== undefined) {
    shared["loaded.removingUpload"] = (snapshot, { actors }) => {
      assert.ok(snapshot.hasTag("busy") && snapshot.hasTag("removing"));
      assert.deepEqual(actors["removeUpload"]!.pending("removeUpload")?.input, { field: snapshot.context.removing });
    };
  }
  if (record !== undefined) {
    Object.assign(shared, {
      loading: (snapshot: Seen<V>, { actors }: StepContext<FormWorld<V>>) => {
        assert.ok(snapshot.hasTag("loading") && snapshot.hasTag("busy"));
        assert.ok(actors["load"]!.pending("load") !== undefined);
      },
      loadFailed: (snapshot: Seen<V>, { event }: StepContext<FormWorld<V>>) => {
        assert.ok(snapshot.hasTag("error") && !snapshot.hasTag("busy"));
        assert.equal(snapshot.context.error, form.load!.failure((event as { error?: unknown }).error));
        assert.ok(snapshot.can({ type: "form.retry" }));
      },
      "loaded.refreshing": (snapshot: Seen<V>, { world, event, actors }: StepContext<FormWorld<V>>) => {
        assert.ok(snapshot.hasTag("busy") && !snapshot.hasTag("submitting"));
        assert.ok(actors["load"]!.pending("refresh") !== undefined);
        if (event.type === "form.change") world.late = { ...world.late, [event.field as string]: event.value as string };
        if (outcome(event, "done", "submit")) {
          assert.equal(world.toasts.length, world.toastsBefore + 1);
          assert.equal(toast(world)?.variant, "success");
          if (tellsSaved) assert.equal(world.saved, world.savedBefore + 1, "what else shows the record is told to reload");
        }
      },
    });
  }
  const checks = spec.checks ?? {};
  const keys = new Set([...Object.keys(shared), ...Object.keys(checks)]);
  const assertions = Object.fromEntries(
    [...keys].map((key) => [
      key,
      (snapshot: SnapshotFrom<Machine>, step: StepContext<FormWorld<V>>) => {
        shared[key]?.(snapshot as unknown as Seen<V>, step);
        checks[key]?.(snapshot, step);
      },
    ]),
  );

  return defineModel<Machine, FormWorld<V>>({
    name: spec.name,
    machine: spec.machine,
    inputs: { default: undefined } as unknown as MachineModel<Machine, FormWorld<V>>["inputs"],
    events,
    controlledActors: [...(record === undefined ? ["submit"] : ["submit", "load"]), ...(spec.removal === undefined ? [] : ["removeUpload"])],
    world: () => ({ toasts: [], saved: 0, toastsBefore: 0, savedBefore: 0, submitted: null, late: {} }),
    implementations: (world) =>
      spec.implementations({
        runApi: () => Promise.reject(new Error("no API in model replays")),
        notify: (shown) => void world.toasts.push(shown),
        onSaved: () => void (world.saved += 1),
      }),
    assertions,
  });
};
