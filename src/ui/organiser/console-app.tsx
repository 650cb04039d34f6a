import { shallowEqual, useSelector } from "@xstate/react";
import { useSyncExternalStore } from "react";
import type { ActorRefFrom } from "xstate";
import type { OrganiserSignInMachine } from "../../machines/organiser/sign-in/organiser-sign-in.machine.ts";
import { FullScreenLoading } from "../components/spinner.tsx";
import { LoadError } from "../components/load-error.tsx";
import { ToastPortal } from "../components/toast-portal.tsx";
import { retryableLazy } from "../components/retryable-lazy.ts";
import { raisedToastCount, subscribeToToasts } from "../toaster.ts";
import type { ConsoleActorRef } from "./console-actor.ts";
import { ConsoleShell } from "./console-shell.tsx";
import { LeaveGuardProvider } from "../components/leave-guard.tsx";
import OrganiserSignInScreen from "./sign-in/organiser-sign-in-screen.tsx";

const ToasterView = retryableLazy(() => import("../components/toaster-view.tsx"));

/** The console: its session's check, the sign-in, or the signed-in shell; and the toast region. */
export function ConsoleApp({ console }: { readonly console: ConsoleActorRef }) {
  const view = useSelector(
    console,
    (snapshot) => ({
      phase: snapshot.matches("signedIn") ? "signedIn" : snapshot.matches("signedOut") ? "signedOut" : snapshot.matches("fetchFailed") ? "fetchFailed" : "busy",
      error: snapshot.context.error,
      signIn: snapshot.children.signIn as ActorRefFrom<OrganiserSignInMachine> | undefined,
      guard: snapshot.children.leaveGuard,
    }),
    shallowEqual,
  );
  return (
    <LeaveGuardProvider guard={view.guard}>
      {view.phase === "signedIn" ? (
        <ConsoleShell console={console} />
      ) : view.phase === "signedOut" && view.signIn ? (
        <OrganiserSignInScreen actor={view.signIn} />
      ) : view.phase === "fetchFailed" ? (
        <main>
          <LoadError message={view.error ?? ""} onRetry={() => console.send({ type: "session.retry" })} />
        </main>
      ) : (
        <FullScreenLoading />
      )}
      <ToastRegion />
    </LeaveGuardProvider>
  );
}

/** Ark's toaster, mounted at the first toast. */
function ToastRegion() {
  const raised = useSyncExternalStore(subscribeToToasts, raisedToastCount);
  return raised === 0 ? null : <ToastPortal view={ToasterView} raised={raised} />;
}
