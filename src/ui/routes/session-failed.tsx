import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import { useSession } from "../app/app-context.ts";
import { Button } from "../components/button.tsx";
import { fullScreenCenter } from "../components/styles.ts";

/** The stored token could not be checked (network or server fault): try again, or sign out. */
export function SessionFailed() {
  const session = useSession();
  const error = useSelector(session, (snapshot) => snapshot.context.error);
  return (
    <main className={css(fullScreenCenter, { gap: "4", p: "6", textAlign: "center" })}>
      <h1 className={css({ fontSize: "xl", fontWeight: "bold", color: "fg.default" })}>Could not load your account</h1>
      <p role="alert" className={css({ color: "danger.text" })}>
        {error}
      </p>
      <div className={css({ display: "flex", gap: "3", flexWrap: "wrap", justifyContent: "center" })}>
        <Button onClick={() => session.send({ type: "session.retry" })}>Retry</Button>
        <Button variant="outline" onClick={() => session.send({ type: "session.logout" })}>
          Sign out
        </Button>
      </div>
    </main>
  );
}
