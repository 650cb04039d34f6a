import { useSelector } from "@xstate/react";
import { css, cx } from "styled-system/css";
import { button } from "styled-system/recipes";
import { useFileUrl } from "../file-url.ts";
import { avatarCircle } from "../components/portal-styles.ts";
import { useCurrentEvent, useSession } from "../app/app-context.ts";
import { useCompanySummary } from "./use-company-summary.ts";
import { displayName, headerTitle, roleLabel } from "./header-text.ts";
import { Icon } from "./icons.tsx";
import { SIDEBAR_ID } from "./sidebar.tsx";
import { useHeaderStatus } from "./use-header-status.ts";
import { OutboxIndicator } from "../outbox/outbox-indicator.tsx";
import { FollowUpsDueLink } from "./follow-ups-due-link.tsx";
import { deferredPart } from "../components/deferred-part.tsx";
import { headerPill } from "./header-pill.ts";
import type { EventPhase } from "../../machines/app/event-status.ts";

export interface HeaderProps {
  readonly sidebarOpen: boolean;
  readonly onToggleSidebar: () => void;
}

// Sign out's question about captures still on the device: a dialog, so code of its own, there by
// the time the person has pressed Sign out and their captures were counted.
const SignOutDialog = deferredPart(() => import("./sign-out-dialog.tsx").then((part) => part.SignOutDialog));

/** Green only while the show is on; before it the start day is news, after it a plain fact. */
const phaseTone: Readonly<Record<EventPhase, string>> = {
  live: css({ bg: "success.subtle", color: "success.text" }),
  upcoming: css({ bg: "accent.subtle", color: "accent.text" }),
  ended: css({ bg: "bg.muted", color: "fg.muted" }),
};
const live = phaseTone.live;
const dot = css({ w: "2", h: "2", borderRadius: "full", bg: "success.default" });

export function Header({ sidebarOpen, onToggleSidebar }: HeaderProps) {
  const fileUrl = useFileUrl();
  const session = useSession();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const leaving = useSelector(session, (snapshot) => snapshot.matches("loggingOut"));
  const event = useCurrentEvent();
  const company = useCompanySummary();

  const logo = fileUrl(company?.logoUrl);
  const avatar = fileUrl(user?.profileImageUrl);
  const name = displayName(user);
  const booth = company?.boothNumber?.trim() ?? "";
  const status = useHeaderStatus(event, booth);

  return (
    <header
      className={css({
        position: "sticky",
        top: "0",
        zIndex: "50",
        h: "16",
        display: "flex",
        alignItems: "center",
        gap: { base: "2", sm: "4" },
        px: { base: "2", sm: "4", lg: "6" },
        bg: "bg.surface",
        borderBottomWidth: "1px",
        borderColor: "border.default",
      })}
    >
      <button
        type="button"
        aria-label={sidebarOpen ? "Close navigation" : "Open navigation"}
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
        className={css({
          display: { base: "inline-flex", lg: "none" },
          alignItems: "center",
          justifyContent: "center",
          w: "10",
          h: "10",
          flexShrink: 0,
          borderRadius: "md",
          color: "fg.default",
          cursor: "pointer",
          _hover: { bg: "bg.muted" },
          _focusVisible: { outline: "2px solid", outlineColor: "focus.ring" },
        })}
      >
        <Icon name={sidebarOpen ? "close" : "menu"} />
      </button>

      {logo ? (
        <img
          src={logo}
          alt={company?.name ? `${company.name} logo` : "Company logo"}
          className={css({ w: "9", h: "9", objectFit: "contain", borderRadius: "md", flexShrink: 0, hideBelow: "sm" })}
        />
      ) : null}

      <div className={css({ minW: "0", flex: "1" })}>
        <p className={css({ fontWeight: "bold", color: "fg.default", truncate: true, fontSize: { base: "sm", sm: "md" } })}>
          {headerTitle(event?.title, company?.name)}
        </p>
        {booth ? <p className={css({ fontSize: "xs", color: "fg.muted", truncate: true })}>Booth {booth}</p> : null}
      </div>

      {status.event === null ? null : (
        <div className={css({ display: "flex", gap: "2", hideBelow: "md" })} data-testid="event-status">
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

      <div className={css({ display: "flex", alignItems: "center", gap: "3", flexShrink: 0 })}>
        <FollowUpsDueLink />
        <OutboxIndicator />
        {avatar ? (
          <img src={avatar} alt="" className={css({ w: "9", h: "9", borderRadius: "full", objectFit: "cover" })} />
        ) : (
          <span aria-hidden="true" className={css(avatarCircle, { w: "9", h: "9" })}>
            <Icon name="user" />
          </span>
        )}
        <div className={css({ hideBelow: "md", lineHeight: "1.2" })}>
          <p className={css({ fontSize: "sm", fontWeight: "semibold", color: "fg.default", maxW: "48", truncate: true })} data-testid="header-name">
            {name}
          </p>
          <p className={css({ fontSize: "xs", color: "fg.muted" })} data-testid="header-role">
            {roleLabel(user)}
          </p>
        </div>
        <button
          type="button"
          onClick={() => session.send({ type: "session.logout" })}
          disabled={leaving}
          aria-label="Sign out"
          className={cx(button({ variant: "outline" }), css({ px: { base: "2.5", sm: "3" }, fontWeight: "medium" }))}
        >
          <Icon name="logout" />
          <span className={css({ hideBelow: "sm" })}>Sign out</span>
        </button>
        <SignOutDialog session={session} />
      </div>
    </header>
  );
}
