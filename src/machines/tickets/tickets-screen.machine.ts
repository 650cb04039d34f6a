import { assign, sendParent, setup, stopChild, type ActorRefFrom, type SnapshotFrom } from "xstate";
import { guestLinksMachine } from "./guest-links.machine.ts";
import type { components } from "../../api/schema.d.ts";
import { mayCall } from "../app/permissions.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { listViewMachine } from "../data/list-view.machine.ts";
import { remoteDataMachine } from "../data/remote-data.machine.ts";
import { fileExportMachine } from "../data/file-export.machine.ts";
import { refreshRead, startExport } from "../data/child-requests.ts";
import { notProvided } from "../not-provided.ts";
import { badgeDownloadMachine } from "./badge-download.machine.ts";
import { referralRegistrationMachine } from "./referral-registration.machine.ts";
import { namesDialog, requestedDialog, ticketsAddress, type Pass, type TicketsDialog } from "./tickets-address.ts";

export interface TicketsScreenTypes {
  input: ScreenInput;
  context: TicketsScreenContext;
  events: TicketsScreenEvent;
  children: {
    passes: "passesRead";
    referrals: "referralsRead";
    listView: "listView";
    badge: "badgeDownload";
    referralsExport: "referralsExport";
    guestLinks: "guestLinks";
  };
}

export type Referral = components["schemas"]["ReferralTicketAllocation"];

/** What the referral form tells its screen after a registration: passes and referrals changed. */
export interface ReferralRegistered {
  readonly type: "referral.registered";
}

/**
 * The referral registration form as the screen's child: after a registration it tells its parent,
 * which reads the passes and the referrals again (SPEC §7). Its calls and toasts are provided at the
 * app root.
 */
export const screenReferralRegistration = referralRegistrationMachine.provide({
  actions: { refreshPassesAndReferrals: sendParent({ type: "referral.registered" } satisfies ReferralRegistered) },
});

export type TicketsScreenEvent =
  | { readonly type: "pass.register"; readonly pass: Pass }
  | { readonly type: "pass.invite"; readonly pass: Pass }
  | { readonly type: "dialog.close" }
  | { readonly type: "referrals.export" }
  | ReferralRegistered;

export type ScreenReferralRegistrationRef = ActorRefFrom<typeof screenReferralRegistration>;

export interface TicketsScreenContext {
  /** Register (a referral registration on a pass) is offered only to a role that may make one. */
  readonly mayRegister: boolean;
  /** The referral list's Badge action is offered only to a role that may download badges. */
  readonly mayDownloadBadge: boolean;
  /** The pass the open dialog is about; null while none is open. */
  readonly pass: Pass | null;
  /** The Register dialog's referral form, spawned for each opening; null while it is closed. */
  readonly referral: ScreenReferralRegistrationRef | null;
  /** The address the screen opened at, while it still names a dialog the passes must confirm. */
  readonly requested: string | null;
}

type PassesSnapshot = SnapshotFrom<typeof remoteDataMachine>;

/** The passes as the read holds them (the remote-data machine keeps `unknown`; `passesRead` is its only writer). */
export const passesOf = (snapshot: Pick<PassesSnapshot, "context">): ReadonlyArray<Pass> | null =>
  snapshot.context.data as ReadonlyArray<Pass> | null;

/** The referral registrations as their read holds them. */
export const referralsOf = (snapshot: PassesSnapshot): ReadonlyArray<Referral> | null =>
  snapshot.context.data as ReadonlyArray<Referral> | null;

/** The event's id from the app's event lookup (systemId `event`), "" while it is not known. */
const portalEventId = (system: { get: (id: string) => unknown }): string => {
  const lookup = system.get("event") as { getSnapshot(): { context: { event: { _id: string } | null } } } | undefined;
  return lookup?.getSnapshot().context.event?._id ?? "";
};

/**
 * SPEC §2 Tickets & Passes. The screen owns its reads of the passes (`passes`) and of the referral
 * registrations (`referrals`), the referral list's search and status filter (`listView`), and which
 * dialog is open on which pass: Invite, or Register with its referral form (`referral`, one per
 * opening). The address follows the open dialog, and an address that names one opens it once the
 * passes have loaded. A registration reads the passes and the referrals again. The view reads these
 * children and sends events; it builds nothing.
 */
