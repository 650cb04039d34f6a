import { useSelector } from "@xstate/react";
import { organiserExhibitors } from "styled-system/recipes";
import type { ExhibitorCategory, OrganiserExhibitor } from "../../../machines/organiser/exhibitors/exhibitors-form.ts";
import { EntityFormDialog, useEntityFields, type EntityDialogActorRef } from "../../components/entity-form-dialog.tsx";
import { TextField } from "../../components/field.tsx";
import { SelectField } from "../../components/select-field.tsx";

const classes = organiserExhibitors();
const NEW_CATEGORY = "";

/** Allocate or change an exhibitor's passes in one category; below what is used, the server says how many and what to do. */
export function PassesDialog({ dialog, categories }: { readonly dialog: EntityDialogActorRef; readonly categories: ReadonlyArray<ExhibitorCategory> }) {
  const { field, text } = useEntityFields(dialog);
  // The dialog edits the exhibitor it was opened on.
  const exhibitor = useSelector(dialog, (snapshot) => snapshot.context.selected) as OrganiserExhibitor | null;
  const categoryId = text("categoryId");
  const used = exhibitor?.passes.find((pass) => pass.categoryId === categoryId)?.used ?? 0;
  return (
    <EntityFormDialog
      dialog={dialog}
      title={`Passes of ${exhibitor?.name ?? "the exhibitor"}`}
      description="Set how many passes the exhibitor has in a category; the owner sees them on the Passes screen."
      submit="Save passes"
      pending="Saving..."
    >
      <div className={classes.pairs}>
        <SelectField
          label="Pass category"
          options={[...categories.map((category) => ({ value: category._id, label: category.name })), { value: NEW_CATEGORY, label: "New category..." }]}
          {...field("categoryId")}
        />
        {categoryId === NEW_CATEGORY ? <TextField label="New category name" requiredMark placeholder="Gold" {...field("categoryName")} /> : null}
        <TextField
          label="Number of passes"
          requiredMark
          inputMode="numeric"
          helperText={categoryId === NEW_CATEGORY ? undefined : `${used} used by registrations`}
          {...field("numberOfPasses")}
        />
      </div>
    </EntityFormDialog>
  );
}
