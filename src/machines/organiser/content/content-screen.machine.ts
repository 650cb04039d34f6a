import { assign, setup } from "xstate";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { eventFaqsMachine } from "./event-faqs.machine.ts";
import { eventResourcesMachine } from "./event-resources.machine.ts";

export type ContentTab = "resources" | "faqs" | "passForms";
const TABS: ReadonlyArray<ContentTab> = ["resources", "faqs", "passForms"];

/** The console's own screen that builds the pass categories' referral forms; Content links to it. */
export const PASS_FORMS_PATH = "/pass-forms";

/**
 * The Content screen: the event's resources and the organiser's FAQs, each tab its own machine
 * (both run from the start, so switching tabs keeps what each shows), and the way to the Pass forms
 * screen, where the referral forms are built: the console navigates there.
 */
export const contentScreenMachine = setup({
  types: {} as {
    input: ConsoleScreenInput;
    context: { readonly tab: ContentTab };
    events: { readonly type: "tab.select"; readonly tab: ContentTab } | { readonly type: "passForms.open" };
  },
  actors: { resources: eventResourcesMachine, faqs: eventFaqsMachine },
  actions: {
    /**
     * The console navigates. A plain action rather than `sendParent`, so the screen also runs on its
     * own (its model's graph has no parent).
     */
    openPassForms: ({ self }) => self._parent?.send({ type: "nav.go", path: PASS_FORMS_PATH }),
  },
}).createMachine({
  id: "contentScreen",
  context: ({ input }) => {
    const asked = new URLSearchParams(input.search).get("tab");
    return { tab: TABS.find((tab) => tab === asked) ?? "resources" };
  },
  invoke: [
    { id: "resources", src: "resources" },
    { id: "faqs", src: "faqs" },
  ],
  initial: "showing",
  states: { showing: { description: "Both tabs' machines run; the view shows the selected tab." } },
  on: {
    "tab.select": { actions: assign({ tab: ({ event }) => event.tab }) },
    "passForms.open": { actions: "openPassForms" },
  },
});

export type ContentScreenMachine = typeof contentScreenMachine;
