import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import { activityLog } from "styled-system/recipes";
import type { ActorRefFrom } from "xstate";
import {
  activityCanLoadMore,
  activityEmptyMessage,
  activityLoadsOnScroll,
  type activityScreenMachine,
} from "../../machines/activity/activity-screen.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { Button } from "../components/button.tsx";
import { Card } from "../components/card.tsx";
import { LoadError } from "../components/load-error.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { PageLoading } from "../components/page-loading.tsx";
import { ActivityFilters } from "./activity-filters.tsx";
import { ActivityList } from "./activity-list.tsx";

type ActivityScreenRef = ActorRefFrom<typeof activityScreenMachine>;

/** Route target for /exhibitor/activity (lazy-loaded default export): the company's activity log. */
export default screenPage("activity", "Loading activity...", ActivityScreen);

const classes = activityLog();

function ActivityScreen({ screen }: { readonly screen: ActivityScreenRef }) {
  const entries = useSelector(screen, (snapshot) => snapshot.context.entries);
  const loading = useSelector(screen, (snapshot) => snapshot.matches("loading"));
  const error = useSelector(screen, (snapshot) => (snapshot.matches("failed") ? snapshot.context.error : null));
  const moreError = useSelector(screen, (snapshot) => snapshot.context.moreError);
  const loadingMore = useSelector(screen, (snapshot) => snapshot.matches({ loaded: "loadingMore" }));
  const emptyMessage = useSelector(screen, activityEmptyMessage);
  const canLoadMore = useSelector(screen, activityCanLoadMore);
  const loadsOnScroll = useSelector(screen, activityLoadsOnScroll);
  const more = useCallback(() => screen.send({ type: "page.more" }), [screen]);

  return (
    <>
      <PageHeader title="Activity" description="Who changed what in your company, newest first." />
      <Card>
        <div className={classes.body}>
          <ActivityFilters screen={screen} />
          {error !== null ? (
            <LoadError message={error} onRetry={() => screen.send({ type: "list.retry" })} />
          ) : loading ? (
            <PageLoading label="Loading activity..." />
          ) : emptyMessage !== null ? (
            <p role="status" className={classes.empty}>
              {emptyMessage}
            </p>
          ) : (
            <>
              <ActivityList entries={entries} onNearEnd={loadsOnScroll ? more : null} />
              <div className={classes.footer}>
                {moreError !== null && (
                  <p role="alert" className={classes.error}>
                    {moreError}
                  </p>
                )}
                {(canLoadMore || loadingMore) && (
                  <Button variant="outline" onClick={more} disabled={loadingMore} aria-busy={loadingMore}>
                    {loadingMore ? "Loading..." : "Load more"}
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </Card>
    </>
  );
}
