import { Clipboard } from "@ark-ui/react/clipboard";
import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { css, cx } from "styled-system/css";
import { button, field } from "styled-system/recipes";
import type { guestLinksMachine } from "../../machines/tickets/guest-links.machine.ts";
import { Button } from "../components/button.tsx";

/**
 * The Invite dialog's public links: a guest opens one signed out and registers themselves on the
 * pass. A new link's address is shown once, to copy; older ones can only be revoked.
 */

const panel = css({ display: "flex", flexDirection: "column", gap: "2", borderTopWidth: "1px", borderColor: "border.default", pt: "3" });
const control = css({ display: "flex", gap: "2", flexDirection: { base: "column", sm: "row" } });
const linkInput = css({ flex: "1", fontFamily: "mono", fontSize: "xs" });
const row = css({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: "2", fontSize: "xs" });
const alert = css({ color: "danger.text", fontSize: "sm" });

const until = (iso: string | null) => (iso ? `Works until ${new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric" })}` : "Works until revoked");

export function GuestLinksPanel({ actor }: { readonly actor: ActorRefFrom<typeof guestLinksMachine> }) {
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
  const classes = field();
  return (
    <section className={panel} aria-label="Public registration links">
      <p>A public link lets a guest register themselves on this pass, without signing in.</p>
      {view.message ? <p className={alert} role="alert">{view.message}</p> : null}
      {view.created ? (
        <Clipboard.Root value={view.created.url} className={css({ display: "flex", flexDirection: "column", gap: "1.5" })}>
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
      <ul aria-label="Working public links">
        {view.links.map((link) => (
          <li key={link._id} className={row}>
            <span>{until(link.expiresAt)}</span>
            <Button variant="outline" size="sm" disabled={view.busy} onClick={() => actor.send({ type: "link.revoke", id: link._id })}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <Button onClick={() => actor.send({ type: "link.create" })} disabled={view.busy} aria-busy={view.busy}>
        Create public link
      </Button>
    </section>
  );
}
