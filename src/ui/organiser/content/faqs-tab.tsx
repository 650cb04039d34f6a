import { useSelector } from "@xstate/react";
import type { ActorRefFrom } from "xstate";
import { consoleShell } from "styled-system/recipes";
import { moved } from "../../../machines/organiser/content/content-rules.ts";
import type { ContentScreenMachine } from "../../../machines/organiser/content/content-screen.machine.ts";
import type { EventFaq } from "../../../machines/organiser/content/content.types.ts";
import { Badge } from "../../components/badge.tsx";
import { Button } from "../../components/button.tsx";
import { EntityDeleteDialog } from "../../components/entity-delete-dialog.tsx";
import { EntityFormDialog, useEntityFields, type EntityDialogActorRef } from "../../components/entity-form-dialog.tsx";
import { TextField } from "../../components/field.tsx";
import { SanitizedHtml } from "../../components/sanitized-html.tsx";
import { TextareaField } from "../../components/textarea-field.tsx";
import type { RemoteData } from "../../components/use-remote-data.ts";
import { ConsoleList } from "../console-list.tsx";

const classes = consoleShell();
const DESCRIPTION = "Exhibitors read it under FAQs on their Resources & FAQ screen.";

export interface FaqsTabProps {
  readonly screen: ActorRefFrom<ContentScreenMachine>;
  readonly read: RemoteData<ReadonlyArray<EventFaq>>;
  readonly dialog: EntityDialogActorRef;
}

/** The organiser's FAQs in exhibitors' order: move up or down, edit, delete; answers shown as exhibitors see them. */
export function FaqsTab({ screen, read, dialog }: FaqsTabProps) {
  // A move shows at once, while the screen saves it.
  const reordered = useSelector(screen, (snapshot) => snapshot.context.reordered);
  const reordering = useSelector(screen, (snapshot) => snapshot.hasTag("busy"));
  return (
    <>
      <ConsoleList
        read={read}
        loadingLabel="Loading FAQs..."
        add={{ label: "Add FAQ", onAdd: () => dialog.send({ type: "dialog.openAdd" }) }}
        empty="No FAQs yet. Answer what exhibitors ask most: build-up times, deliveries, badges."
      >
        {(saved) => {
          const faqs = reordered ?? saved;
          const move = (faq: EventFaq, by: -1 | 1) => screen.send({ type: "faqs.reorder", faqs: moved(faqs, faq._id, by) });
          return (
            <ol className={classes.form} aria-label="FAQs in the order exhibitors see them">
              {faqs.map((faq, index) => (
                <li key={faq._id} className={classes.panel}>
                  <strong>{faq.question}</strong> <Badge>{faq.type}</Badge>
                  <SanitizedHtml html={faq.answer} />
                  <div className={classes.rowActions}>
                    <Button variant="ghost" size="sm" disabled={reordering || index === 0} onClick={() => move(faq, -1)} aria-label={`Move "${faq.question}" up`}>
                      Up
                    </Button>
                    <Button variant="ghost" size="sm" disabled={reordering || index === faqs.length - 1} onClick={() => move(faq, 1)} aria-label={`Move "${faq.question}" down`}>
                      Down
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => dialog.send({ type: "dialog.openEdit", record: faq })} aria-label={`Edit "${faq.question}"`}>
                      Edit
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => dialog.send({ type: "delete.request", record: faq })} aria-label={`Delete "${faq.question}"`}>
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          );
        }}
      </ConsoleList>
      <FaqDialog dialog={dialog} />
      <EntityDeleteDialog dialog={dialog} entity="faq" title="Delete FAQ" question={(faq) => `Delete "${String(faq["question"])}"? Exhibitors no longer see it.`} />
    </>
  );
}

function FaqDialog({ dialog }: { readonly dialog: EntityDialogActorRef }) {
  const { field } = useEntityFields(dialog);
  return (
    <EntityFormDialog
      dialog={dialog}
      title={{ add: "Add FAQ", edit: "Edit FAQ" }}
      description={{ add: DESCRIPTION, edit: DESCRIPTION }}
      submit={{ add: "Add FAQ", edit: "Save" }}
      pending={{ add: "Saving...", edit: "Saving..." }}
    >
      <TextField label="Question" requiredMark autoComplete="off" {...field("question")} />
      <TextareaField
        label="Answer"
        requiredMark
        rows={5}
        helperText="HTML is allowed: paragraphs, lists, bold, links. Scripts and forms are removed when it is shown."
        {...field("answer")}
      />
      <TextField label="Category" placeholder="General" autoComplete="off" {...field("type")} />
    </EntityFormDialog>
  );
}
