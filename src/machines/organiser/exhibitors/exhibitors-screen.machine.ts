import { assign, setup } from "xstate";
import { loadErrorMessage } from "../../data/remote-data.machine.ts";
import { withRow } from "../../data/with-row.ts";
import { serverMessage } from "../../forms/form-helpers.ts";
import { notProvidedActor } from "../../not-provided.ts";
import {
  createBodyOf,
  EMPTY_EXHIBITOR_FORM,
  exhibitorFormErrors,
  passBodyOf,
  passFormErrors,
  updateBodyOf,
  type ExhibitorField,
  type ExhibitorRemoval,
  type ExhibitorTeamMember,
  type PassField,
} from "./exhibitors-form.ts";
import {
  EXHIBITORS_MESSAGES,
  type AllocatePassesInput,
  type ExhibitorIdInput,
  type ExhibitorListAnswer,
  type ExhibitorSaved,
  type ExhibitorsScreenTypes,
  type SaveExhibitorInput,
} from "./exhibitors-screen.types.ts";
import { byName, editOpened, exhibitorSaved, formChanged, passesChanged, passesOpened, passesRefused, saveRefused } from "./exhibitors-screen.updates.ts";

/**
 * The console's Exhibitors screen: the event's exhibitors (searchable), and one dialog at a time:
 * add or edit (the add dialog takes the owner, who is invited by SMS and e-mail), the pass
 * allocation of one exhibitor, its team (read-only), and removal, which first reads and states what
 * goes with the exhibitor, then asks once more before removing. A refused dialog keeps what was
 * typed and says why (the server's words: a taken number, an allocation below what is used).
 * Organiser staff read the list and the teams only: adding, editing, passes, invitations and
 * removal are the organiser's (guards `mayManage` and `mayManageExhibitor`, as the contract's x-roles).
 */
