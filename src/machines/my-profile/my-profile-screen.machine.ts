import { assign, sendTo, setup } from "xstate";
import { ROLE_LABELS } from "../../rules/roles.ts";
import type { ScreenInput } from "../screen/screen-input.ts";
import { myAccountLookup, type MyAccount } from "./my-account.ts";
import { myDetailsMachine } from "./my-details.machine.ts";

/**
 * My profile (every role, from the header's menu): the person's own name, e-mail and photo
 * (`details`, the form), and how they sign in (`account`: their number and whether they have a
 * password, read from the app's session; both change on Reset Password, which the screen links to).
 * When the details are saved the screen asks the session to read the user again, so the header's
 * name and photo show what was saved. The view reads `context.account`, `context.roleLabel` and the
 * `details` child.
 */

export interface MyProfileScreenTypes {
  input: ScreenInput;
  context: MyProfileScreenContext;
  events: MyProfileScreenEvent;
  children: { details: "details"; account: "account" };
}

export type MyProfileScreenEvent =
  | { readonly type: "account.report"; readonly account: MyAccount }
  /** From the details form: a save went through. */
  | { readonly type: "details.saved" };

export interface MyProfileScreenContext {
  /** Null until the session has the user. */
  readonly account: MyAccount | null;
  /** "Booth Staff": the role the person signs in with (not theirs to change). */
  readonly roleLabel: string | null;
}

/**
 * The details form as the screen's child: a save tells the screen. A plain action rather than
 * `sendParent`, so the form also runs on its own (its model's graph has no parent).
 */
export const screenDetailsForm = myDetailsMachine.provide({
  actions: { saved: ({ self }) => self._parent?.send({ type: "details.saved" }) },
});

export const myProfileScreenMachine = setup({
  types: {} as MyProfileScreenTypes,
  actors: {
    /** GET /auth/me, PUT /auth/updatedetails and the photo's upload, provided at the app root. */
    details: screenDetailsForm,
    account: myAccountLookup,
  },
  actions: {
    storeAccount: assign((_, params: { account: MyAccount }) => ({ account: params.account })),
    reloadUser: sendTo("account", { type: "user.reload" }),
  },
}).createMachine({
  id: "myProfileScreen",
  context: ({ input }) => ({ account: null, roleLabel: input.role === null ? null : ROLE_LABELS[input.role] }),
  invoke: [
    { id: "details", src: "details" },
    { id: "account", src: "account" },
  ],
  initial: "open",
  states: {
    open: {
      on: {
        "account.report": { actions: { type: "storeAccount", params: ({ event }) => ({ account: event.account }) } },
        "details.saved": {
          description: "The header draws the session's user: it is read again, with the new name and photo.",
          actions: "reloadUser",
        },
      },
    },
  },
});
