import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import { signOutQuestion, SIGN_OUT_TEXTS, syncButtonLabel, waitingMessage, type SignOutRef } from "../../machines/app/sign-out.machine.ts";
import type { SessionActorRef } from "../app/app-context.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";

/** Sign out's question while captures of this person wait on the device; nothing while none is asked. */
export function SignOutDialog({ session }: { readonly session: SessionActorRef }) {
  const question = useSelector(session, signOutQuestion);
  return question === null ? null : <Question question={question} />;
}

/** Sync now, Sign out anyway or Cancel: the question's machine decides what each does. */
function Question({ question }: { readonly question: SignOutRef }) {
  const open = useSelector(question, (snapshot) => snapshot.hasTag("open"));
  const busy = useSelector(question, (snapshot) => snapshot.hasTag("busy"));
  const waiting = useSelector(question, (snapshot) => snapshot.context.waiting);
  const problem = useSelector(question, (snapshot) => snapshot.context.problem);
  const syncLabel = useSelector(question, syncButtonLabel);
  const cancel = () => question.send({ type: "signOut.cancel" });
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={cancel}
      title={SIGN_OUT_TEXTS.title}
      description={waitingMessage(waiting)}
      footer={
        <>
          <Button variant="outline" onClick={cancel}>
            Cancel
          </Button>
          <Button variant="outline" onClick={() => question.send({ type: "signOut.anyway" })}>
            Sign out anyway
          </Button>
          <Button onClick={() => question.send({ type: "signOut.sync" })} disabled={busy} aria-busy={busy}>
            {syncLabel}
          </Button>
        </>
      }
    >
      <div className={css({ display: "flex", flexDirection: "column", gap: "3", pb: "2", fontSize: "sm" })}>
        <p>{SIGN_OUT_TEXTS.anyway}</p>
        {problem === null ? null : (
          <p role="alert" className={css({ color: "danger.text" })}>
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}