export const ticketsScreenMachine = setup({
  types: {} as TicketsScreenTypes,
  actors: {
    /** GET /passes, provided at the app root. */
    passesRead: remoteDataMachine,
    /** GET /ticket-allocations, provided at the app root. */
    referralsRead: remoteDataMachine,
    listView: listViewMachine,
    /** The referral list's Badge action; its call and toasts are provided at the app root. */
    badgeDownload: badgeDownloadMachine,
    /** Export CSV: GET /referral-registrations/export, the file the server wrote, provided at the app root. */
    referralsExport: fileExportMachine,
    /** The Invite dialog's public links of the pass; their calls are provided at the app root. */
    guestLinks: guestLinksMachine,
    /** Its calls (GET /form-fields, POST /referral-registration, option lists) and toasts are provided at the app root. */
    referralRegistration: screenReferralRegistration,
  },
  actions: {
    /** Replaces the address (no new history entry); provided at the app root with the app's navigation actor. */
    showAddress: notProvided<{ to: string }>("showAddress"),
    choosePass: assign({ pass: (_, params: { pass: Pass }) => params.pass, requested: null }),
    startReferral: assign({
      referral: ({ context, spawn, self }) =>
        spawn("referralRegistration", { id: "referral", input: { passId: context.pass?._id ?? "", eventId: portalEventId(self.system) } }),
    }),
    stopReferral: stopChild("referral"),
    forgetDialog: assign({ pass: null, referral: null }),
    forgetRequest: assign({ requested: null }),
    refreshPasses: refreshRead("passes"),
    refreshReferrals: refreshRead("referrals"),
    startExport: startExport("referralsExport"),
  },
  guards: {
    /** The address asks for this dialog on a pass the loaded passes hold (and the role may use it). */
    requests: (_, params: { requested: string | null; passes: ReadonlyArray<Pass> | null; dialog: TicketsDialog; allowed: boolean }) =>
      params.allowed &&
      params.requested !== null &&
      params.passes !== null &&
      requestedDialog(params.requested, params.passes)?.dialog === params.dialog,
    mayRegister: ({ context }) => context.mayRegister,
    passesArrived: (_, params: { requested: string | null; passes: ReadonlyArray<Pass> | null }) =>
      params.requested !== null && params.passes !== null,
    /** A registration under way is not dropped half-way: the dialog stays until the answer arrives. */
    registrationSettled: ({ context }) => !(context.referral?.getSnapshot().matches("submitting") ?? false),
  },
}).createMachine({
  id: "ticketsScreen",
  context: ({ input }) => ({
    mayRegister: mayCall(input.role, "createReferralRegistration"),
    mayDownloadBadge: mayCall(input.role, "downloadBadge"),
    pass: null,
    referral: null,
    requested: namesDialog(input.search) ? input.search : null,
  }),
  invoke: [
    {
      id: "passes",
      src: "passesRead",
      onSnapshot: [
        {
          guard: { type: "requests", params: ({ context, event }) => ({ ...requestOf(context, event.snapshot), dialog: "register", allowed: context.mayRegister }) },
          target: ".registering",
          actions: { type: "choosePass", params: ({ context, event }) => ({ pass: requestedPass(context, event.snapshot) }) },
        },
        {
          guard: { type: "requests", params: ({ context, event }) => ({ ...requestOf(context, event.snapshot), dialog: "invite", allowed: true }) },
          target: ".inviting",
          actions: { type: "choosePass", params: ({ context, event }) => ({ pass: requestedPass(context, event.snapshot) }) },
        },
        {
          guard: { type: "passesArrived", params: ({ context, event }) => requestOf(context, event.snapshot) },
          description: "The address names a pass the company does not hold: nothing opens.",
          actions: "forgetRequest",
        },
      ],
    },
    { id: "referrals", src: "referralsRead" },
    { id: "listView", src: "listView", input: { kind: "referrals" } },
    { id: "badge", src: "badgeDownload", input: ({ context }) => ({ allowed: context.mayDownloadBadge }) },
    { id: "referralsExport", src: "referralsExport", input: { subject: "referrals" } },
  ],
  on: {
    "referral.registered": { actions: ["refreshPasses", "refreshReferrals"] },
    "referrals.export": { actions: "startExport" },
  },
  initial: "closed",
  states: {
    closed: {
      on: {
        "pass.register": { guard: "mayRegister", target: "registering", actions: { type: "choosePass", params: ({ event }) => ({ pass: event.pass }) } },
        "pass.invite": { target: "inviting", actions: { type: "choosePass", params: ({ event }) => ({ pass: event.pass }) } },
      },
    },
    inviting: {
      description: "The pass's public links for guests, to send by e-mail or copy (the main part), and the team's link to its Register dialog.",
      entry: { type: "showAddress", params: ({ context }) => ({ to: addressOf("invite", context) }) },
      invoke: { id: "guestLinks", src: "guestLinks", input: ({ context }) => ({ passId: context.pass?._id ?? "" }) },
      on: { "dialog.close": { target: "closed", actions: ["forgetDialog", { type: "showAddress", params: { to: ticketsAddress(null) } }] } },
    },
    registering: {
      description: "Register User via Referral on the pass: a fresh referral form for each opening.",
      entry: ["startReferral", { type: "showAddress", params: ({ context }) => ({ to: addressOf("register", context) }) }],
      on: {
        "dialog.close": {
          guard: "registrationSettled",
          target: "closed",
          actions: ["stopReferral", "forgetDialog", { type: "showAddress", params: { to: ticketsAddress(null) } }],
        },
      },
    },
  },
});

/**
 * The address's request and the passes the server answered; null passes before the answer, so a
 * copy kept on the device from an earlier visit neither opens nor drops what the address names.
 */
function requestOf(context: TicketsScreenContext, snapshot: Pick<PassesSnapshot, "context" | "value">) {
  return { requested: context.requested, passes: snapshot.value === "loaded" ? passesOf(snapshot) : null };
}

function requestedPass(context: TicketsScreenContext, snapshot: Pick<PassesSnapshot, "context">): Pass {
  const found = requestedDialog(context.requested ?? "", passesOf(snapshot) ?? []);
  if (found === null) throw new Error("A dialog opened from the address without its pass.");
  return found.pass;
}

function addressOf(dialog: TicketsDialog, context: TicketsScreenContext): string {
  return ticketsAddress(context.pass === null ? null : { dialog, passId: context.pass._id });
}