export const exhibitorsScreenMachine = setup({
  types: {} as ExhibitorsScreenTypes,
  actors: {
    /** GET /organiser/exhibitors */
    listExhibitors: notProvidedActor<ExhibitorListAnswer>("listExhibitors"),
    /** POST /organiser/exhibitors, or PUT /organiser/exhibitors/{id} */
    saveExhibitor: notProvidedActor<ExhibitorSaved, SaveExhibitorInput>("saveExhibitor"),
    /** PUT /organiser/exhibitors/{id}/passes */
    allocatePasses: notProvidedActor<ExhibitorSaved, AllocatePassesInput>("allocatePasses"),
    /** GET /organiser/exhibitors/{id}/removal */
    readRemoval: notProvidedActor<ExhibitorRemoval, ExhibitorIdInput>("readRemoval"),
    /** DELETE /organiser/exhibitors/{id}?confirm=true */
    removeExhibitor: notProvidedActor<ExhibitorRemoval, ExhibitorIdInput>("removeExhibitor"),
    /** GET /organiser/exhibitors/{id}/team */
    readTeam: notProvidedActor<ReadonlyArray<ExhibitorTeamMember>, ExhibitorIdInput>("readTeam"),
    /** POST /organiser/exhibitors/{id}/invite */
    resendInvite: notProvidedActor<ExhibitorSaved, ExhibitorIdInput>("resendInvite"),
  },
  actions: {
    startReading: assign({ error: null }),
    showList: assign((_, params: { answer: ExhibitorListAnswer }) => ({ exhibitors: params.answer.exhibitors, categories: params.answer.categories })),
    rememberLoadFailure: assign((_, params: { error: unknown }) => ({ error: loadErrorMessage(params.error) })),
    changeSearch: assign((_, params: { value: string }) => ({ search: params.value })),
    openAdd: assign({ selected: null, form: EMPTY_EXHIBITOR_FORM, formErrors: {}, dialogError: null, notice: null }),
    openEdit: assign(({ context }, params: { id: string }) => editOpened(context, params.id)),
    changeForm: assign(({ context }, params: { field: ExhibitorField; value: string }) => formChanged(context, params.field, params.value)),
    showFormProblems: assign(({ context }) => ({ formErrors: exhibitorFormErrors(context.form, context.selected === null) })),
    showSaved: assign(({ context }, params: { saved: ExhibitorSaved }) => exhibitorSaved(context, params.saved)),
    rememberSaveFailure: assign((_, params: { error: unknown; fallback: string }) => saveRefused(params.error, params.fallback)),
    openPasses: assign(({ context }, params: { id: string }) => passesOpened(context, params.id)),
    changePasses: assign(({ context }, params: { field: PassField; value: string }) => passesChanged(context, params.field, params.value)),
    showPassProblems: assign(({ context }) => ({ passErrors: passFormErrors(context.passForm) })),
    rememberPassFailure: assign((_, params: { error: unknown }) => passesRefused(params.error)),
    openRemoval: assign((_, params: { id: string }) => ({ selected: params.id, removal: null, dialogError: null, notice: null })),
    showRemoval: assign((_, params: { removal: ExhibitorRemoval }) => ({ removal: params.removal })),
    showRemoved: assign(({ context }, params: { removal: ExhibitorRemoval }) => ({
      exhibitors: context.exhibitors.filter((row) => row._id !== params.removal.exhibitor._id),
      notice: { tone: "success" as const, text: params.removal.summary },
      selected: null,
      removal: null,
    })),
    rememberDialogFailure: assign((_, params: { error: unknown; fallback: string }) => ({ dialogError: serverMessage(params.error) ?? params.fallback })),
    openTeam: assign((_, params: { id: string }) => ({ selected: params.id, team: [], dialogError: null, notice: null })),
    showTeam: assign((_, params: { team: ReadonlyArray<ExhibitorTeamMember> }) => ({ team: params.team })),
    startInvite: assign((_, params: { id: string }) => ({ selected: params.id, notice: null })),
    showInviteSent: assign(({ context }, params: { saved: ExhibitorSaved }) => ({
      exhibitors: withRow(context.exhibitors, params.saved.exhibitor, byName),
      notice: { tone: "success" as const, text: params.saved.message },
      selected: null,
    })),
    showInviteFailure: assign((_, params: { error: unknown }) => ({
      notice: { tone: "error" as const, text: serverMessage(params.error) ?? EXHIBITORS_MESSAGES.inviteFailed },
      selected: null,
    })),
    closeDialog: assign({ selected: null, dialogError: null, removal: null, team: [] }),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(exhibitorFormErrors(context.form, context.selected === null)).length > 0,
    passesInvalid: ({ context }) => Object.keys(passFormErrors(context.passForm)).length > 0,
    knownExhibitor: ({ context }, params: { id: string }) => context.exhibitors.some((row) => row._id === params.id),
    mayManage: ({ context }) => context.role === "organiser",
    mayManageExhibitor: ({ context }, params: { id: string }) => context.role === "organiser" && context.exhibitors.some((row) => row._id === params.id),
  },
}).createMachine({
  id: "exhibitorsScreen",
  context: ({ input }) => ({
    role: input.role,
    exhibitors: [],
    categories: [],
    error: null,
    search: new URLSearchParams(input.search).get("q") ?? "",
    selected: null,
    form: EMPTY_EXHIBITOR_FORM,
    formErrors: {},
    passForm: { categoryId: "", categoryName: "", numberOfPasses: "" },
    passErrors: {},
    removal: null,
    team: [],
    dialogError: null,
    notice: null,
  }),
  on: { "search.change": { actions: { type: "changeSearch", params: ({ event }) => ({ value: event.value }) } } },
  initial: "loading",
  states: {
    loading: {
      tags: "busy",
      description: "Reads the event's exhibitors and categories; rows already shown stay until the answer replaces them.",
      entry: "startReading",
      invoke: {
        id: "list",
        src: "listExhibitors",
        onDone: { target: "ready", actions: { type: "showList", params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: "failed", actions: { type: "rememberLoadFailure", params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: { tags: "error", on: { "list.retry": "loading" } },
    ready: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "list.refresh": "#exhibitorsScreen.loading",
            "exhibitor.add": { guard: "mayManage", target: "editing", actions: "openAdd" },
            "exhibitor.edit": {
              guard: { type: "mayManageExhibitor", params: ({ event }) => ({ id: event.id }) },
              target: "editing",
              actions: { type: "openEdit", params: ({ event }) => ({ id: event.id }) },
            },
            "passes.open": {
              guard: { type: "mayManageExhibitor", params: ({ event }) => ({ id: event.id }) },
              target: "allocating",
              actions: { type: "openPasses", params: ({ event }) => ({ id: event.id }) },
            },
            "remove.open": {
              guard: { type: "mayManageExhibitor", params: ({ event }) => ({ id: event.id }) },
              target: "removal",
              actions: { type: "openRemoval", params: ({ event }) => ({ id: event.id }) },
            },
            "team.open": {
              guard: { type: "knownExhibitor", params: ({ event }) => ({ id: event.id }) },
              target: "team",
              actions: { type: "openTeam", params: ({ event }) => ({ id: event.id }) },
            },
            "invite.resend": {
              guard: { type: "mayManageExhibitor", params: ({ event }) => ({ id: event.id }) },
              target: "inviting",
              actions: { type: "startInvite", params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        editing: {
          description: "The add dialog (selected null, with the owner) or the edit dialog of one exhibitor.",
          on: {
            "form.change": { actions: { type: "changeForm", params: ({ event }) => ({ field: event.field, value: event.value }) } },
            "form.submit": [{ guard: "formInvalid", actions: "showFormProblems" }, { target: "saving" }],
            "dialog.close": { target: "idle", actions: "closeDialog" },
          },
        },
        saving: {
          tags: "busy",
          invoke: {
            id: "save",
            src: "saveExhibitor",
            input: ({ context }): SaveExhibitorInput =>
              context.selected === null ? { id: null, body: createBodyOf(context.form) } : { id: context.selected, body: updateBodyOf(context.form) },
            onDone: { target: "idle", actions: [{ type: "showSaved", params: ({ event }) => ({ saved: event.output }) }, "closeDialog"] },
            onError: {
              target: "editing",
              actions: { type: "rememberSaveFailure", params: ({ event }) => ({ error: event.error, fallback: EXHIBITORS_MESSAGES.saveFailed }) },
            },
          },
        },
        allocating: {
          description: "The pass allocation dialog: a category of the event (or a new one by name) and the number of passes.",
          on: {
            "passes.change": { actions: { type: "changePasses", params: ({ event }) => ({ field: event.field, value: event.value }) } },
            "passes.submit": [{ guard: "passesInvalid", actions: "showPassProblems" }, { target: "savingPasses" }],
            "dialog.close": { target: "idle", actions: "closeDialog" },
          },
        },
        savingPasses: {
          tags: "busy",
          invoke: {
            id: "passes",
            src: "allocatePasses",
            input: ({ context }) => ({ id: context.selected!, body: passBodyOf(context.passForm) }),
            onDone: { target: "idle", actions: [{ type: "showSaved", params: ({ event }) => ({ saved: event.output }) }, "closeDialog"] },
            onError: { target: "allocating", actions: { type: "rememberPassFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
        removal: {
          description: "Asks twice: first what goes with the exhibitor (read from the server), then once more before removing.",
          initial: "reading",
          on: { "dialog.close": { target: "idle", actions: "closeDialog" } },
          states: {
            reading: {
              tags: "busy",
              invoke: {
                id: "removal",
                src: "readRemoval",
                input: ({ context }) => ({ id: context.selected! }),
                onDone: { target: "stating", actions: { type: "showRemoval", params: ({ event }) => ({ removal: event.output }) } },
                onError: {
                  target: "unreadable",
                  actions: { type: "rememberDialogFailure", params: ({ event }) => ({ error: event.error, fallback: EXHIBITORS_MESSAGES.removeFailed }) },
                },
              },
            },
            unreadable: { tags: "error", description: "What goes could not be read: nothing can be removed blind." },
            stating: {
              description: "First ask: what goes with the exhibitor.",
              on: { "remove.continue": "confirming" },
            },
            confirming: {
              description: "Second ask: this cannot be undone.",
              on: { "remove.back": "stating", "remove.confirm": "removing" },
            },
            removing: {
              tags: "busy",
              on: { "dialog.close": { description: "The removal is under way: it finishes before the dialog closes." } },
              invoke: {
                id: "remove",
                src: "removeExhibitor",
                input: ({ context }) => ({ id: context.selected! }),
                onDone: { target: "#exhibitorsScreen.ready.idle", actions: [{ type: "showRemoved", params: ({ event }) => ({ removal: event.output }) }, "closeDialog"] },
                onError: {
                  target: "confirming",
                  actions: { type: "rememberDialogFailure", params: ({ event }) => ({ error: event.error, fallback: EXHIBITORS_MESSAGES.removeFailed }) },
                },
              },
            },
          },
        },
        team: {
          description: "The exhibitor's team, read-only.",
          initial: "reading",
          on: { "dialog.close": { target: "idle", actions: "closeDialog" } },
          states: {
            reading: {
              tags: "busy",
              invoke: {
                id: "team",
                src: "readTeam",
                input: ({ context }) => ({ id: context.selected! }),
                onDone: { target: "shown", actions: { type: "showTeam", params: ({ event }) => ({ team: event.output }) } },
                onError: {
                  target: "unreadable",
                  actions: { type: "rememberDialogFailure", params: ({ event }) => ({ error: event.error, fallback: EXHIBITORS_MESSAGES.teamFailed }) },
                },
              },
            },
            unreadable: { tags: "error" },
            shown: {},
          },
        },
        inviting: {
          tags: "busy",
          invoke: {
            id: "invite",
            src: "resendInvite",
            input: ({ context }) => ({ id: context.selected! }),
            onDone: { target: "idle", actions: { type: "showInviteSent", params: ({ event }) => ({ saved: event.output }) } },
            onError: { target: "idle", actions: { type: "showInviteFailure", params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});
