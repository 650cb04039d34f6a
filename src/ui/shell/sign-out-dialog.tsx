import { useSelector } from "@xstate/react";
import { portalHeader } from "styled-system/recipes";
import { signOutQuestion, SIGN_OUT_TEXTS, syncButtonLabel, waitingMessage, type SignOutRef } from "../../machines/app/sign-out.machine.ts";
import type { SessionActorRef } from "../screen/app-context.ts";
import { Button } from "../components/button.tsx";
import { CancelButton } from "../components/cancel-button.tsx";
import { Dialog } from "../components/dialog.tsx";

const classes = portalHeader();

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
          <CancelButton onClick={cancel} />
          <Button variant="outline" onClick={() => question.send({ type: "signOut.anyway" })}>
            Sign out anyway
          </Button>
          <Button onClick={() => question.send({ type: "signOut.sync" })} disabled={busy} aria-busy={busy}>
            {syncLabel}
          </Button>
        </>
      }
    >
      <div className={classes.signOutBody}>
        <p>{SIGN_OUT_TEXTS.anyway}</p>
        {problem === null ? null : (
          <p role="alert" className={classes.signOutError}>
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}
