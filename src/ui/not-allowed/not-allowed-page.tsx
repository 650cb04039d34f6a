import { useSelector } from "@xstate/react";
import { notAllowedPage } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { NOT_ALLOWED_TITLE, type notAllowedMachine } from "../../machines/not-allowed/not-allowed.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { Icon } from "../screen/icons.tsx";
import { useScreenLabel } from "../screen/screen-labels.ts";

type NotAllowedRef = ActorRefFrom<typeof notAllowedMachine>;

const classes = notAllowedPage();

/**
 * Inside the shell, at the address of a screen the person's role may not open: what happened, and
 * the way to the role's home (the portal's home address, which the app opens on that screen).
 */
export default screenPage("notAllowed", "Loading...", NotAllowed);

function NotAllowed({ screen }: { readonly screen: NotAllowedRef }) {
  const { message, home } = useSelector(screen, (snapshot) => snapshot.context);
  const screenLabel = useScreenLabel();
  return (
    <>
      <PageHeader title={NOT_ALLOWED_TITLE} />
      <section aria-labelledby="not-allowed-message" className={classes.root} data-testid="not-allowed">
        <p id="not-allowed-message" className={classes.message}>
          {message}
        </p>
        <p className={classes.advice}>Ask the company owner or an admin if you need it.</p>
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
