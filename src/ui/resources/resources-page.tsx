import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import {
  openTab,
  RESOURCES_TABS,
  type ResourcesTab,
  type resourcesScreenMachine,
} from "../../machines/resources/resources-screen.machine.ts";
import { screenPage } from "../screen/screen-gate.tsx";
import { LoadError } from "../components/load-error.tsx";
import { Tabs } from "../components/tabs.tsx";
import { PageHeader } from "../screen/page-header.tsx";
import { EventResourcesTab } from "./event-resources-tab.tsx";
import { FaqsTab } from "./faqs-tab.tsx";
import { MyResourcesTab } from "./my-resources-tab.tsx";
import { ResourcesSkeleton } from "./resources-skeleton.tsx";

type ResourcesScreenRef = ActorRefFrom<typeof resourcesScreenMachine>;

const isTab = (value: string): value is ResourcesTab => (RESOURCES_TABS as ReadonlyArray<string>).includes(value);

/** Route target for /exhibitor/resources (lazy-loaded default export): SPEC §2 Resources & FAQ. */
export default screenPage("resources", "Loading resources...", ResourcesScreen);

function ResourcesScreen({ screen }: { readonly screen: ResourcesScreenRef }) {
  const eventError = useSelector(screen, (snapshot) => snapshot.context.eventError);
  const open = useSelector(screen, (snapshot) => snapshot.matches("open"));
  return (
    <>
      <PageHeader title="Resources & FAQ" description="Event documents, your own resources and answers to common questions." />
      {eventError !== null ? (
        <LoadError message={eventError} onRetry={() => screen.send({ type: "event.retry" })} />
      ) : open ? (
        <ResourcesTabs screen={screen} />
      ) : (
        <ResourcesSkeleton label="Loading resources..." />
      )}
    </>
  );
}

function ResourcesTabs({ screen }: { readonly screen: ResourcesScreenRef }) {
  const tab = useSelector(screen, openTab);
  // The lists' Download buttons and the dialog run while the screen is open; a tab's read from the
  // first time the tab shows (it shows in the same step).
  const { eventResources, myResources, faqs, eventDownload, myDownload, dialog } = useSelector(screen, (snapshot) => snapshot.children);
  // A new owner starts every tab again: the accordions and scroll positions of the old one go too.
  const owner = useSelector(screen, (snapshot) => `${snapshot.context.owner?.event}:${snapshot.context.owner?.exhibitor}`);
  const offers = useSelector(screen, (snapshot) => snapshot.context.offers);
  if (eventResources === undefined || eventDownload === undefined || myDownload === undefined || dialog === undefined) return null;
  return (
    <Tabs
      key={owner}
      label="Resources and FAQ sections"
      value={tab}
      onValueChange={(value) => {
        if (isTab(value)) screen.send({ type: "tab.select", tab: value });
      }}
      items={[
        { value: "event", label: "Event Resources", content: <EventResourcesTab read={eventResources} download={eventDownload} /> },
        {
          value: "mine",
          label: "My Resources",
          content: myResources === undefined ? null : <MyResourcesTab read={myResources} download={myDownload} dialog={dialog} offers={offers} />,
        },
        { value: "faqs", label: "FAQs", content: faqs === undefined ? null : <FaqsTab read={faqs} /> },
      ]}
    />
  );
}
