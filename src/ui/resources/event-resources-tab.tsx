import { resourcesOf } from "../../machines/resources/resources-screen.machine.ts";
import { useRead, type RemoteDataActorRef } from "../app/use-remote-data.ts";
import { categoryOf, groupBy } from "./grouping.ts";
import { ResourceGroup, ResourceItem } from "./resource-item.tsx";
import { DownloadButton, ResourceMeta } from "./resource-download-parts.tsx";
import { TabPanel } from "./tab-panel.tsx";
import { useResourceDownload, type ResourceDownloadRef } from "./use-resource-download.ts";

export interface EventResourcesTabProps {
  /** The screen's read of the event's resources. */
  readonly read: RemoteDataActorRef;
  /** The screen's Download buttons of this list. */
  readonly download: ResourceDownloadRef;
}

/** SPEC §2: the organiser's resources grouped by category, each with its type, count and Download. */
export function EventResourcesTab({ read, download: downloadActor }: EventResourcesTabProps) {
  const download = useResourceDownload(downloadActor);
  const resources = useRead(read, resourcesOf);
  return (
    <TabPanel
      title="Event Resources"
      description="Documents and media shared by the event organiser."
      read={resources}
      loadingLabel="Loading event resources..."
      empty={{ title: "No event resources yet", hint: "Resources the organiser shares for this event will appear here." }}
      list={(items) =>
        groupBy(items, (resource) => categoryOf(resource.category)).map((group) => (
          <ResourceGroup key={group.key} heading={group.key}>
            {group.items.map((resource) => (
              <ResourceItem
                key={resource._id}
                title={resource.title}
                description={resource.description}
                meta={<ResourceMeta resource={resource} tone="blue" />}
                actions={(titleId) => <DownloadButton resource={resource} download={download} titleId={titleId} />}
              />
            ))}
          </ResourceGroup>
        ))
      }
    />
  );
}
