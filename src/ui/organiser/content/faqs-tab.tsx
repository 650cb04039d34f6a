import { shallowEqual, useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { consoleShell } from "styled-system/recipes";
import type { EventFaqsMachine } from "../../../machines/organiser/content/event-faqs.machine.ts";
import type { FaqField } from "../../../machines/organiser/content/content.types.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { CancelButton } from "../../components/cancel-button.tsx";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { Dialog } from "../../components/dialog.tsx";
import { bindFields } from "../../components/field-binding.ts";
import { TextField } from "../../components/field.tsx";
import { onFormSubmit } from "../../components/form-submit.ts";
import { LoadError } from "../../components/load-error.tsx";
import { PageLoading } from "../../components/page-loading.tsx";
import { SanitizedHtml } from "../../components/sanitized-html.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";

const classes = consoleShell();

/** The organiser's FAQs in exhibitors' order: move up or down, edit, delete; answers shown as exhibitors see them. */
export function FaqsTab({ actor }: { readonly actor: ActorRefFrom<EventFaqsMachine> }) {
  const view = useSelector(
    actor,
    (snapshot) => ({
      loading: snapshot.matches("loading"),
      error: snapshot.hasTag("error") ? snapshot.context.error : null,
      faqs: snapshot.context.faqs,
      busy: snapshot.hasTag("busy"),
      open: snapshot.matches({ ready: "form" }),
      saving: snapshot.matches({ ready: { form: "saving" } }),
      adding: snapshot.context.editing === null,
      form: snapshot.context.form,
      fieldErrors: snapshot.context.fieldErrors,
      formError: snapshot.context.formError,
      deleting: snapshot.context.deleting,
      deleteBusy: snapshot.matches({ ready: "deleting" }),
    }),
    shallowEqual,
  );
  const bind = bindFields<FaqField>({
    values: view.form,
    errors: view.fieldErrors,
    disabled: view.saving,
    onChange: (field, value) => actor.send({ type: "form.change", field, value }),
  });
  const cancel = () => actor.send({ type: "form.cancel" });
  if (view.loading) return <PageLoading label="Loading FAQs..." />;
  if (view.error) return <LoadError message={view.error} onRetry={() => actor.send({ type: "list.retry" })} />;
  const last = view.faqs.length - 1;
  return (
    <div className={classes.form}>
      <div>
        <Button onClick={() => actor.send({ type: "faq.add" })}>Add FAQ</Button>
      </div>
      {view.faqs.length === 0 ? (
        <div className={classes.message}>
          <p>No FAQs yet. Answer what exhibitors ask most: build-up times, deliveries, badges.</p>
        </div>
      ) : (
        <ol className={classes.form} aria-label="FAQs in the order exhibitors see them">
          {view.faqs.map((faq, index) => (
            <li key={faq._id} className={classes.panel}>
              <strong>{faq.question}</strong> <Badge>{faq.type}</Badge>
              <SanitizedHtml html={faq.answer} />
              <div className={classes.rowActions}>
                <Button variant="ghost" size="sm" disabled={view.busy || index === 0} onClick={() => actor.send({ type: "faq.move", id: faq._id, by: -1 })} aria-label={`Move "${faq.question}" up`}>
                  Up
                </Button>
                <Button variant="ghost" size="sm" disabled={view.busy || index === last} onClick={() => actor.send({ type: "faq.move", id: faq._id, by: 1 })} aria-label={`Move "${faq.question}" down`}>
                  Down
                </Button>
                <Button variant="ghost" size="sm" onClick={() => actor.send({ type: "faq.edit", faq })} aria-label={`Edit "${faq.question}"`}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" onClick={() => actor.send({ type: "delete.ask", faq })} aria-label={`Delete "${faq.question}"`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={view.open}
        onClose={cancel}
        title={view.adding ? "Add FAQ" : "Edit FAQ"}
        description="Exhibitors read it under FAQs on their Resources & FAQ screen."
        footer={
          <>
            <CancelButton onClick={cancel} disabled={view.saving} />
            <Button type="submit" form="event-faq" disabled={view.saving} aria-busy={view.saving}>
              {view.saving ? "Saving..." : view.adding ? "Add FAQ" : "Save"}
            </Button>
          </>
        }
      >
        <form id="event-faq" className={classes.form} onSubmit={onFormSubmit(() => actor.send({ type: "form.submit" }))} noValidate>
          <TextField label="Question" requiredMark autoComplete="off" {...bind("question")} />
          <TextareaField
            label="Answer"
            requiredMark
            rows={5}
            helperText="HTML is allowed: paragraphs, lists, bold, links. Scripts and forms are removed when it is shown."
            {...bind("answer")}
          />
          <TextField label="Category" placeholder="General" autoComplete="off" {...bind("type")} />
          {view.formError ? (
            <p role="alert" className={classes.muted}>
              {view.formError}
            </p>
          ) : null}
        </form>
      </Dialog>
      <ConfirmDialog
        open={view.deleting !== null}
        title="Delete FAQ"
        message={view.deleting ? `Delete "${view.deleting.question}"? Exhibitors no longer see it.` : ""}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={view.deleteBusy}
        onConfirm={() => actor.send({ type: "delete.confirm" })}
        onCancel={() => actor.send({ type: "delete.cancel" })}
      />
    </div>
  );
}
