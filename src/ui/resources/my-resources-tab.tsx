import { isResourceType, RESOURCE_TYPE_LABELS, RESOURCE_TYPES, resourceEditRecord } from "../../machines/resources/resource-form.ts";
import { resourcesOf } from "../../machines/resources/resources-screen.machine.ts";
import { useRead, type RemoteDataActorRef } from "../app/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { EntityDeleteDialog } from "../components/entity-delete-dialog.tsx";
import { groupBy } from "./grouping.ts";
import { ResourceGroup, ResourceItem } from "./resource-item.tsx";
import { DownloadButton, ResourceMeta } from "./resource-download-parts.tsx";
import { ResourceDialog, type ResourceDialogRef } from "./resource-dialog.tsx";
import { TabPanel } from "./tab-panel.tsx";
import { useResourceDownload, type ResourceDownloadRef } from "./use-resource-download.ts";

/** Groups in the SPEC §3 type order, whatever order the server listed them in. */
const typeRank = (type: string): number => {
  const rank = isResourceType(type) ? RESOURCE_TYPES.indexOf(type) : -1;
  return rank === -1 ? RESOURCE_TYPES.length : rank;
};
const typeHeading = (type: string): string => (isResourceType(type) ? RESOURCE_TYPE_LABELS[type] : type);

export interface MyResourcesTabProps {
  /** The screen's read of the exhibitor's own resources. */
  readonly read: RemoteDataActorRef;
  /** The screen's Download buttons of this list. */
  readonly download: ResourceDownloadRef;
  /** The screen's Add/Edit Resource dialog and delete question. */
  readonly dialog: ResourceDialogRef;
}

/** SPEC §2 My Resources: grouped by type, with Download, Edit and Delete, and the Add/Edit Resource dialog. */
export function MyResourcesTab({ read, download: downloadActor, dialog }: MyResourcesTabProps) {
  const download = useResourceDownload(downloadActor);
  const resources = useRead(read, resourcesOf);
  return (
    <TabPanel
      title="My Resources"
      description="Files and links your company shares with visitors."
      action={<Button onClick={() => dialog.send({ type: "dialog.openAdd" })}>Add Resource</Button>}
      read={resources}
      loadingLabel="Loading your resources..."
      empty={{ title: "No resources yet", hint: "Start building your resource library by adding your first resource" }}
      list={(items) =>
        [...groupBy(items, (resource) => resource.type)]
          .sort((a, b) => typeRank(a.key) - typeRank(b.key))
          .map((group) => (
            <ResourceGroup key={group.key} heading={typeHeading(group.key)}>
              {group.items.map((resource) => (
                <ResourceItem
                  key={resource._id}
                  title={resource.title}
                  description={resource.description}
                  meta={<ResourceMeta resource={resource} tone="grey" />}
                  actions={(titleId) => (
                    <>
                      <DownloadButton resource={resource} download={download} titleId={titleId} />
                      <Button
                        variant="outline"
                        size="sm"
                        aria-describedby={titleId}
                        onClick={() => dialog.send({ type: "dialog.openEdit", record: resourceEditRecord(resource) })}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-describedby={titleId}
                        onClick={() => dialog.send({ type: "delete.request", record: resource })}
                      >
                        Delete
                      </Button>
                    </>
                  )}
                />
              ))}
            </ResourceGroup>
          ))
      }
    >
      <ResourceDialog dialog={dialog} />
      <EntityDeleteDialog dialog={dialog} entity="resource" title="Delete Resource" />
    </TabPanel>
  );
}
