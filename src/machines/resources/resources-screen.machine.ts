import { assign, sendParent, sendTo, setup, type SnapshotFrom } from "xstate";
import { mayCall } from "../app/permissions.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import type { Role } from "../../rules/roles.ts";
import { remoteDataMachine, type RemoteDataInput } from "../data/remote-data.machine.ts";
import { refreshRead } from "../data/child-requests.ts";
import { screenEntityDialog, type EntityChanged } from "../forms/screen-entity-dialog.ts";
import { resourceDownloadMachine } from "./resource-download.machine.ts";
import { RESOURCE_UPLOADS, resourceFormErrors, resourceFormOf, type Download, type Faq, type ResourceOwner } from "./resource-form.ts";
import { resourcesEventLookup, type EventRetry, type ResourcesEventReport } from "./resources-event.ts";

/** The tabs of the screen, in their order. */
export type ResourcesTab = "event" | "mine" | "faqs";
export const RESOURCES_TABS: ReadonlyArray<ResourcesTab> = ["event", "mine", "faqs"];

/** The two lists with Download buttons. */
export type ResourceList = "event" | "mine";

/** What a list's Download buttons tell the screen after a counted download: that list's count changed. */
export interface DownloadCounted {
  readonly type: "download.counted";
  readonly list: ResourceList;
}

/** One list's Download buttons as a child of the screen: a counted download asks it to read that list again. */
export const listDownload = (list: ResourceList) =>
  resourceDownloadMachine.provide({ actions: { refreshList: sendParent({ type: "download.counted", list } satisfies DownloadCounted) } });

export type ResourcesScreenEvent =
  | ResourcesEventReport
  | EventRetry
  | { readonly type: "tab.select"; readonly tab: ResourcesTab }
  | EntityChanged
  | DownloadCounted;

/** What My Resources offers the person: Booth Staff download them, owners and admins keep them. */
export interface ResourceOffers {
  readonly add: boolean;
  readonly edit: boolean;
  readonly remove: boolean;
}

export const resourceOffers = (role: Role | null): ResourceOffers => ({
  add: mayCall(role, "createDownload"),
  edit: mayCall(role, "updateDownload"),
  remove: mayCall(role, "deleteDownload"),
});

export interface ResourcesScreenContext {
  /** Add, Edit and Delete of the company's own resources, for a role that may make them. */
  readonly offers: ResourceOffers;
  /** Whose resources show: known once the event lookup and the session have them. */
  readonly owner: ResourceOwner | null;
  /** "Error: {message}" of a failed event lookup; null otherwise. */
  readonly eventError: string | null;
}

const readOf = (params: unknown): RemoteDataInput => ({ params });
const ownerOf = (context: ResourcesScreenContext): ResourceOwner => {
  if (context.owner === null) throw new Error("The resources screen opened without its event.");
  return context.owner;
};

/** The children by their invoke ids, so a view reads `snapshot.children.<id>` typed. */
type ResourcesScreenChildren = {
  eventLookup: "eventLookup";
  eventResources: "eventResourcesRead";
  myResources: "myResourcesRead";
  faqs: "faqsRead";
  eventDownload: "eventResourcesDownload";
  myDownload: "myResourcesDownload";
  dialog: "resourceDialog";
};
export interface ResourcesScreenTypes { input: ScreenInput; context: ResourcesScreenContext; events: ResourcesScreenEvent; tags: "loading" | "error"; children: ResourcesScreenChildren }

/**
 * SPEC §2 Resources & FAQ. The screen learns the event (and the signed-in exhibitor) from the app's
 * event lookup (`eventLookup`); until then its skeleton shows, and a failed lookup shows "Error:
 * {message}" with a Retry that asks the lookup again. Open, it owns the three tabs: which one shows
 * (`tab`), each tab's read, started the first time the tab shows (`eventResources`, `myResources`,
 * `faqs`), both lists' Download buttons (`eventDownload`, `myDownload`) and the Add/Edit/Delete
 * Resource dialog (`dialog`). A saved or deleted resource, or a counted download, reads its list again.
 */
