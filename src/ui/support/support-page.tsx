import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { css } from "styled-system/css";
import type { supportScreenMachine } from "../../machines/support/support-screen.machine.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { ContactCard } from "./contact-card.tsx";
import { SupportForm } from "./support-form.tsx";
import { SupportRequests } from "./support-requests.tsx";
import { ScreenGate } from "../app/screen-gate.tsx";

/** The request form (the screen's `form` child) above the company's requests. */
function SupportScreen({ screen }: { readonly screen: ActorRefFrom<typeof supportScreenMachine> }) {
  const form = useSelector(screen, (snapshot) => snapshot.children.form);
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6" })}>
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
      <div className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", lg: "1fr 2fr" }, alignItems: "start" })}>
        <ContactCard />
        <ScreenGate name="support" loadingLabel="Loading the request form...">
          {(screen) => <SupportScreen screen={screen} />}
        </ScreenGate>
      </div>
    </>
  );
}
