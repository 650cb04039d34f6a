import { isResourceType, RESOURCE_TYPE_LABELS, RESOURCE_TYPES, resourceEditRecord, type Download } from "../../machines/resources/resource-form.ts";
import type { RemoteDataActorRef } from "../components/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { EntityDeleteDialog } from "../components/entity-delete-dialog.tsx";
import { ResourceDialog, type ResourceDialogRef } from "./resource-dialog.tsx";
import { ResourceListTab } from "./resource-list-tab.tsx";
import type { ResourceDownloadRef } from "./use-resource-download.ts";
import type { ResourceOffers } from "../../machines/resources/resources-screen.machine.ts";

/** Groups in the SPEC §3 type order, whatever order the server listed them in. */
const typeRank = (type: string): number => {
  const rank = isResourceType(type) ? RESOURCE_TYPES.indexOf(type) : -1;
  return rank === -1 ? RESOURCE_TYPES.length : rank;
};
const typeOf = (resource: Download): string => resource.type;
const typeHeading = (type: string): string => (isResourceType(type) ? RESOURCE_TYPE_LABELS[type] : type);

export interface MyResourcesTabProps {
  /** The screen's read of the exhibitor's own resources. */
  readonly read: RemoteDataActorRef;
  /** The screen's Download buttons of this list. */
  readonly download: ResourceDownloadRef;
  /** The screen's Add/Edit Resource dialog and delete question. */
  readonly dialog: ResourceDialogRef;
  /** Which of Add, Edit and Delete the person's role may use (the screen machine's `offers`). */
  readonly offers: ResourceOffers;
}

/**
 * SPEC §2 My Resources: grouped by type, with Download, and for a role that may, Edit, Delete and the
 * Add/Edit Resource dialog.
 */
export function MyResourcesTab({ read, download, dialog, offers }: MyResourcesTabProps) {
  const manages = offers.edit || offers.remove;
  return (
    <ResourceListTab
      title="My Resources"
      description="Files and links your company shares with visitors."
      action={offers.add ? <Button onClick={() => dialog.send({ type: "dialog.openAdd" })}>Add Resource</Button> : undefined}
      read={read}
      download={download}
      loadingLabel="Loading your resources..."
      empty={{
        title: "No resources yet",
        hint: offers.add ? "Start building your resource library by adding your first resource" : "Your company has not added any resources yet",
      }}
      tone="grey"
      groupOf={typeOf}
      groupOrder={(a, b) => typeRank(a) - typeRank(b)}
      heading={typeHeading}
      moreActions={
        manages
          ? (resource, titleId) => (
              <>
                {offers.edit ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-describedby={titleId}
                    onClick={() => dialog.send({ type: "dialog.openEdit", record: resourceEditRecord(resource) })}
                  >
                    Edit
                  </Button>
                ) : null}
                {offers.remove ? (
                  <Button variant="ghost" size="sm" aria-describedby={titleId} onClick={() => dialog.send({ type: "delete.request", record: resource })}>
                    Delete
                  </Button>
                ) : null}
              </>
            )
          : undefined
      }
    >
      {offers.add || offers.edit ? <ResourceDialog dialog={dialog} /> : null}
      {offers.remove ? <EntityDeleteDialog dialog={dialog} entity="resource" title="Delete Resource" /> : null}
    </ResourceListTab>
  );
}
