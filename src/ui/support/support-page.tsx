import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { support } from "styled-system/recipes";
import type { supportScreenMachine } from "../../machines/support/support-screen.machine.ts";
import { PageHeader } from "../screen/page-header.tsx";
import { ContactCard } from "./support-contact-card.tsx";
import { SupportForm } from "./support-form.tsx";
import { SupportRequests } from "./support-requests.tsx";
import { ScreenGate } from "../screen/screen-gate.tsx";

const classes = support();

/** The request form (the screen's `form` child) above the company's requests. */
function SupportScreen({ screen }: { readonly screen: ActorRefFrom<typeof supportScreenMachine> }) {
  const form = useSelector(screen, (snapshot) => snapshot.children.form);
  return (
    <div className={classes.body}>
      {form ? <SupportForm actor={form} /> : null}
      <SupportRequests screen={screen} />
    </div>
  );
}

/** Route target for /exhibitor/support (lazy-loaded default export): SPEC §2 Support and "My requests". */
export default function SupportPage() {
  return (
    <>
      <PageHeader title="Support" description="Get help with the exhibitor portal and your event." />
      <div className={classes.columns}>
        <ContactCard />
        <ScreenGate name="support" loadingLabel="Loading the request form...">
          {(screen) => <SupportScreen screen={screen} />}
        </ScreenGate>
      </div>
    </>
  );
}
