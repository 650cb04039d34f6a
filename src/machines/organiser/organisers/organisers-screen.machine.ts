import { setup, type SnapshotFrom } from "xstate";
import type { ConsoleScreenInput } from "../console-screen-descriptor.ts";
import { refreshRead } from "../../data/child-requests.ts";
import { remoteDataMachine } from "../../data/remote-data.machine.ts";
import { screenEntityDialog, type EntityChanged } from "../../forms/screen-entity-dialog.ts";
import { INVITE_DIALOG_INPUT, type OrganiserAccount } from "./invite-rules.ts";

export interface OrganisersScreenTypes {
  input: ConsoleScreenInput;
  /** Inviting and removing are the organiser's; organiser staff read the list. */
  context: { readonly mayManage: boolean };
  events: EntityChanged;
  children: { organisers: "organisersRead"; dialog: "organiserDialog" };
}

/**
 * The Organisers screen: who runs the event, with whether each has signed in; an organiser (not
 * staff) invites another by mobile number (the dialog's add: the form keeps what was typed through
 * a refused or failed send) and removes one after a confirmation (its delete). Either reads the list again.
 */
export const organisersScreenMachine = setup({
  types: {} as OrganisersScreenTypes,
  actors: {
    /** GET /organiser/organisers */
    organisersRead: remoteDataMachine,
    /** POST /organiser/organisers, DELETE /organiser/organisers/{id} */
    organiserDialog: screenEntityDialog,
  },
  actions: { refreshOrganisers: refreshRead("organisers") },
}).createMachine({
  id: "organisersScreen",
  context: ({ input }) => ({ mayManage: input.role === "organiser" }),
  invoke: [
    { id: "organisers", src: "organisersRead" },
    { id: "dialog", src: "organiserDialog", input: INVITE_DIALOG_INPUT },
  ],
  initial: "open",
  states: { open: { on: { "entity.changed": { actions: "refreshOrganisers" } } } },
});

export type OrganisersScreenMachine = typeof organisersScreenMachine;

/** The organisers as their read holds them (the remote-data machine keeps `unknown`; `organisersRead` is its only writer). */
export const organisersOf = (snapshot: SnapshotFrom<typeof remoteDataMachine>): ReadonlyArray<OrganiserAccount> | null =>
  snapshot.context.data as ReadonlyArray<OrganiserAccount> | null;
