import { memo } from "react";
import { useSelector } from "@xstate/react";
import { dashboard as dashboardRecipe } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import { offersSampleData, type DashboardAnalytics, type dashboardMachine } from "../../machines/dashboard/dashboard.machine.ts";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";

type DashboardActorRef = ActorRefFrom<typeof dashboardMachine>;

const note = dashboardRecipe().note;

/**
 * A new company's dashboard is zeros and empty lists. This offers the server's sample set (a few
 * leads, products and a team member, each named "Sample ...") to see the screens at work; they are
 * real records of the company, shown as the server answers, never figures made up here.
 */
export const SampleDataOffer = memo(function SampleDataOffer({
  dashboard,
  analytics,
}: {
  readonly dashboard: DashboardActorRef;
  /** The figures on screen (the analytics read's data): the card stays while they reload. */
  readonly analytics: DashboardAnalytics | null;
}) {
  const offered = offersSampleData(analytics);
  const creating = useSelector(dashboard, (snapshot) => snapshot.hasTag("creatingSample"));
  const enabled = useSelector(dashboard, (snapshot) => snapshot.can({ type: "sample.create" }));
  if (!offered && !creating) return null;
  return (
    <Card
      title="Nothing here yet"
      description="Your figures fill in as you capture leads and the organiser allocates passes to you."
      actions={
        <Button onClick={() => dashboard.send({ type: "sample.create" })} disabled={!enabled} aria-busy={creating}>
          {creating ? "Loading sample data..." : "Load sample data"}
        </Button>
      }
    >
      <p className={note}>
        To try the portal first, load a sample set: a few leads, products and a team member, each named “Sample …” so you can tell them
        apart and delete them later.
      </p>
    </Card>
  );
});
