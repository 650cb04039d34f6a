import { assign, setup } from "xstate";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { withRow } from "../../data/with-row.ts";
import { FAILURE_TITLE, SUCCESS_TITLE } from "../../forms/entity-messages.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notify } from "../../forms/notify-action.ts";
import { notProvidedActor } from "../../not-provided.ts";
import { inviteErrors, inviteRequest } from "./invite-rules.ts";
import {
  EMPTY_INVITE,
  type InviteOrganiserRequest,
  type OrganiserAccount,
  type OrganisersScreenTypes,
} from "./organisers-screen.types.ts";

/** Why a call failed, in the server's words when it gave some. */
const failure = (error: unknown, fallback: string): string => serverMessage(error) ?? fallback;

/**
 * The Organisers screen: who runs the event, with whether each has signed in; an organiser (not
 * staff) invites another by mobile number and removes one after a confirmation. The invitation form
 * keeps what was typed through a refused or failed send.
 */
export const organisersScreenMachine = setup({
  types: {} as OrganisersScreenTypes,
  actors: {
    /** `listOrganisers`. */
    listOrganisers: notProvidedActor<ReadonlyArray<OrganiserAccount>>("listOrganisers"),
    /** `inviteOrganiser`: answers the new organiser and the server's message. */
    inviteOrganiser: notProvidedActor<{ message: string; data: OrganiserAccount }, InviteOrganiserRequest>("inviteOrganiser"),
    /** `removeOrganiser`. */
    removeOrganiser: notProvidedActor<{ message: string }, { id: string }>("removeOrganiser"),
  },
  guards: {
    mayManage: ({ context }) => context.role === "organiser",
    formInvalid: ({ context }) => Object.keys(inviteErrors(context.form)).length > 0,
  },
  actions: {
    notify,
    showList: assign({ organisers: (_, params: { organisers: ReadonlyArray<OrganiserAccount> }) => params.organisers, error: null }),
    showLoadError: assign({ error: (_, params: { error: unknown }) => loadErrorMessage(params.error) }),
    resetForm: assign({ form: EMPTY_INVITE, fieldErrors: {}, formError: null }),
    changeField: assign(({ context }, params: { field: keyof typeof EMPTY_INVITE; value: string }) => ({
      form: { ...context.form, [params.field]: params.value },
      fieldErrors: { ...context.fieldErrors, [params.field]: undefined },
      formError: null,
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: inviteErrors(context.form) })),
    showFormError: assign({ formError: (_, params: { error: unknown }) => failure(params.error, "The invitation could not be sent.") }),
    addInvited: assign({ organisers: ({ context }, params: { organiser: OrganiserAccount }) => withRow(context.organisers, params.organiser) }),
    askRemove: assign({ removing: (_, params: { organiser: OrganiserAccount }) => params.organiser }),
    forgetRemove: assign({ removing: null }),
    dropRemoved: assign({ organisers: ({ context }) => context.organisers.filter((row) => row._id !== context.removing?._id) }),
  },
}).createMachine({
  id: "organisersScreen",
  context: ({ input }) => ({ role: input.role, organisers: [], error: null, form: EMPTY_INVITE, fieldErrors: {}, formError: null, removing: null }),
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      invoke: {
        id: "listOrganisers",
        src: "listOrganisers",
        onDone: { target: "ready", actions: { type: "showList", params: ({ event }) => ({ organisers: event.output }) } },
        onError: { target: "failed", actions: { type: "showLoadError", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: "error", on: { "list.retry": "loading" } },
    ready: {
      on: {
        "invite.open": { guard: "mayManage", target: ".inviting", actions: "resetForm" },
        "remove.ask": { guard: "mayManage", target: ".confirmingRemoval", actions: { type: "askRemove", params: ({ event }) => ({ organiser: event.organiser }) } },
      },
      initial: "idle",
      states: {
        idle: {},
        inviting: {
          tags: "dialog",
          initial: "editing",
          on: {
            "invite.change": { actions: { type: "changeField", params: ({ event }) => ({ field: event.field, value: event.value }) } },
          },
          states: {
            editing: {
              on: {
                "invite.cancel": "#organisersScreen.ready.idle",
                "invite.submit": [{ guard: "formInvalid", actions: "showFieldErrors" }, { target: "sending" }],
              },
            },
            sending: {
              tags: "busy",
              invoke: {
                id: "inviteOrganiser",
                src: "inviteOrganiser",
                input: ({ context }) => inviteRequest(context.form),
                onDone: {
                  target: "#organisersScreen.ready.idle",
                  actions: [
                    { type: "addInvited", params: ({ event }) => ({ organiser: event.output.data }) },
                    { type: "notify", params: ({ event }) => ({ title: SUCCESS_TITLE, description: event.output.message, variant: "success" }) },
                  ],
                },
                onError: { target: "editing", actions: { type: "showFormError", params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        confirmingRemoval: {
          tags: "dialog",
          on: {
            "remove.cancel": { target: "idle", actions: "forgetRemove" },
            "remove.confirm": "removing",
          },
        },
        removing: {
          tags: ["busy", "dialog"],
          invoke: {
            id: "removeOrganiser",
            src: "removeOrganiser",
            input: ({ context }) => ({ id: context.removing!._id }),
            onDone: {
              target: "idle",
              actions: [
                "dropRemoved",
                "forgetRemove",
                { type: "notify", params: ({ event }) => ({ title: SUCCESS_TITLE, description: event.output.message, variant: "success" }) },
              ],
            },
            onError: {
              target: "idle",
              actions: [
                "forgetRemove",
                { type: "notify", params: ({ event }) => ({ title: FAILURE_TITLE, description: failure(event.error, "The organiser could not be removed."), variant: "destructive" }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type OrganisersScreenMachine = typeof organisersScreenMachine;
