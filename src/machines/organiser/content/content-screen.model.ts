import assert from "node:assert/strict";
import { fromPromise } from "xstate";
import { defineModel } from "../../testing/model.ts";
import { contentScreenMachine } from "./content-screen.machine.ts";
import type { EventFaq, EventResource } from "./content.types.ts";
import { eventFaqsMachine } from "./event-faqs.machine.ts";
import { eventResourcesMachine } from "./event-resources.machine.ts";

/** The tabs' own machines have their models (event-resources, event-faqs); here they only need to run, reading forever. */
const reading = <Row>() => fromPromise<ReadonlyArray<Row>, void>(() => new Promise(() => undefined));
const resources = eventResourcesMachine.provide({ actors: { listResources: reading<EventResource>() } });
const faqs = eventFaqsMachine.provide({ actors: { listFaqs: reading<EventFaq>() } });

export const contentScreenModel = defineModel({
  name: "content-screen",
  machine: contentScreenMachine,
  inputs: {
    plain: { search: "", role: "organiser" },
    faqsAsked: { search: "?tab=faqs", role: "organiser" },
    unknownTab: { search: "?tab=nothing", role: "organiser" },
  },
  events: [
    { type: "tab.select", tab: "resources" },
    { type: "tab.select", tab: "faqs" },
    { type: "tab.select", tab: "passForms" },
    { type: "passForms.open" },
  ],
  controlledActors: [],
  world: () => ({}),
  implementations: () => ({ actors: { resources, faqs } }),
  assertions: {
    showing: (snapshot, { event, input }) => {
      assert.ok(snapshot.children.resources !== undefined, "the Resources tab's machine runs");
      assert.ok(snapshot.children.faqs !== undefined, "the FAQs tab's machine runs");
      if (event.type === "xstate.init") assert.equal(snapshot.context.tab, input === "faqsAsked" ? "faqs" : "resources");
      if (event.type === "tab.select") assert.equal(snapshot.context.tab, (event as unknown as { tab: string }).tab);
    },
  },
});
