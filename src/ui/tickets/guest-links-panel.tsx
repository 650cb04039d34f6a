import { Clipboard } from "@ark-ui/react/clipboard";
import { shallowEqual, useSelector } from "@xstate/react";
import { useId } from "react";
import type { ActorRefFrom } from "xstate";
import { css, cx } from "styled-system/css";
import { button, field, guestLinksPanel } from "styled-system/recipes";
import type { guestLinksMachine } from "../../machines/tickets/guest-links.machine.ts";
import { Button } from "../components/button.tsx";
import { guestInviteMailto } from "./invite-link.ts";
import { formatEventDay, INVALID_DATE } from "../../format/date-time.ts";

/**
 * The Invite dialog's main part: the pass's public links. A guest opens one signed out and registers
 * themselves on the pass. A new link's address is shown once (only its hash is kept), to send by
 * e-mail, the dialog's main action, or to copy; older ones can only be revoked.
 */

const { panel, heading, control, actions, row, alert, clipboard } = guestLinksPanel();
// Smaller monospace text than the field recipe's input: a utility, as only that overrides a recipe.
const linkInput = css({ flex: "1", fontFamily: "mono", fontSize: "xs" });

export const GUEST_LINK_VIEW_TEXTS = {
  heading: "Public registration links",
  hint: "For guests: a public link lets a guest register themselves on this pass, without signing in. Make one, then send it by email or copy it.",
  create: "Create public link",
  createAnother: "Create another public link",
  send: "Send by Email",
} as const;

/** "Works until Mar 14, 2026": the day in the viewer's zone, written as every other day of the portal. */
export const untilText = (iso: string | null) => (iso ? `Works until ${formatEventDay(iso) ?? INVALID_DATE}` : "Works until revoked");

export interface GuestLinksPanelProps {
  readonly actor: ActorRefFrom<typeof guestLinksMachine>;
  readonly categoryName: string;
  readonly eventTitle: string | null;
}

export function GuestLinksPanel({ actor, categoryName, eventTitle }: GuestLinksPanelProps) {
  const view = useSelector(
    actor,
    (snapshot) => ({
      busy: snapshot.hasTag("busy"),
      links: snapshot.context.links,
      created: snapshot.context.created,
      message: snapshot.context.message,
    }),
    shallowEqual,
  );
  const headingId = useId();
  const classes = field();
  const create = () => actor.send({ type: "link.create" });
  return (
    <section className={panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={heading}>
        {GUEST_LINK_VIEW_TEXTS.heading}
      </h3>
      <p>{GUEST_LINK_VIEW_TEXTS.hint}</p>
      {view.message ? <p className={alert} role="alert">{view.message}</p> : null}
      {view.created ? (
        <Clipboard.Root value={view.created.url} className={clipboard}>
          <Clipboard.Label className={classes.label}>Public registration link</Clipboard.Label>
          <Clipboard.Control className={control}>
            <Clipboard.Input className={cx(classes.input, linkInput)} readOnly />
            <Clipboard.Trigger className={button({ variant: "outline" })} aria-label="Copy Public Link">
              <Clipboard.Indicator copied={<span aria-live="polite">Link copied</span>}>
                <span>Copy</span>
              </Clipboard.Indicator>
            </Clipboard.Trigger>
          </Clipboard.Control>
        </Clipboard.Root>
      ) : null}
      <div className={actions}>
        {view.created ? (
          <>
            <a className={button({ variant: "solid" })} href={guestInviteMailto({ link: view.created.url, categoryName, eventTitle })}>
              {GUEST_LINK_VIEW_TEXTS.send}
            </a>
            <Button variant="outline" onClick={create} disabled={view.busy} aria-busy={view.busy}>
              {GUEST_LINK_VIEW_TEXTS.createAnother}
            </Button>
          </>
        ) : (
          <Button onClick={create} disabled={view.busy} aria-busy={view.busy}>
            {GUEST_LINK_VIEW_TEXTS.create}
          </Button>
        )}
      </div>
      <ul aria-label="Working public links">
        {view.links.map((link) => (
          <li key={link._id} className={row}>
            <span>{untilText(link.expiresAt)}</span>
            <Button variant="outline" size="sm" disabled={view.busy} onClick={() => actor.send({ type: "link.revoke", id: link._id })}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
