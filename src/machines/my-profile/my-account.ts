import { fromCallback, type ActorRefFrom, type SnapshotFrom } from "xstate";
import type { sessionMachine } from "../app/session.machine.ts";

/**
 * How the signed-in person signs in, as My profile shows it: their number and whether they have a
 * password. Both change on Reset Password, not here, so the screen shows them from the app's
 * session (systemId `session`), which is also what the header draws; after the details are saved
 * the screen asks the session to read the user again, so the header's name and photo follow.
 */
export interface MyAccount {
  /** "+91 9811144455"; null for an account without a number (signed up by e-mail). */
  readonly number: string | null;
  readonly hasPassword: boolean;
}

export interface AccountReport {
  readonly type: "account.report";
  readonly account: MyAccount;
}

export type AccountReload = { readonly type: "user.reload" };

/** The account facts of the session's user; null until the session has one. */
export const accountOf = (session: Pick<SnapshotFrom<typeof sessionMachine>, "context"> | undefined): MyAccount | null => {
  const user = session?.context.user ?? null;
  if (user === null) return null;
  const number = user.mobile ? `+${user.phoneCode ?? ""} ${user.mobile}` : null;
  return { number, hasPassword: user.hasPassword };
};

/**
 * Reports `account.report` when the screen starts and whenever the session's user changes what it
 * says, and passes `user.reload` on to the session. Started on its own (a test, the inspector)
 * there is no app system: it reports nothing.
 */
export const myAccountLookup = fromCallback<AccountReload, void, AccountReport>(({ system, sendBack, receive }) => {
  const session = system.get("session") as ActorRefFrom<typeof sessionMachine> | undefined;
  if (session === undefined) return;
  let last = "";
  const report = () => {
    const account = accountOf(session.getSnapshot());
    const key = JSON.stringify(account);
    if (account === null || key === last) return;
    last = key;
    sendBack({ type: "account.report", account });
  };
  const subscription = session.subscribe(report);
  report();
  receive((reload) => session.send(reload));
  return () => subscription.unsubscribe();
});
