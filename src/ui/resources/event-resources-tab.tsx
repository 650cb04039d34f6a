import { css } from "styled-system/css";
import { resourcesOf } from "../../machines/resources/resources-screen.machine.ts";
import { useRead, type RemoteDataActorRef } from "../app/use-remote-data.ts";
import { LoadError } from "../components/load-error.tsx";
import { categoryOf, groupBy } from "./grouping.ts";
import { EmptyState, ResourceGroup, ResourceItem } from "./resource-item.tsx";
import { DownloadButton, ResourceMeta } from "./resource-download-parts.tsx";
import { ResourcesSkeleton } from "./resources-skeleton.tsx";
import { panel, TabHeader } from "./tab-header.tsx";
import { useResourceDownload, type ResourceDownloadRef } from "./use-resource-download.ts";

export interface EventResourcesTabProps {
  /** The screen's read of the event's resources. */
  readonly read: RemoteDataActorRef;
  /** The screen's Download buttons of this list. */
  readonly download: ResourceDownloadRef;
}

/** SPEC §2: the organiser's resources grouped by category, each with its type, count and Download. */
export function EventResourcesTab({ read, download: downloadActor }: EventResourcesTabProps) {
  const { data, loading, error, refresh } = useRead(read, resourcesOf);
  const download = useResourceDownload(downloadActor);

  return (
    <div className={panel}>
      <TabHeader title="Event Resources" description="Documents and media shared by the event organiser." />
      {error ? <LoadError message={`Error: ${error}`} onRetry={refresh} busy={loading} /> : null}
      {data === null ? (
        loading ? <ResourcesSkeleton label="Loading event resources..." /> : null
      ) : data.length === 0 ? (
        <EmptyState title="No event resources yet" hint="Resources the organiser shares for this event will appear here." />
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "6" })} aria-busy={loading}>
          {groupBy(data, (resource) => categoryOf(resource.category)).map((group) => (
            <ResourceGroup key={group.key} heading={group.key}>
              {group.items.map((resource) => (
                <ResourceItem
                  key={resource._id}
                  title={resource.title}
                  description={resource.description}
                  meta={<ResourceMeta resource={resource} tone="blue" />}
                  actions={(titleId) => (
                    <DownloadButton resource={resource} download={download} titleId={titleId} />
                  )}
                />
              ))}
            </ResourceGroup>
          ))}
        </div>
      )}
    </div>
  );
}
