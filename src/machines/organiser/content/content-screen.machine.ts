import { assign, setup, sendTo, type SnapshotFrom } from "xstate";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { remoteDataMachine, type RemoteDataEvent } from "../../data/remote-data.machine.ts";
import { refreshRead } from "../../data/child-requests.ts";
import { errorSaying } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notify } from "../../forms/notify-action.ts";
import { screenEntityDialog, type EntityChanged } from "../../forms/screen-entity-dialog.ts";
import { notProvidedActor } from "../../not-provided.ts";
import { FAQ_DIALOG_INPUT, RESOURCE_DIALOG_INPUT } from "./content-rules.ts";
import type { EventFaq, EventResource } from "./content.types.ts";

export type ContentTab = "resources" | "faqs" | "passForms";
const TABS: ReadonlyArray<ContentTab> = ["resources", "faqs", "passForms"];

/** The console's own screen that builds the pass categories' referral forms; Content links to it. */
export const PASS_FORMS_PATH = "/pass-forms";

export const REORDER_FAILED = "The new order could not be saved.";

export interface ContentScreenTypes {
  input: ConsoleScreenInput;
  context: {
    readonly tab: ContentTab;
    /** The FAQs in the order just asked for, shown while it is saved; a failed save shows the old order again. */
    readonly reordered: ReadonlyArray<EventFaq> | null;
  };
  events:
    | EntityChanged
    | { readonly type: "tab.select"; readonly tab: ContentTab }
    | { readonly type: "passForms.open" }
    | { readonly type: "faqs.reorder"; readonly faqs: ReadonlyArray<EventFaq> };
  children: { resources: "resourcesRead"; resourceDialog: "resourceDialog"; faqs: "faqsRead"; faqDialog: "faqDialog"; reorderFaqs: "reorderFaqs" };
  tags: "busy";
}

/**
 * The Content screen: the event's resources and the organiser's FAQs, each a read with its add/edit
 * dialog and delete question (both run from the start, so switching tabs keeps what each shows),
 * the FAQs' order (moved one place up or down, saved at once), and the way to the Pass forms
 * screen, where the referral forms are built: the console navigates there.
 */
export const contentScreenMachine = setup({
  types: {} as ContentScreenTypes,
  actors: {
    /** GET /organiser/content/resources */
    resourcesRead: remoteDataMachine,
    /** The chosen file's upload, POST/PUT/DELETE /organiser/content/resources */
    resourceDialog: screenEntityDialog,
    /** GET /organiser/content/faqs */
    faqsRead: remoteDataMachine,
    /** POST/PUT/DELETE /organiser/content/faqs */
    faqDialog: screenEntityDialog,
    /** PUT /organiser/content/faq-order: answers the FAQs in their new order. */
    reorderFaqs: notProvidedActor<ReadonlyArray<EventFaq>, { ids: ReadonlyArray<string> }>("reorderFaqs"),
  },
  guards: {
    isFaq: (_, params: { entity: string }) => params.entity === "faq",
  },
  actions: {
    notify,
    refreshResources: refreshRead("resources"),
    refreshFaqs: refreshRead("faqs"),
    showFaqs: sendTo("faqs", (_, params: { faqs: ReadonlyArray<EventFaq> }): RemoteDataEvent => ({ type: "data.replace", data: params.faqs })),
    showReordered: assign({ reordered: (_, params: { faqs: ReadonlyArray<EventFaq> }) => params.faqs }),
    forgetReordered: assign({ reordered: null }),
    selectTab: assign({ tab: (_, params: { tab: ContentTab }) => params.tab }),
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
    return { tab: TABS.find((tab) => tab === asked) ?? "resources", reordered: null };
  },
  invoke: [
    { id: "resources", src: "resourcesRead" },
    { id: "resourceDialog", src: "resourceDialog", input: RESOURCE_DIALOG_INPUT },
    { id: "faqs", src: "faqsRead" },
    { id: "faqDialog", src: "faqDialog", input: FAQ_DIALOG_INPUT },
  ],
  on: {
    "tab.select": { actions: { type: "selectTab", params: ({ event }) => ({ tab: event.tab }) } },
    "passForms.open": { actions: "openPassForms" },
    "entity.changed": [
      { guard: { type: "isFaq", params: ({ event }) => ({ entity: event.entity }) }, actions: "refreshFaqs" },
      { description: "A resource was saved or deleted.", actions: "refreshResources" },
    ],
  },
  initial: "showing",
  states: {
    showing: {
      on: { "faqs.reorder": { target: "reordering", actions: { type: "showReordered", params: ({ event }) => ({ faqs: event.faqs }) } } },
    },
    reordering: {
      tags: "busy",
      description: "The moved order shows at once and is saved; a failed save puts the old order back.",
      invoke: {
        id: "reorderFaqs",
        src: "reorderFaqs",
        input: ({ context }) => ({ ids: (context.reordered ?? []).map((faq) => faq._id) }),
        onDone: { target: "showing", actions: [{ type: "showFaqs", params: ({ event }) => ({ faqs: event.output }) }, "forgetReordered"] },
        onError: {
          target: "showing",
          actions: ["forgetReordered", { type: "notify", params: ({ event }) => errorSaying(serverMessage(event.error) ?? REORDER_FAILED) }],
        },
      },
    },
  },
});

export type ContentScreenMachine = typeof contentScreenMachine;

type ReadSnapshot = SnapshotFrom<typeof remoteDataMachine>;

/** The resources as their read holds them (the remote-data machine keeps `unknown`; `resourcesRead` is its only writer). */
export const resourcesOf = (snapshot: ReadSnapshot): ReadonlyArray<EventResource> | null => snapshot.context.data as ReadonlyArray<EventResource> | null;

/** The FAQs as their read holds them, in the order exhibitors see them. */
export const faqsOf = (snapshot: ReadSnapshot): ReadonlyArray<EventFaq> | null => snapshot.context.data as ReadonlyArray<EventFaq> | null;
