import { css } from "styled-system/css";
import { PageHeader } from "../shell/page-header.tsx";
import { ContactCard } from "./contact-card.tsx";
import { SupportForm } from "./support-form.tsx";
import { ScreenGate } from "../app/screen-gate.tsx";

/** Route target for /exhibitor/support (lazy-loaded default export): SPEC §2 Support. */
export default function SupportPage() {
  return (
    <>
      <PageHeader title="Support" description="Get help with the exhibitor portal and your event." />
      <div className={css({ display: "grid", gap: "6", gridTemplateColumns: { base: "1fr", lg: "1fr 2fr" }, alignItems: "start" })}>
        <ContactCard />
        <ScreenGate name="support" loadingLabel="Loading the request form...">
          {(actor) => <SupportForm actor={actor} />}
        </ScreenGate>
      </div>
    </>
  );
}
