import { useSelector } from "@xstate/react";
import { RETRY_EVENT_LOOKUP, resourcesEventError } from "../../machines/resources/resources-event.ts";
import { Tabs } from "../components/tabs.tsx";
import { LoadError } from "../components/load-error.tsx";
import { useCurrentEvent, useCurrentUser, useEvent } from "../app/app-context.ts";
import { PageHeader } from "../shell/page-header.tsx";
import { EventResourcesTab } from "./event-resources-tab.tsx";
import { FaqsTab } from "./faqs-tab.tsx";
import { MyResourcesTab } from "./my-resources-tab.tsx";
import { ResourcesSkeleton } from "./resources-skeleton.tsx";

/** Route target for /exhibitor/resources (lazy-loaded default export): SPEC §2 Resources & FAQ. */
export default function ResourcesPage() {
  const eventActor = useEvent();
  const eventError = useSelector(eventActor, resourcesEventError);
  const event = useCurrentEvent();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title="Resources & FAQ" description="Event documents, your own resources and answers to common questions." />
      {eventError !== null ? (
        <LoadError message={eventError} onRetry={() => eventActor.send(RETRY_EVENT_LOOKUP)} />
      ) : event === null || user === null ? (
        <ResourcesSkeleton label="Loading resources..." />
      ) : (
        // Keyed by event and exhibitor: each tab reads its list once, for the ids it mounted with.
        <Tabs
          key={`${event._id}:${user.exhibitorId}`}
          label="Resources and FAQ sections"
          items={[
            { value: "event", label: "Event Resources", content: <EventResourcesTab eventId={event._id} /> },
            { value: "mine", label: "My Resources", content: <MyResourcesTab eventId={event._id} exhibitorId={user.exhibitorId} /> },
            { value: "faqs", label: "FAQs", content: <FaqsTab eventId={event._id} /> },
          ]}
        />
      )}
    </>
  );
}
