import { useSelector } from "@xstate/react";
import { css } from "styled-system/css";
import { deleteQuestion } from "../../machines/forms/entity-messages.ts";
import { isResourceType, RESOURCE_TYPE_LABELS, RESOURCE_TYPES, resourceEditRecord } from "../../machines/resources/resource-form.ts";
import { resourcesOf } from "../../machines/resources/resources-screen.machine.ts";
import { useRead, type RemoteDataActorRef } from "../app/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { LoadError } from "../components/load-error.tsx";
import { groupBy } from "./grouping.ts";
import { EmptyState, ResourceGroup, ResourceItem } from "./resource-item.tsx";
import { DownloadButton, ResourceMeta } from "./resource-download-parts.tsx";
import { ResourceDialog, type ResourceDialogRef } from "./resource-dialog.tsx";
import { ResourcesSkeleton } from "./resources-skeleton.tsx";
import { panel, TabHeader } from "./tab-header.tsx";
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
  const { data, loading, error, refresh } = useRead(read, resourcesOf);
  const download = useResourceDownload(downloadActor);
  const confirming = useSelector(dialog, (snapshot) => snapshot.hasTag("confirmDelete"));
  const deleting = useSelector(dialog, (snapshot) => snapshot.hasTag("confirmDelete") && snapshot.hasTag("busy"));
  const deleteError = useSelector(dialog, (snapshot) => (snapshot.hasTag("confirmDelete") ? snapshot.context.error : null));

  const groups = data === null ? [] : [...groupBy(data, (resource) => resource.type)].sort((a, b) => typeRank(a.key) - typeRank(b.key));

  return (
    <div className={panel}>
      <TabHeader
        title="My Resources"
        description="Files and links your company shares with visitors."
        action={<Button onClick={() => dialog.send({ type: "dialog.openAdd" })}>Add Resource</Button>}
      />
      {error ? <LoadError message={`Error: ${error}`} onRetry={refresh} busy={loading} /> : null}
      {data === null ? (
        loading ? <ResourcesSkeleton label="Loading your resources..." /> : null
      ) : data.length === 0 ? (
        <EmptyState title="No resources yet" hint="Start building your resource library by adding your first resource" />
      ) : (
        <div className={css({ display: "flex", flexDirection: "column", gap: "6" })} aria-busy={loading}>
          {groups.map((group) => (
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
          ))}
        </div>
      )}
      <ResourceDialog dialog={dialog} />
      <ConfirmDialog
        open={confirming}
        title="Delete Resource"
        message={deleteQuestion("resource")}
        confirmLabel="Delete"
        busy={deleting}
        error={deleteError}
        onConfirm={() => dialog.send({ type: "delete.confirm" })}
        onCancel={() => dialog.send({ type: "delete.cancel" })}
      />
    </div>
  );
}
