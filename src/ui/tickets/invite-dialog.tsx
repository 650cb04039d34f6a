import { Clipboard } from "@ark-ui/react/clipboard";
import { css, cx } from "styled-system/css";
import { button, field } from "styled-system/recipes";
import { useCurrentEvent } from "../app/app-context.ts";
import { Button } from "../components/button.tsx";
import { Dialog } from "../components/dialog.tsx";
import { INVITE_TYPE, inviteMailto, passRegistrationLink } from "./invite-link.ts";
import { passCategoryName, type Pass } from "./pass-figures.ts";
import type { ActorRefFrom } from "xstate";
import type { guestLinksMachine } from "../../machines/tickets/guest-links.machine.ts";
import { GuestLinksPanel } from "./guest-links-panel.tsx";

/**
 * The Invite of a pass card: an invite of type "pass", the link that opens this pass's Register
 * dialog, to copy (Ark's clipboard) or to send by e-mail (a mailto: link the person's mail app opens).
 */

const bodyClass = css({ display: "flex", flexDirection: "column", gap: "4", fontSize: "sm" });
const control = css({ display: "flex", gap: "2", flexDirection: { base: "column", sm: "row" } });
const linkInput = css({ flex: "1", fontFamily: "mono", fontSize: "xs" });
const actions = css({ display: "flex", flexWrap: "wrap", gap: "2" });

export interface InviteDialogProps {
  readonly pass: Pass;
  readonly onClose: () => void;
  /** The pass's public links for guests, run by the screen while the dialog is open. */
  readonly guestLinks?: ActorRefFrom<typeof guestLinksMachine> | undefined;
}

export function InviteDialog({ pass, onClose, guestLinks }: InviteDialogProps) {
  const event = useCurrentEvent();
  const categoryName = passCategoryName(pass);
  const link = passRegistrationLink(window.location.origin, pass._id);
  const classes = field();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Invite"
      description={`Share the registration link of the ${categoryName} pass.`}
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className={bodyClass} data-invite-type={INVITE_TYPE}>
        <p>
          The link opens the {categoryName} pass's registration form in the exhibitor portal, for anyone of your team who signs in.
        </p>
        <Clipboard.Root value={link} className={css({ display: "flex", flexDirection: "column", gap: "1.5" })}>
          <Clipboard.Label className={classes.label}>Registration link</Clipboard.Label>
          <Clipboard.Control className={control}>
            <Clipboard.Input className={cx(classes.input, linkInput)} readOnly />
            <Clipboard.Trigger className={button({ variant: "outline" })} aria-label="Copy Link">
              <Clipboard.Indicator copied={<span aria-live="polite">Link copied</span>}>
                <span>Copy Link</span>
              </Clipboard.Indicator>
            </Clipboard.Trigger>
          </Clipboard.Control>
        </Clipboard.Root>
        <div className={actions}>
          <a className={button({ variant: "solid" })} href={inviteMailto({ link, categoryName, eventTitle: event?.title ?? null })}>
            Send by Email
          </a>
        </div>
        {guestLinks ? <GuestLinksPanel actor={guestLinks} /> : null}
      </div>
    </Dialog>
  );
}
