import { useSelector } from "@xstate/react";
import { RESOURCE_TYPE_LABELS, RESOURCE_TYPES, sourceField } from "../../machines/resources/resource-form.ts";
import { EntityFormDialog, useEntityFields, type EntityDialogActorRef } from "../components/entity-form-dialog.tsx";
import { FieldMessage } from "../components/field-message.tsx";
import { TextField } from "../components/field.tsx";
import { SelectField } from "../components/select-field.tsx";
import { TextareaField } from "../components/textarea-field.tsx";

export type ResourceDialogRef = EntityDialogActorRef;

const TYPE_OPTIONS = [
  { value: "", label: "Select a type" },
  ...RESOURCE_TYPES.map((type) => ({ value: type, label: RESOURCE_TYPE_LABELS[type] })),
];

/**
 * SPEC §2 and §5 Add Resource, and Edit Resource: Title (required), Description, Type (required)
 * and a file (PDF, Office or text, up to 10MB), or for a link its web address. A thin view over the
 * shared entity dialog machine, which runs the file's upload; which of the file and the link is
 * asked for comes from the form's type.
 */
export function ResourceDialog({ dialog }: { readonly dialog: ResourceDialogRef }) {
  const { field, fieldErrors, upload } = useEntityFields(dialog);
  const source = useSelector(dialog, (snapshot) => sourceField(snapshot.context.form));
  return (
    <EntityFormDialog
      dialog={dialog}
      title={{ add: "Add Resource", edit: "Edit Resource" }}
      description={{
        add: "Share a document, link or media file with your resource library.",
        edit: "Change what visitors see of this resource.",
      }}
      submit={{ add: "Add Resource", edit: "Update Resource" }}
    >
      <TextField label="Title" requiredMark {...field("title")} />
      <TextareaField label="Description" rows={3} {...field("description")} />
      <SelectField label="Type" requiredMark options={TYPE_OPTIONS} {...field("type")} />
      {source === "link" ? (
        <TextField label="Link URL" type="url" inputMode="url" placeholder="https://" requiredMark {...field("link")} />
      ) : (
        upload("fileUrl", "File")
      )}
      {/* The server's refusal lands on its contract field, whichever control is shown. */}
      <FieldMessage message={fieldErrors["fileUrl"]} />
    </EntityFormDialog>
  );
}
