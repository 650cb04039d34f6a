import { useSelector } from "@xstate/react";
import { css, cx } from "styled-system/css";
import { button, portalHeader } from "styled-system/recipes";
import { useFileUrl } from "../components/use-file-url.ts";
import { EventLogo } from "../components/event-look.tsx";
import { useCurrentEvent, useSession } from "../screen/app-context.ts";
import { useCompanySummary } from "./use-company-summary.ts";
import { headerTitle } from "./header-text.ts";
import { AccountMenu } from "./account-menu.tsx";
import { Icon } from "../screen/icons.tsx";
import { SIDEBAR_ID } from "./sidebar.tsx";
import { useHeaderStatus } from "./use-header-status.ts";
import { OutboxIndicator } from "../outbox/outbox-indicator.tsx";
import { FollowUpsDueLink } from "./follow-ups-due-link.tsx";
import { deferredPart } from "../components/deferred-part.tsx";
import type { EventPhase } from "../../machines/app/event-status.ts";

export interface HeaderProps {
  readonly sidebarOpen: boolean;
  readonly onToggleSidebar: () => void;
}

// Sign out's question about captures still on the device: a dialog, so code of its own, there by
// the time the person has pressed Sign out and their captures were counted.
const SignOutDialog = deferredPart(() => import("./sign-out-dialog.tsx").then((part) => part.SignOutDialog));

const classes = portalHeader();
/** Green only while the show is on; before it the start day is news, after it a plain fact. */
const phaseTone: Readonly<Record<EventPhase, string>> = { live: classes.pillLive, upcoming: classes.pillUpcoming, ended: classes.pillEnded };
const live = phaseTone.live;
const headerPill = classes.pill;
const dot = classes.dot;

export function Header({ sidebarOpen, onToggleSidebar }: HeaderProps) {
  const fileUrl = useFileUrl();
  const session = useSession();
  const leaving = useSelector(session, (snapshot) => snapshot.matches("loggingOut"));
  const event = useCurrentEvent();
  const company = useCompanySummary();

  const logo = fileUrl(company?.logoUrl);
  const booth = company?.boothNumber?.trim() ?? "";
  const status = useHeaderStatus(event, booth);

  return (
    <header className={classes.root}>
      <button
        type="button"
        aria-label={sidebarOpen ? "Close navigation" : "Open navigation"}
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
        className={classes.menuButton}
      >
        <Icon name={sidebarOpen ? "close" : "menu"} />
      </button>

      <EventLogo className={classes.eventLogo} />

      {logo ? (
        <img
          src={logo}
          alt={company?.name ? `${company.name} logo` : "Company logo"}
          className={classes.logo}
        />
      ) : null}

      <div className={classes.heading}>
        <p className={classes.title}>
          {headerTitle(event?.title, company?.name)}
        </p>
        {booth ? <p className={classes.booth}>Booth {booth}</p> : null}
      </div>

      {status.event === null ? null : (
        <div className={classes.status} data-testid="event-status">
          <span className={cx(headerPill, phaseTone[status.event.phase])}>
            {status.event.phase === "live" ? <span aria-hidden="true" className={dot} /> : null}
            {status.event.label}
          </span>
          {status.booth === null ? null : (
            <span className={cx(headerPill, live)}>
              <span aria-hidden="true" className={dot} />
              {status.booth}
            </span>
          )}
        </div>
      )}

      <div className={classes.actions}>
        <FollowUpsDueLink />
        <OutboxIndicator />
        <AccountMenu />
        <button
          type="button"
          onClick={() => session.send({ type: "session.logout" })}
          disabled={leaving}
          aria-label="Sign out"
          // Narrower than the button recipe's padding and weight: a utility, as only that overrides a recipe.
          className={cx(button({ variant: "outline" }), css({ px: { base: "2.5", sm: "3" }, fontWeight: "medium" }))}
        >
          <Icon name="logout" />
          <span className={classes.signOutLabel}>Sign out</span>
        </button>
        <SignOutDialog session={session} />
      </div>
    </header>
  );
}
