import { Clipboard } from "@ark-ui/react/clipboard";
import { useId } from "react";
import { css, cx } from "styled-system/css";
import { button, field, inviteDialog } from "styled-system/recipes";
import { useCurrentEvent } from "../screen/app-context.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { INVITE_TYPE, passRegistrationLink, teamInviteMailto } from "./invite-link.ts";
import { passCategoryName, type Pass } from "./pass-figures.ts";
import type { ActorRefFrom } from "xstate";
import type { guestLinksMachine } from "../../machines/tickets/guest-links.machine.ts";
import { GuestLinksPanel } from "./guest-links-panel.tsx";

/**
 * The Invite of a pass card, an invite of type "pass". Its main part invites a guest: a public link
 * of the pass, to send by e-mail (a mailto: draft the person's mail app opens) or to copy; the guest
 * opens it signed out and registers themselves. Below it, clearly apart, the team link: the portal's
 * address of this pass's Register dialog, which only someone of the company who signs in can use.
 */

const { body: bodyClass, teamPanel, heading, muted, control, actions, clipboard } = inviteDialog();
// Smaller monospace text than the field recipe's input: a utility, as only that overrides a recipe.
const linkInput = css({ flex: "1", fontFamily: "mono", fontSize: "xs" });

export const TEAM_LINK_TEXTS = {
  heading: "Team link: for your team only",
  label: "Team registration link",
  send: "Send to a team member",
} as const;

export interface InviteDialogProps {
  readonly pass: Pass;
  readonly onClose: () => void;
  /** The pass's public links for guests, run by the screen while the dialog is open. */
  readonly guestLinks?: ActorRefFrom<typeof guestLinksMachine> | undefined;
}

export function InviteDialog({ pass, onClose, guestLinks }: InviteDialogProps) {
  const event = useCurrentEvent();
  const teamHeadingId = useId();
  const categoryName = passCategoryName(pass);
  const eventTitle = event?.title ?? null;
  const teamLink = passRegistrationLink(window.location.origin, pass._id);
  const classes = field();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Invite"
      description={`Invite a guest to register on the ${categoryName} pass.`}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className={bodyClass} data-invite-type={INVITE_TYPE}>
        {guestLinks ? <GuestLinksPanel actor={guestLinks} categoryName={categoryName} eventTitle={eventTitle} /> : null}
        <section className={teamPanel} aria-labelledby={teamHeadingId}>
          <h3 id={teamHeadingId} className={heading}>
            {TEAM_LINK_TEXTS.heading}
          </h3>
          <p className={muted}>
            It opens the {categoryName} pass's registration form in the exhibitor portal for someone of your team who signs in. A guest
            cannot use it: send a guest the public link.
          </p>
          <Clipboard.Root value={teamLink} className={clipboard}>
            <Clipboard.Label className={classes.label}>{TEAM_LINK_TEXTS.label}</Clipboard.Label>
            <Clipboard.Control className={control}>
              <Clipboard.Input className={cx(classes.input, linkInput)} readOnly />
              <Clipboard.Trigger className={button({ variant: "outline" })} aria-label="Copy Team Link">
                <Clipboard.Indicator copied={<span aria-live="polite">Link copied</span>}>
                  <span>Copy Link</span>
                </Clipboard.Indicator>
              </Clipboard.Trigger>
            </Clipboard.Control>
          </Clipboard.Root>
          <div className={actions}>
            <a className={button({ variant: "outline" })} href={teamInviteMailto({ link: teamLink, categoryName, eventTitle })}>
              {TEAM_LINK_TEXTS.send}
            </a>
          </div>
        </section>
      </div>
    </Dialog>
  );
}
