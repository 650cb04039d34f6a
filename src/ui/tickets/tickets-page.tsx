import { useSelector } from "@xstate/react";
import { ticketsPage } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { passesOf, referralsOf, type ticketsScreenMachine } from "../../machines/tickets/tickets-screen.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { useRead } from "../components/use-remote-data.ts";
import { LoadError } from "../components/load-error.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { InviteDialog } from "./invite-dialog.tsx";
import { PassCard } from "./pass-card.tsx";
import { ExportCsvButton } from "../components/export-csv-button.tsx";
import { ReferralDialog } from "./referral-dialog.tsx";
import { ReferralList } from "./referral-list.tsx";

/**
 * Route target for /exhibitor/tickets (lazy-loaded default export): SPEC §2 Tickets & Passes. The
 * screen machine owns both reads, the referral list's search and filter, and which dialog is open on
 * which pass (the address follows it, so an invite link opens the Register dialog).
 */

type TicketsScreenRef = ActorRefFrom<typeof ticketsScreenMachine>;

export const PASSES_EMPTY = {
  title: "No passes found",
  hint: "Your exhibitor passes will appear here once they are allocated. Contact the event organizer for more information.",
} as const;

const { grid, section, sectionTitle, empty, emptyTitle, emptyHint } = ticketsPage();

export default screenPage("tickets", "Loading passes...", TicketsScreen);

function TicketsScreen({ screen }: { readonly screen: TicketsScreenRef }) {
  // Invoked when the screen starts, so they are there for as long as the screen runs.
  const { passes: passesRead, referrals: referralsRead, listView, badge, referralsExport, guestLinks } = useSelector(screen, (snapshot) => snapshot.children) as Required<
    ReturnType<TicketsScreenRef["getSnapshot"]>["children"]
  >;
  const passes = useRead(passesRead, passesOf);
  const referrals = useRead(referralsRead, referralsOf);
  const registering = useSelector(screen, (snapshot) => (snapshot.matches("registering") ? snapshot.context : null));
  const inviting = useSelector(screen, (snapshot) => (snapshot.matches("inviting") ? snapshot.context.pass : null));
  const mayRegister = useSelector(screen, (snapshot) => snapshot.context.mayRegister);
  const closeDialog = () => screen.send({ type: "dialog.close" });

  let passContent;
  if (passes.data === null && passes.error === null) {
    passContent = <PageLoading label="Loading passes..." />;
  } else if (passes.data !== null && passes.data.length === 0) {
    passContent = (
      <div className={empty}>
        <p className={emptyTitle}>{PASSES_EMPTY.title}</p>
        <p className={emptyHint}>{PASSES_EMPTY.hint}</p>
      </div>
    );
  } else if (passes.data !== null) {
    passContent = (
      <div className={grid}>
        {passes.data.map((pass) => (
          <PassCard
            key={pass._id}
            pass={pass}
            onInvite={() => screen.send({ type: "pass.invite", pass })}
            onRegister={mayRegister ? () => screen.send({ type: "pass.register", pass }) : null}
          />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader
        title="Exhibitor Passes"
        description="Welcome back, Exhibitor."
        actions={<ExportCsvButton exporter={referralsExport} onExport={() => screen.send({ type: "referrals.export" })} />}
      />
      <section aria-labelledby="passes-heading" className={section}>
        <h2 id="passes-heading" className={sectionTitle}>
          Your Passes
        </h2>
        {passes.error !== null ? <LoadError message={passes.error} onRetry={passes.refresh} busy={passes.loading} /> : null}
        {passContent}
      </section>
      <ReferralList remote={referrals} listView={listView} badge={badge} />
      {registering?.pass && registering.referral ? (
        <ReferralDialog key={registering.referral.sessionId} pass={registering.pass} form={registering.referral} onClose={closeDialog} badge={badge} />
      ) : null}
      {inviting ? <InviteDialog key={inviting._id} pass={inviting} onClose={closeDialog} guestLinks={guestLinks} /> : null}
    </>
  );
}
