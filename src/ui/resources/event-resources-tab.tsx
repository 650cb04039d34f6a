import type { Download } from "../../machines/resources/resource-form.ts";
import type { RemoteDataActorRef } from "../components/use-remote-data.ts";
import { categoryOf } from "./grouping.ts";
import { ResourceListTab } from "./resource-list-tab.tsx";
import type { ResourceDownloadRef } from "./use-resource-download.ts";

export interface EventResourcesTabProps {
  /** The screen's read of the event's resources. */
  readonly read: RemoteDataActorRef;
  /** The screen's Download buttons of this list. */
  readonly download: ResourceDownloadRef;
}

const categoryOfResource = (resource: Download): string => categoryOf(resource.category);

/** SPEC §2: the organiser's resources grouped by category, each with its type, count and Download. */
export function EventResourcesTab({ read, download }: EventResourcesTabProps) {
  return (
    <ResourceListTab
      title="Event Resources"
      description="Documents and media shared by the event organiser."
      read={read}
      download={download}
      loadingLabel="Loading event resources..."
      empty={{ title: "No event resources yet", hint: "Resources the organiser shares for this event will appear here." }}
      tone="blue"
      groupOf={categoryOfResource}
    />
  );
}
