import { css } from "styled-system/css";
import { useSearchParams } from "wouter";
import type { components } from "../contract.ts";
import { query } from "../../api/request.ts";
import type { ApiRunner } from "../app/app-context.ts";
import { useRemoteData } from "../app/use-remote-data.ts";
import { LoadError } from "../components/load-error.tsx";
import { PageHeader } from "../shell/page-header.tsx";
import { PageLoading } from "../shell/page-loading.tsx";
import { InviteDialog } from "./invite-dialog.tsx";
import { INVITE_PARAM, REGISTER_PARAM } from "./invite-link.ts";
import { PassCard } from "./pass-card.tsx";
import type { Pass } from "./pass-figures.ts";
import { ReferralDialog } from "./referral-dialog.tsx";
import { ReferralList, type Referral } from "./referral-list.tsx";

/**
 * Route target for /exhibitor/tickets (lazy-loaded default export): SPEC §2 Tickets & Passes.
 * Which dialog is open, and on which pass, lives in the address (`?register=<passId>`,
 * `?invite=<passId>`), so an invite link opens the Register dialog; opening and closing replace
 * the history entry rather than adding one.
 */

type PassList = components["schemas"]["PassListResponse"];
type ReferralListAnswer = components["schemas"]["TicketAllocationListResponse"];

const loadPasses = async (runApi: ApiRunner): Promise<ReadonlyArray<Pass>> => {
  const answer: PassList = await runApi(query((client, abort) => client.GET("/passes", { signal: abort })));
  return answer.data;
};
const loadReferrals = async (runApi: ApiRunner): Promise<ReadonlyArray<Referral>> => {
  const answer: ReferralListAnswer = await runApi(query((client, abort) => client.GET("/ticket-allocations", { signal: abort })));
  return answer.data;
};

export const PASSES_EMPTY = {
  title: "No passes found",
  hint: "Your exhibitor passes will appear here once they are allocated. Contact the event organizer for more information.",
} as const;

const grid = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))", xl: "repeat(3, minmax(0, 1fr))" } });
const section = css({ display: "flex", flexDirection: "column", gap: "4", mb: "8" });
const sectionTitle = css({ fontSize: "lg", fontWeight: "semibold" });
const empty = css({
  textAlign: "center",
  py: "10",
  px: "4",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.strong",
  borderRadius: "lg",
  display: "flex",
  flexDirection: "column",
  gap: "2",
});

export default function TicketsPage() {
  const passes = useRemoteData(loadPasses);
  const referrals = useRemoteData(loadReferrals);
  const [params, setParams] = useSearchParams();

  const passById = (name: string): Pass | undefined => {
    const id = params.get(name);
    return id === null ? undefined : passes.data?.find((pass) => pass._id === id);
  };
  const registering = passById(REGISTER_PARAM);
  const inviting = registering === undefined ? passById(INVITE_PARAM) : undefined;
  const open = (name: string, passId: string) => setParams({ [name]: passId }, { replace: true });
  const closeDialog = () => setParams({}, { replace: true });
  const refreshAfterRegistration = () => {
    passes.refresh();
    referrals.refresh();
  };

  let passContent;
  if (passes.data === null && passes.error === null) {
    passContent = <PageLoading label="Loading passes..." />;
  } else if (passes.data !== null && passes.data.length === 0) {
    passContent = (
      <div className={empty}>
        <p className={css({ fontWeight: "semibold", fontSize: "lg" })}>{PASSES_EMPTY.title}</p>
        <p className={css({ color: "fg.muted", fontSize: "sm" })}>{PASSES_EMPTY.hint}</p>
      </div>
    );
  } else if (passes.data !== null) {
    passContent = (
      <div className={grid}>
        {passes.data.map((pass) => (
          <PassCard key={pass._id} pass={pass} onInvite={() => open(INVITE_PARAM, pass._id)} onRegister={() => open(REGISTER_PARAM, pass._id)} />
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader title="Exhibitor Passes" description="Welcome back, Exhibitor." />
      <section aria-labelledby="passes-heading" className={section}>
        <h2 id="passes-heading" className={sectionTitle}>
          Your Passes
        </h2>
        {passes.error !== null ? <LoadError message={passes.error} onRetry={passes.refresh} busy={passes.loading} /> : null}
        {passContent}
      </section>
      <ReferralList remote={referrals} />
      {registering ? (
        <ReferralDialog key={registering._id} pass={registering} onClose={closeDialog} onRegistered={refreshAfterRegistration} />
      ) : null}
      {inviting ? <InviteDialog key={inviting._id} pass={inviting} onClose={closeDialog} /> : null}
    </>
  );
}
