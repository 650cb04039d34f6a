import { useSelector } from "@xstate/react";
import { sessionFailed } from "styled-system/recipes";
import { useSession } from "../screen/app-context.ts";
import { Button } from "../components/button.tsx";

const classes = sessionFailed();

/** The stored token could not be checked (network or server fault): try again, or sign out. */
export default function SessionFailed() {
  const session = useSession();
  const error = useSelector(session, (snapshot) => snapshot.context.error);
  return (
    <main className={classes.root}>
      <h1 className={classes.title}>Could not load your account</h1>
      <p role="alert" className={classes.error}>
        {error}
      </p>
      <div className={classes.actions}>
        <Button onClick={() => session.send({ type: "session.retry" })}>Retry</Button>
        <Button variant="outline" onClick={() => session.send({ type: "session.logout" })}>
          Sign out
        </Button>
      </div>
    </main>
  );
}
