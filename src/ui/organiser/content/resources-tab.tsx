import { useSelector } from "@xstate/react";
import { consoleShell } from "styled-system/recipes";
import { dialogMode } from "../../../machines/forms/entity-dialog-view.ts";
import { chosenFile, RESOURCE_FILE_KIND } from "../../../machines/organiser/content/content-rules.ts";
import type { EventResource } from "../../../machines/organiser/content/content.types.ts";
import { UPLOAD_RULES } from "../../../rules/upload-rules.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { EntityDeleteDialog } from "../../components/entity-delete-dialog.tsx";
import { EntityFormDialog, useEntityFields, type EntityDialogActorRef } from "../../components/entity-form-dialog.tsx";
import { TextField } from "../../components/field.tsx";
import { onFileChosen } from "../../components/file-choice.ts";
import { TextareaField } from "../../components/textarea-field.tsx";
import type { RemoteData } from "../../components/use-remote-data.ts";
import { ConsoleList } from "../console-list.tsx";

const classes = consoleShell();
const FILE_RULE = UPLOAD_RULES[RESOURCE_FILE_KIND];

/** The event's resources: a table of them, the add/edit dialog with its file, and the delete question. */
export function ResourcesTab({ read, dialog }: { readonly read: RemoteData<ReadonlyArray<EventResource>>; readonly dialog: EntityDialogActorRef }) {
  return (
    <>
      <ConsoleList
        read={read}
        loadingLabel="Loading resources..."
        add={{ label: "Add resource", onAdd: () => dialog.send({ type: "dialog.openAdd" }) }}
        empty="No event resources yet. Add the exhibitor manual, floor plans or anything else exhibitors should download."
      >
        {(resources) => <ResourceTable resources={resources} dialog={dialog} />}
      </ConsoleList>
      <ResourceDialog dialog={dialog} />
      <EntityDeleteDialog
        dialog={dialog}
        entity="eventResource"
        title="Delete resource"
        question={(resource) => `Delete "${String(resource["title"])}"? Exhibitors can no longer download it.`}
      />
    </>
  );
}

function ResourceTable({ resources, dialog }: { readonly resources: ReadonlyArray<EventResource>; readonly dialog: EntityDialogActorRef }) {
  return (
    <div className={classes.tableWrap}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>Title</th>
            <th>Category</th>
            <th>Exhibitors</th>
            <th>Downloads</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {resources.map((resource) => (
            <tr key={resource._id}>
              <td>
                {resource.attachment ? (
                  <a href={`/files/${resource.attachment}`} target="_blank" rel="noreferrer">
                    {resource.title}
                  </a>
                ) : (
                  resource.title
                )}
                {resource.description ? <div className={classes.muted}>{resource.description}</div> : null}
              </td>
              <td>{resource.category ?? "General"}</td>
              <td>{resource.isPublic ? <Badge tone="green">Visible</Badge> : <Badge tone="yellow">Hidden</Badge>}</td>
              <td>{resource.downloadCount}</td>
              <td>
                <div className={classes.rowActions}>
                  <Button variant="ghost" size="sm" onClick={() => dialog.send({ type: "dialog.openEdit", record: resource })} aria-label={`Edit ${resource.title}`}>
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => dialog.send({ type: "delete.request", record: resource })} aria-label={`Delete ${resource.title}`}>
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Add or edit a resource: its file is stored on Save ("Uploading..."), before the resource ("Saving..."). */
function ResourceDialog({ dialog }: { readonly dialog: EntityDialogActorRef }) {
  const { field, change, fieldErrors } = useEntityFields(dialog);
  const adding = useSelector(dialog, (snapshot) => dialogMode(snapshot) !== "edit");
  const file = useSelector(dialog, (snapshot) => chosenFile(snapshot.context.form));
  const isPublic = useSelector(dialog, (snapshot) => snapshot.context.form["isPublic"] === true);
  const busy = useSelector(dialog, (snapshot) => snapshot.hasTag("busy"));
  return (
    <EntityFormDialog
      dialog={dialog}
      title={{ add: "Add resource", edit: "Edit resource" }}
      description={{
        add: "Exhibitors find it, by category, under Event Resources on their Resources & FAQ screen.",
        edit: "Exhibitors find it, by category, under Event Resources on their Resources & FAQ screen.",
      }}
      submit={{ add: "Add resource", edit: "Save" }}
      pending={{ add: "Saving...", edit: "Saving...", firstStep: "Uploading..." }}
    >
      <TextField label="Title" requiredMark autoComplete="off" {...field("title")} />
      <TextField label="Category" placeholder="General" autoComplete="off" {...field("category")} />
      <TextareaField label="Description" rows={3} {...field("description")} />
      <TextField
        label={adding ? "File" : "Replace the file"}
        name="file"
        type="file"
        requiredMark={adding}
        accept={FILE_RULE.accept}
        helperText={file ? `Chosen: ${file.name}` : FILE_RULE.hint}
        error={fieldErrors["file"]}
        disabled={busy}
        onChange={onFileChosen((chosen) => change("file", chosen))}
      />
      <label>
        <input type="checkbox" checked={isPublic} disabled={busy} onChange={(event) => change("isPublic", event.target.checked)} />{" "}
        Exhibitors can see and download it
      </label>
    </EntityFormDialog>
  );
}
