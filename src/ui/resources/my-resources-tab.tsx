import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { css } from "styled-system/css";
import { query } from "../../api/request.ts";
import { useInspect } from "../../inspect-context.ts";
import {
  emptyResourceForm,
  isResourceType,
  RESOURCE_TYPE_LABELS,
  RESOURCE_TYPES,
  resourceCalls,
  resourceEditRecord,
  resourceFormErrors,
} from "../../machines/resources/resource-calls.ts";
import { entityDialogImplementations } from "../../machines/forms/entity-dialog.actors.ts";
import { entityDialogMachine } from "../../machines/forms/entity-dialog.machine.ts";
import { deleteQuestion } from "../../machines/forms/entity-messages.ts";
import { useApiRunner, type ApiRunner } from "../app/app-context.ts";
import { useRemoteData } from "../app/use-remote-data.ts";
import { Button } from "../components/button.tsx";
import { ConfirmDialog } from "../components/confirm-dialog.tsx";
import { LoadError } from "../components/load-error.tsx";
import { notify } from "../toaster.ts";
import type { Download } from "./event-resources-tab.tsx";
import { groupBy } from "./grouping.ts";
import { EmptyState, ResourceGroup, ResourceItem } from "./resource-item.tsx";
import { DownloadButton, ResourceMeta } from "./resource-download-parts.tsx";
import { ResourceDialog } from "./resource-dialog.tsx";
import { ResourcesSkeleton } from "./resources-skeleton.tsx";
import { panel, TabHeader } from "./tab-header.tsx";
import { useResourceDownload } from "./use-resource-download.ts";

/** SPEC §6/§7: the exhibitor's own resources (isExhibitor, for this exhibitor). */
const loadMyResources =
  (event: string, exhibitor: string) =>
  async (runApi: ApiRunner): Promise<ReadonlyArray<Download>> =>
    (
      await runApi(
        query((client, signal) =>
          client.GET("/downloads", { params: { query: { event, isExhibitor: "true", exhibitor } }, signal }),
        ),
      )
    ).data;

/** Groups in the SPEC §3 type order, whatever order the server listed them in. */
const typeRank = (type: string): number => {
  const rank = isResourceType(type) ? RESOURCE_TYPES.indexOf(type) : -1;
  return rank === -1 ? RESOURCE_TYPES.length : rank;
};
const typeHeading = (type: string): string => (isResourceType(type) ? RESOURCE_TYPE_LABELS[type] : type);

export interface MyResourcesTabProps {
  readonly eventId: string;
  readonly exhibitorId: string;
}

/** SPEC §2 My Resources: grouped by type, with Download, Edit and Delete, and the Add/Edit Resource dialog. */
export function MyResourcesTab({ eventId, exhibitorId }: MyResourcesTabProps) {
  const runApi = useApiRunner();
  const { data, loading, error, refresh } = useRemoteData(loadMyResources(eventId, exhibitorId));
  const download = useResourceDownload(refresh);
  const [logic] = useState(() =>
    entityDialogMachine.provide(
      entityDialogImplementations({ runApi, calls: resourceCalls({ event: eventId, exhibitor: exhibitorId }), notify, refreshList: refresh }),
    ),
  );
  const dialog = useActorRef(logic, { input: { entity: "resource", emptyForm: emptyResourceForm, validate: resourceFormErrors }, inspect: useInspect() });
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
