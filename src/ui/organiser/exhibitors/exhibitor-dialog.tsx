import { useSelector } from "@xstate/react";
import { organiserExhibitors } from "styled-system/recipes";
import { dialogMode } from "../../../machines/forms/entity-dialog-view.ts";
import type { ExhibitorCategory } from "../../../machines/organiser/exhibitors/exhibitors-form.ts";
import { EntityFormDialog, useEntityFields, type EntityDialogActorRef } from "../../components/entity-form-dialog.tsx";
import { TextField } from "../../components/field.tsx";
import { SelectField } from "../../components/select-field.tsx";

const classes = organiserExhibitors();

/** Add (with the owner, who is invited) or edit an exhibitor; what was typed stays when a save is refused. */
export function ExhibitorDialog({ dialog, categories }: { readonly dialog: EntityDialogActorRef; readonly categories: ReadonlyArray<ExhibitorCategory> }) {
  const { field } = useEntityFields(dialog);
  const adding = useSelector(dialog, (snapshot) => dialogMode(snapshot) !== "edit");
  const name = useSelector(dialog, (snapshot) => snapshot.context.selected?.["name"]);
  return (
    <EntityFormDialog
      dialog={dialog}
      title={{ add: "Add exhibitor", edit: `Edit ${typeof name === "string" ? name : "exhibitor"}` }}
      description={{ add: "The owner is invited by SMS (and e-mail when given) and signs in with the mobile number.", edit: "" }}
      submit={{ add: "Add and invite", edit: "Save" }}
      pending="Saving..."
    >
      <div className={classes.pairs}>
        <TextField label="Company name" requiredMark {...field("name")} />
        <TextField label="Booth" requiredMark placeholder="B-12" {...field("boothNumber")} />
        <SelectField
          label="Category"
          options={[{ value: "", label: "No category" }, ...categories.map((category) => ({ value: category._id, label: category.name }))]}
          {...field("categoryId")}
        />
      </div>
      {adding ? (
        <div className={classes.pairs}>
          <TextField label="Owner's name" requiredMark autoComplete="off" {...field("ownerName")} />
          <TextField label="Owner's e-mail" type="email" autoComplete="off" {...field("email")} />
          <TextField label="Country code" inputMode="numeric" {...field("phoneCode")} />
          <TextField label="Owner's mobile" requiredMark inputMode="tel" autoComplete="off" {...field("mobile")} />
        </div>
      ) : null}
    </EntityFormDialog>
  );
}
