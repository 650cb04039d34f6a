import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import type { ActorRefFrom } from "xstate";
import { NOT_ALLOWED_TITLE, type notAllowedMachine } from "../../machines/not-allowed/not-allowed.machine.ts";
import { screenPage } from "../app/screen-gate.tsx";
import { emptyPanel } from "../components/portal-styles.ts";
import { Button } from "../components/button.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { Icon } from "../shell/icons.tsx";
import { screenLabel } from "../shell/nav-items.ts";

type NotAllowedRef = ActorRefFrom<typeof notAllowedMachine>;

/**
 * Inside the shell, at the address of a screen the person's role may not open: what happened, and
 * the way to the role's home (the portal's home address, which the app opens on that screen).
 */
export default screenPage("notAllowed", "Loading...", NotAllowed);

function NotAllowed({ screen }: { readonly screen: NotAllowedRef }) {
  const { message, home } = useSelector(screen, (snapshot) => snapshot.context);
  return (
    <>
      <PageHeader title={NOT_ALLOWED_TITLE} />
      <section aria-labelledby="not-allowed-message" className={css(emptyPanel, { color: "fg.muted", gap: "4" })} data-testid="not-allowed">
        <p id="not-allowed-message" className={css({ fontSize: "md", color: "fg.default" })}>
          {message}
        </p>
        <p className={css({ fontSize: "sm" })}>Ask the company owner or an admin if you need it.</p>
        {home === null ? null : (
          <Button onClick={() => screen.send({ type: "notAllowed.goHome" })}>
            <Icon name="home" />
            Go to {screenLabel(home)}
          </Button>
        )}
      </section>
    </>
  );
}
