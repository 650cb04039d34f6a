import type { ReactNode } from "react";
import type { Download } from "../../machines/resources/resource-form.ts";
import { resourcesOf } from "../../machines/resources/resources-screen.machine.ts";
import type { BadgeTone } from "../components/badge.tsx";
import { groupBy } from "./grouping.ts";
import { DownloadButton, ResourceMeta } from "./resource-download-parts.tsx";
import { ResourceGroup, ResourceItem } from "./resource-item.tsx";
import { TabPanel, type TabPanelProps } from "./tab-panel.tsx";
import { useResourceDownload, type ResourceDownloadRef } from "./use-resource-download.ts";

export interface ResourceListTabProps extends Omit<TabPanelProps<Download>, "select" | "list"> {
  /** The screen's Download buttons of this list. */
  readonly download: ResourceDownloadRef;
  /** The colour of the type badges. */
  readonly tone: BadgeTone;
  /** The group a resource is listed under. */
  readonly groupOf: (resource: Download) => string;
  /** The groups' order; without it, the order the server listed them in. */
  readonly groupOrder?: (a: string, b: string) => number;
  /** A group's heading; without it, the group itself. */
  readonly heading?: (group: string) => string;
  /** Buttons after Download (Edit, Delete), named after the resource like Download. */
  readonly moreActions?: (resource: Download, titleId: string) => ReactNode;
}

/** A Resources & FAQ tab listing resources in groups, each with its type, download count and Download. */
export function ResourceListTab({ download: downloadActor, tone, groupOf, groupOrder, heading, moreActions, ...panel }: ResourceListTabProps) {
  const download = useResourceDownload(downloadActor);
  return (
    <TabPanel
      {...panel}
      select={resourcesOf}
      list={(items) => {
        const groups = groupBy(items, groupOf);
        return (groupOrder === undefined ? groups : [...groups].sort((a, b) => groupOrder(a.key, b.key))).map((group) => (
          <ResourceGroup key={group.key} heading={heading === undefined ? group.key : heading(group.key)}>
            {group.items.map((resource) => (
              <ResourceItem
                key={resource._id}
                title={resource.title}
                description={resource.description}
                meta={<ResourceMeta resource={resource} tone={tone} />}
                actions={(titleId) => (
                  <>
                    <DownloadButton resource={resource} download={download} titleId={titleId} />
                    {moreActions?.(resource, titleId)}
                  </>
                )}
              />
            ))}
          </ResourceGroup>
        ));
      }}
    />
  );
}
