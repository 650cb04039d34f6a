import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { consoleShell } from "styled-system/recipes";
import type { EventResourcesMachine } from "../../../machines/organiser/content/event-resources.machine.ts";
import type { ResourceTextField } from "../../../machines/organiser/content/content.types.ts";
import { RESOURCE_FILE_KIND } from "../../../machines/organiser/content/content-rules.ts";
import { UPLOAD_RULES } from "../../../rules/upload-rules.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { CancelButton } from "../../components/cancel-button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { bindFields } from "../../components/field-binding.ts";
import { TextField } from "../../components/field.tsx";
import { onFileChosen } from "../../components/file-choice.ts";
import { onFormSubmit } from "../../components/form-submit.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoading } from "../../components/page-loading.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";

const classes = consoleShell();
const FILE_RULE = UPLOAD_RULES[RESOURCE_FILE_KIND];

/** The event's resources: a table of them, the add/edit dialog with its upload, and the delete question. */
export function ResourcesTab({ actor }: { readonly actor: ActorRefFrom<EventResourcesMachine> }) {
  const view = useSelector(
    actor,
    (snapshot) => ({
      loading: snapshot.matches("loading"),
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      resources: snapshot.context.resources,
      open: snapshot.matches({ ready: "form" }),
      busy: snapshot.matches({ ready: { form: "uploading" } }) ? "Uploading..." : snapshot.matches({ ready: { form: "saving" } }) ? "Saving..." : null,
      adding: snapshot.context.editing === null,
      form: snapshot.context.form,
      fieldErrors: snapshot.context.fieldErrors,
      formError: snapshot.context.formError,
      deleting: snapshot.context.deleting,
      deleteBusy: snapshot.matches({ ready: "deleting" }),
    }),
    shallowEqual,
  );
  const bind = bindFields<ResourceTextField>({
    values: view.form,
    errors: view.fieldErrors,
    disabled: view.busy !== null,
    onChange: (field, value) => actor.send({ type: "form.change", field, value }),
  });
  const cancel = () => actor.send({ type: "form.cancel" });
  if (view.loading) return <PageLoading label="Loading resources..." />;
  if (view.error) return <LoadError message={view.error} onRetry={() => actor.send({ type: "list.retry" })} />;
  return (
    <div className={classes.form}>
      <div>
        <Button onClick={() => actor.send({ type: "resource.add" })}>Add resource</Button>
      </div>
      {view.resources.length === 0 ? (
        <div className={classes.message}>
          <p>No event resources yet. Add the exhibitor manual, floor plans or anything else exhibitors should download.</p>
        </div>
      ) : (
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
              {view.resources.map((resource) => (
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
                      <Button variant="ghost" size="sm" onClick={() => actor.send({ type: "resource.edit", resource })} aria-label={`Edit ${resource.title}`}>
                        Edit
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => actor.send({ type: "delete.ask", resource })} aria-label={`Delete ${resource.title}`}>
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        open={view.open}
        onClose={cancel}
        title={view.adding ? "Add resource" : "Edit resource"}
        description="Exhibitors find it, by category, under Event Resources on their Resources & FAQ screen."
        footer={
          <>
            <CancelButton onClick={cancel} disabled={view.busy !== null} />
            <Button type="submit" form="event-resource" disabled={view.busy !== null} aria-busy={view.busy !== null}>
              {view.busy ?? (view.adding ? "Add resource" : "Save")}
            </Button>
          </>
        }
      >
        <form id="event-resource" className={classes.form} onSubmit={onFormSubmit(() => actor.send({ type: "form.submit" }))} noValidate>
          <TextField label="Title" requiredMark autoComplete="off" {...bind("title")} />
          <TextField label="Category" placeholder="General" autoComplete="off" {...bind("category")} />
          <TextareaField label="Description" rows={3} {...bind("description")} />
          <TextField
            label={view.adding ? "File" : "Replace the file"}
            type="file"
            requiredMark={view.adding}
            accept={FILE_RULE.accept}
            helperText={view.form.file ? `Chosen: ${view.form.file.name}` : FILE_RULE.hint}
            error={view.fieldErrors.file}
            disabled={view.busy !== null}
            onChange={onFileChosen((file) => actor.send({ type: "form.file", file }))}
          />
          <label>
            <input
              type="checkbox"
              checked={view.form.isPublic}
              disabled={view.busy !== null}
              onChange={(event) => actor.send({ type: "form.public", value: event.target.checked })}
            />{" "}
            Exhibitors can see and download it
          </label>
          {view.formError ? (
            <p role="alert" className={classes.muted}>
              {view.formError}
            </p>
          ) : null}
        </form>
      </Dialog>
      <ConfirmDialog
        open={view.deleting !== null}
        title="Delete resource"
        message={view.deleting ? `Delete "${view.deleting.title}"? Exhibitors can no longer download it.` : ""}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={view.deleteBusy}
        onConfirm={() => actor.send({ type: "delete.confirm" })}
        onCancel={() => actor.send({ type: "delete.cancel" })}
      />
    </div>
  );
}
