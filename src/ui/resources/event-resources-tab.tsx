import { css } from "styled-system/css";
import { query } from "../../api/request.ts";
import type { components } from "../contract.ts";
import type { ApiRunner } from "../app/app-context.ts";
import { useRemoteData } from "../app/use-remote-data.ts";
import { LoadError } from "../components/load-error.tsx";
import { categoryOf, groupBy } from "./grouping.ts";
import { EmptyState, ResourceGroup, ResourceItem } from "./resource-item.tsx";
import { DownloadButton, ResourceMeta } from "./resource-download-parts.tsx";
import { ResourcesSkeleton } from "./resources-skeleton.tsx";
import { panel, TabHeader } from "./tab-header.tsx";
import { useResourceDownload } from "./use-resource-download.ts";

export type Download = components["schemas"]["Download"];

/** SPEC §7: the event's downloads without the exhibitors' own ones. */
const loadEventResources =
  (event: string) =>
  async (runApi: ApiRunner): Promise<ReadonlyArray<Download>> =>
    (
      await runApi(
        query((client, signal) => client.GET("/downloads", { params: { query: { event, excludeExhibitor: "true" } }, signal })),
      )
    ).data;

/** SPEC §2: the organiser's resources grouped by category, each with its type, count and Download. */
export function EventResourcesTab({ eventId }: { readonly eventId: string }) {
  const { data, loading, error, refresh } = useRemoteData(loadEventResources(eventId));
  const download = useResourceDownload(refresh);

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
