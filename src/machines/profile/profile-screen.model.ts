import assert from "node:assert/strict";
import { createMachine, type AnyEventObject } from "xstate";
import { defineModel } from "../testing/model.ts";
import { profileScreenMachine } from "./profile-screen.machine.ts";

interface World {
  /** What each child was told, in order. */
  readonly form: string[];
  readonly leadQuestions: string[];
  announced: number;
}

/** A child that only keeps what it is told (its own flows have models of their own). */
const listener = (heard: string[]) =>
  createMachine({
    on: {
      "*": { actions: ({ event }: { event: AnyEventObject }) => void heard.push(event.type === "section.change" ? `section.change ${event.section}` : event.type) },
    },
  });

export const profileScreenModel = defineModel({
  name: "profile-screen",
  machine: profileScreenMachine,
  inputs: { owner: { search: "", role: "owner" }, staff: { search: "", role: "staff" } },
  events: [
    { type: "tab.change", tab: "leadQuestions" },
    { type: "tab.change", tab: "social" },
    { type: "save" },
    { type: "company.changed" },
  ],
  controlledActors: [],
  world: (): World => ({ form: [], leadQuestions: [], announced: 0 }),
  implementations: (world) => ({
    actors: { profileForm: listener(world.form) as never, leadQuestions: listener(world.leadQuestions) as never },
    actions: { announceCompanyChanged: () => void (world.announced += 1) },
  }),
  assertions: {
    open: (snapshot, { world, event, input }) => {
      assert.equal(snapshot.context.mayEditQuestions, input === "owner");
      assert.ok(snapshot.children.form !== undefined && snapshot.children.leadQuestions !== undefined, "both tabs keep their machines");
      if (event.type === "tab.change") {
        const tab = (event as unknown as { tab: string }).tab;
        assert.equal(snapshot.context.tab, tab === "leadQuestions" ? "leadQuestions" : "form");
        if (tab === "social") assert.equal(world.form.at(-1), "section.change social");
      }
      if (event.type === "save") {
        // Save is the shown tab's own.
        if (snapshot.context.tab === "leadQuestions") assert.equal(world.leadQuestions.at(-1), "questions.save");
        else assert.equal(world.form.at(-1), "form.submit");
      }
      // The form's save reaches the app machine, so the header reads the company again.
      if (event.type === "company.changed") assert.ok(world.announced >= 1);
    },
  },
});