export const resourcesScreenMachine = setup({
  types: {} as ResourcesScreenTypes,
  actors: {
    eventLookup: resourcesEventLookup,
    /** GET /downloads of the event (organiser's), provided at the app root. */
    eventResourcesRead: remoteDataMachine,
    /** GET /downloads of the event's exhibitor (own), provided at the app root. */
    myResourcesRead: remoteDataMachine,
    /** GET /faq of the event, provided at the app root. */
    faqsRead: remoteDataMachine,
    /** Their file fetch, count call and toasts are provided at the app root. */
    eventResourcesDownload: listDownload("event"),
    myResourcesDownload: listDownload("mine"),
    /** Its calls (POST/PUT/DELETE /downloads) and toasts are provided at the app root. */
    resourceDialog: screenEntityDialog,
  },
  actions: {
    recordOwner: assign({
      owner: ({ event }) => (event.type === "event.loaded" ? event.owner : null),
      eventError: null,
    }),
    recordFailure: assign({ eventError: ({ event }) => (event.type === "event.failed" ? event.message : null) }),
    forgetFailure: assign({ eventError: null }),
    retryLookup: sendTo("eventLookup", { type: "event.retry" }),
    refreshEventResources: refreshRead("eventResources"),
    refreshMyResources: refreshRead("myResources"),
  },
  guards: {
    isTab: ({ event }, params: { tab: ResourcesTab }) => event.type === "tab.select" && event.tab === params.tab,
    isList: ({ event }, params: { list: ResourceList }) => event.type === "download.counted" && event.list === params.list,
    isAnotherOwner: ({ context, event }) =>
      event.type === "event.loaded" && JSON.stringify(event.owner) !== JSON.stringify(context.owner),
  },
}).createMachine({
  id: "resourcesScreen",
  context: ({ input }) => ({ offers: resourceOffers(input.role), owner: null, eventError: null }),
  invoke: { id: "eventLookup", src: "eventLookup" },
  initial: "waitingForEvent",
  states: {
    waitingForEvent: {
      tags: "loading",
      description: "Every tab reads by the event's id: the skeleton shows until the app's lookup has it.",
      on: {
        "event.loaded": { target: "open", actions: "recordOwner" },
        "event.failed": { target: "eventFailed", actions: "recordFailure" },
      },
    },
    eventFailed: {
      tags: "error",
      description: "The lookup's failure with a Retry, which asks the app's lookup again.",
      on: {
        "event.retry": { target: "waitingForEvent", actions: ["forgetFailure", "retryLookup"] },
        "event.loading": { target: "waitingForEvent", actions: "forgetFailure", description: "Retried from elsewhere." },
        "event.loaded": { target: "open", actions: "recordOwner" },
      },
    },
    open: {
      type: "parallel",
      invoke: [
        { id: "eventResources", src: "eventResourcesRead", input: ({ context }) => readOf(ownerOf(context).event) },
        { id: "eventDownload", src: "eventResourcesDownload" },
        { id: "myDownload", src: "myResourcesDownload" },
        {
          id: "dialog",
          src: "resourceDialog",
          input: ({ context }) => ({
            entity: "resource",
            emptyForm: resourceFormOf(ownerOf(context)),
            validate: resourceFormErrors,
            uploads: RESOURCE_UPLOADS,
          }),
        },
      ],
      on: {
        "event.loaded": {
          guard: "isAnotherOwner",
          target: "open",
          reenter: true,
          actions: "recordOwner",
          description: "Another event or exhibitor: every tab starts again, for the new owner.",
        },
        "download.counted": { guard: { type: "isList", params: { list: "event" } }, actions: "refreshEventResources" },
      },
      states: {
        tab: {
          initial: "event",
          on: {
            "tab.select": [
              { guard: { type: "isTab", params: { tab: "event" } }, target: ".event" },
              { guard: { type: "isTab", params: { tab: "mine" } }, target: ".mine" },
              { guard: { type: "isTab", params: { tab: "faqs" } }, target: ".faqs" },
            ],
          },
          states: { event: {}, mine: {}, faqs: {} },
        },
        myResources: {
          initial: "unread",
          states: {
            unread: { on: { "tab.select": { guard: { type: "isTab", params: { tab: "mine" } }, target: "read" } } },
            read: {
              invoke: { id: "myResources", src: "myResourcesRead", input: ({ context }) => readOf(ownerOf(context)) },
              on: {
                "entity.changed": { actions: "refreshMyResources" },
                "download.counted": { guard: { type: "isList", params: { list: "mine" } }, actions: "refreshMyResources" },
              },
            },
          },
        },
        faqs: {
          initial: "unread",
          states: {
            unread: { on: { "tab.select": { guard: { type: "isTab", params: { tab: "faqs" } }, target: "read" } } },
            read: { invoke: { id: "faqs", src: "faqsRead", input: ({ context }) => readOf(ownerOf(context).event) } },
          },
        },
      },
    },
  },
});

export type ResourcesScreenSnapshot = SnapshotFrom<typeof resourcesScreenMachine>;

/** The tab on show (the event's resources until the screen opens). */
export const openTab = (snapshot: ResourcesScreenSnapshot): ResourcesTab =>
  RESOURCES_TABS.find((tab) => snapshot.matches({ open: { tab } })) ?? "event";

/** A resource list as its read holds it (the remote-data machine keeps `unknown`; the list reads are its only writers). */
export const resourcesOf = (snapshot: SnapshotFrom<typeof remoteDataMachine>): ReadonlyArray<Download> | null =>
  snapshot.context.data as ReadonlyArray<Download> | null;

/** The FAQs as their read holds them. */
export const faqsOf = (snapshot: SnapshotFrom<typeof remoteDataMachine>): ReadonlyArray<Faq> | null =>
  snapshot.context.data as ReadonlyArray<Faq> | null;
