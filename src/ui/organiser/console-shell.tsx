import { shallowEqual, useSelector } from "@xstate/react";
import { Suspense, type MouseEvent } from "react";
import { consoleShell } from "styled-system/recipes";
import { consoleNavFor, consoleScreenAt } from "../../machines/organiser/console-screens.ts";
import { CONSOLE_MESSAGES } from "../../machines/organiser/console/console.types.ts";
import { CONSOLE_BASE } from "../../machines/organiser/console/console-routes.ts";
import { ORGANISER_ROLE_LABELS } from "../../rules/roles.ts";
import { Button } from "../components/button.tsx";
import { ChunkErrorBoundary } from "../components/chunk-error-boundary.tsx";
import { LoadError } from "../components/load-error.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import type { ConsoleActorRef } from "./console-actor.ts";
import { CONSOLE_PAGES } from "./console-pages.ts";
import { SupportBadge } from "./support-inbox/support-badge.tsx";
import { OwnPasswordDialog } from "./own-password-dialog.tsx";
import { useLeaveGuard } from "../components/leave-guard.tsx";
import type { LeaveGuardRef } from "../../machines/forms/leave-guard.machine.ts";
import type { ActorRefFrom } from "xstate";
import type { OwnPasswordMachine } from "../../machines/organiser/own-password/own-password.machine.ts";

const classes = consoleShell();

/**
 * A link inside the console: a plain link for new tabs, a machine's navigation for a click, which
 * passes the unsaved-work guard first (it moves at once, or asks).
 */
const follow = (console: ConsoleActorRef, guard: LeaveGuardRef | null, path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  if (guard === null) console.send({ type: "nav.go", path });
  else guard.send({ type: "leave.request", to: path });
};

const href = (path: string) => `${CONSOLE_BASE}${path === "/" ? "/" : path}`;

/** The signed-in console: the event and the organiser, the screens the role may open, and the screen. */
export function ConsoleShell({ console }: { readonly console: ConsoleActorRef }) {
  const view = useSelector(
    console,
    (snapshot) => ({
      organiser: snapshot.context.session?.organiser ?? null,
      event: snapshot.context.session?.event ?? null,
      path: snapshot.context.path,
      screenName: snapshot.context.screenName,
      screen: snapshot.context.screen,
      state: snapshot.matches({ signedIn: "running" })
        ? "running"
        : snapshot.matches({ signedIn: "failed" })
          ? "failed"
          : snapshot.matches({ signedIn: "none" }) && snapshot.context.screenName === "notAllowed"
            ? "notAllowed"
            : snapshot.matches({ signedIn: "none" })
              ? "notFound"
              : "loading",
      signingOut: snapshot.matches("loggingOut"),
    }),
    shallowEqual,
  );
  const guard = useLeaveGuard();
  const supportBadge = useSelector(console, (snapshot) => snapshot.children.supportBadge);
  const ownPassword = useSelector(console, (snapshot) => snapshot.children.ownPassword as ActorRefFrom<OwnPasswordMachine> | undefined);
  if (!view.organiser || !view.event) return null;
  const nav = consoleNavFor(view.organiser.role);
  const Page = CONSOLE_PAGES.find((page) => page.screen === view.screenName)?.view;
  // A screen the role may not open is named by its address.
  const refused = view.state === "notAllowed" ? consoleScreenAt(view.path) : null;
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <div className={classes.brand}>
          <div className={classes.event}>{view.event.title}</div>
          <div className={classes.role}>Organiser console</div>
        </div>
        <div className={classes.who}>
          {view.organiser.name}
          <span className={classes.role}>{ORGANISER_ROLE_LABELS[view.organiser.role]}</span>
        </div>
        {ownPassword ? <OwnPasswordDialog actor={ownPassword} /> : null}
        <Button variant="outline" size="sm" onClick={() => console.send({ type: "session.logout" })} disabled={view.signingOut}>
          Sign out
        </Button>
      </header>
      <div className={classes.body}>
        <nav aria-label="Console" className={classes.nav}>
          {nav.map((screen) => (
            <a
              key={screen.name}
              href={href(screen.path)}
              onClick={follow(console, guard, screen.path)}
              aria-current={view.screenName === screen.name ? "page" : undefined}
              className={classes.navLink}
            >
              {screen.title}
              {screen.name === "support-inbox" && supportBadge ? <SupportBadge actor={supportBadge} /> : null}
            </a>
          ))}
        </nav>
        <main className={classes.main} tabIndex={-1}>
          {view.state === "running" && Page && view.screen ? (
            <ChunkErrorBoundary resetKey={view.screenName ?? ""}>
              <Suspense fallback={<PageLoading />}>
                <Page actor={view.screen} />
              </Suspense>
            </ChunkErrorBoundary>
          ) : view.state === "failed" ? (
            <LoadError message={CONSOLE_MESSAGES.screenFailed} onRetry={() => console.send({ type: "screen.retry" })} />
          ) : view.state === "notAllowed" ? (
            <div className={classes.message}>
              <PageHeader title={refused?.title ?? "Not allowed"} />
              <p>Your role ({ORGANISER_ROLE_LABELS[view.organiser.role]}) cannot open this screen. Ask an organiser.</p>
            </div>
          ) : view.state === "notFound" ? (
            <div className={classes.message}>
              <PageHeader title="Page not found" />
              <p>The console has no page at this address.</p>
              <a href={href("/")} onClick={follow(console, guard, "/")}>
                Go to the console's home
              </a>
            </div>
          ) : (
            <PageLoading />
          )}
        </main>
      </div>
    </div>
  );
}
